import Core
import Foundation
import HTTPClientLive
import StubServer

/// The stub server's two backends as an app's transport, in memory: a request goes to
/// ``InMemoryStubBackend`` and its reply comes back without a socket, so a test can run many
/// apps at once in its own process. A reply the stub would have cut short on the wire fails as
/// libcurl reports a connection closed early.
///
/// What it does not do is what only a socket can: time out (a `delay=` fault is slept on the
/// stub's delay clock and then answered), refuse a connection or redirect. Those stay in the
/// end-to-end suite, which runs the real binaries over libcurl.
public struct StubTransport: HTTPTransport {
    /// The backend requests go to; its admin endpoints (`/_stub/faults`, `/_stub/reset`) work too.
    public let backend: InMemoryStubBackend

    /// A transport over a backend of its own.
    public init(backend: InMemoryStubBackend) {
        self.backend = backend
    }

    public func send(_ request: HTTPRequest) async throws(DomainError) -> HTTPResponse {
        // As sent on the wire: the path and query still percent-encoded.
        let components = URLComponents(url: request.url, resolvingAgainstBaseURL: false)
        let encodedPath = components?.percentEncodedPath ?? "/"
        let path = encodedPath.isEmpty ? "/" : encodedPath
        let target = components?.percentEncodedQuery.map { "\(path)?\($0)" } ?? path
        let reply = await backend.respond(method: request.method, target: target, headers: request.headers, body: request.body ?? Data())
        if reply.transportFault != nil {
            throw .unavailable("backend at \(HTTPClient.origin(of: request.url)) closed the connection before the response was complete",
                               hint: "try again; if it keeps happening, the backend is failing")
        }
        return HTTPResponse(status: reply.status, headers: HTTPHeaderFields(reply.headers), body: reply.body)
    }

    /// Sets the fault every API request meets from now on (`status=503`, `malformed`; nil for
    /// none), like `POST /_stub/faults?spec=…`.
    public func setFault(_ spec: String?) async throws {
        let query = (spec ?? "").addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        try await admin("POST", "/_stub/faults?spec=\(query)")
    }

    /// Restores the fixtures and zeroes the counters, like `POST /_stub/reset`.
    public func reset() async throws {
        try await admin("POST", "/_stub/reset")
    }

    /// The counters of `GET /_stub/stats` (`writes_applied`, …).
    public func stats() async throws -> [String: Int] {
        let body = try await admin("GET", "/_stub/stats")
        guard let stats = try? JSONDecoder().decode([String: Int].self, from: body) else {
            throw StubTransportError(description: "GET /_stub/stats is not a JSON object of numbers: \(String(decoding: body, as: UTF8.self))")
        }
        return stats
    }

    /// Calls one of the stub's admin endpoints (`/_stub/...`), as `curl -X METHOD` would, and
    /// returns what it answered.
    /// - Throws: ``StubTransportError`` when it answers other than 2xx.
    @discardableResult
    public func admin(_ method: String, _ target: String) async throws -> Data {
        let reply = await backend.respond(method: method, target: target)
        guard (200..<300).contains(reply.status) else {
            throw StubTransportError(description: "\(method) \(target) answered \(reply.status): \(String(decoding: reply.body, as: UTF8.self))")
        }
        return reply.body
    }
}

/// An admin call the in-memory backend refused.
public struct StubTransportError: Error, CustomStringConvertible {
    public let description: String
}
