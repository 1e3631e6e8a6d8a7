import Core
import Foundation
import HTTPClientLive
import Testing

/// An HTTP transport whose answers a test scripts, in order; it records every request. An
/// unscripted request fails the test with its method and URL.
final class ScriptedTransport: HTTPTransport {
    private struct State {
        var answers: [Result<HTTPResponse, DomainError>]
        var requests: [HTTPRequest] = []
    }

    private let state: Locked<State>

    init(_ answers: [Result<HTTPResponse, DomainError>]) {
        state = Locked(State(answers: answers))
    }

    /// Every request received, in order.
    var requests: [HTTPRequest] { state.withLock { $0.requests } }

    func send(_ request: HTTPRequest) async throws(DomainError) -> HTTPResponse {
        let answer = state.withLock { state -> Result<HTTPResponse, DomainError>? in
            state.requests.append(request)
            return state.answers.isEmpty ? nil : state.answers.removeFirst()
        }
        guard let answer else {
            Issue.record("unexpected request: \(request.method) \(request.url)")
            throw .unavailable("no answer scripted for \(request.method) \(request.url)")
        }
        return try answer.get()
    }
}

extension Result where Success == HTTPResponse, Failure == DomainError {
    /// A response with `status`, the given headers and a small JSON body.
    static func status(_ status: Int, _ headers: HTTPHeaderFields = [:], body: String = "{}") -> Result<HTTPResponse, DomainError> {
        .success(HTTPResponse(status: status, headers: headers, body: Data(body.utf8)))
    }
}
