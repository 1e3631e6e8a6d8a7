import Foundation

/// The stub server's backends without a socket: the same routes, state, admin endpoints, faults
/// and what each backend does to its replies on the way out (a backend that compresses gives a
/// gzip body and `Content-Encoding: gzip`, as on the wire), answered in memory. For tests that
/// run an app in the test's own process and hand it a transport built on
/// ``respond(method:target:headers:body:)``.
///
/// ```swift
/// let backend = try InMemoryStubBackend(configuration: .demo())
/// let reply = await backend.respond(method: "GET", target: "/team/7/notes?page=1")
/// ```
public struct InMemoryStubBackend: Sendable {
    /// One answer, after any fault. ``transportFault`` says how the connection would have been
    /// damaged on the wire (`truncate`, `close`); the body is then what was sent before it broke.
    public struct Reply: Sendable {
        public var status: Int
        public var headers: [(name: String, value: String)]
        public var body: Data
        public var transportFault: String?
    }

    private let service: StubService

    /// Loads the fixtures as `configuration` says; its host and port are not used.
    /// - Throws: `StubServerError` when a setting or fixture is invalid.
    public init(configuration: StubServerConfiguration) throws {
        service = try StubService(configuration: configuration)
    }

    /// Answers one request. `target` is the path with its query (`/team/7/notes?cursor=x`),
    /// percent-encoded as on the wire.
    public func respond(method: String, target: String, headers: [(name: String, value: String)] = [], body: Data = Data()) async -> Reply {
        let components = URLComponents(string: target)
        let request = StubRequest(
            method: method.uppercased(),
            path: components?.path ?? target,
            query: (components?.queryItems ?? []).map { (name: $0.name, value: $0.value ?? "") },
            headers: Dictionary(headers.map { ($0.name.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first }),
            body: body
        )
        let outcome = await service.respond(to: request)
        var headers: [(name: String, value: String)] = [("Content-Type", outcome.reply.contentType)]
        headers += outcome.reply.headers.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        let sent = outcome.transport?.sentPart(of: outcome.reply.body)
        return Reply(status: outcome.reply.status, headers: headers, body: sent ?? outcome.reply.body,
                     transportFault: sent == nil ? nil : outcome.transport.map { FaultPlan(failure: $0).spec })
    }
}
