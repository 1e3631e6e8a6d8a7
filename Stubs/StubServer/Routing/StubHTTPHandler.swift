import FlyingFox
import Foundation

/// Adapts FlyingFox to `StubService`: converts the request, applies transport faults to the
/// response, and writes the request log line.
struct StubHTTPHandler: HTTPHandler {
    let service: StubService
    let log: (@Sendable (String) -> Void)?

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        let started = ContinuousClock.now
        let stubRequest = StubRequest(
            method: request.method.rawValue.uppercased(),
            path: request.path,
            query: request.query.map { (name: $0.name, value: $0.value) },
            headers: Dictionary(request.headers.map { ($0.key.rawValue.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first }),
            body: try await request.bodyData
        )
        let outcome = await service.respond(to: stubRequest)
        let response = Self.makeResponse(outcome)
        if let log {
            log(RequestLogLine(
                method: stubRequest.method,
                target: request.target.rawValue,
                status: outcome.reply.status,
                elapsed: ContinuousClock.now - started,
                fault: outcome.fault
            ).text)
        }
        return response
    }

    static func makeResponse(_ outcome: StubService.Outcome) -> HTTPResponse {
        let status = HTTPStatusCode(outcome.reply.status, phrase: HTTPStatusPhrase.phrase(for: outcome.reply.status))
        var headers: HTTPHeaders = [.contentType: outcome.reply.contentType]
        for (name, value) in outcome.reply.headers { headers[HTTPHeader(name)] = value }
        let body = outcome.reply.body
        switch outcome.transport {
        case .truncate:
            return HTTPResponse(statusCode: status, headers: headers, body: .truncated(body))
        case .close:
            return HTTPResponse(statusCode: status, headers: headers, body: .droppedMidway(body))
        case .status, .malformed, nil:
            return HTTPResponse(statusCode: status, headers: headers, body: body)
        }
    }
}
