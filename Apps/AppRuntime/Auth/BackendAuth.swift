import Core
import HTTPClientLive

/// How a backend is told who is asking: the header fields each request carries, and what to do
/// when the backend refuses them. The runtime makes one per run from the app's
/// ``Authentication``; ``JSONBackend`` asks it before every request.
public protocol BackendAuth: Sendable {
    /// The header fields that carry the credentials on the next request.
    /// - Throws: when no credentials can be had (a token exchange refused or unreachable).
    func headers() async throws(DomainError) -> [(name: String, value: String)]

    /// Called when the backend answered `response` (a 401) to a request sent with `sent`:
    /// renews the credentials if that can help and returns true to send the request once more.
    func renew(after response: HTTPResponse, sent: [(name: String, value: String)]) async throws(DomainError) -> Bool
}

/// Credentials that never change during a run: a token in a header (`Authorization: Bearer`,
/// `X-Chat-Token`). A refusal is final.
public struct StaticHeaderAuth: BackendAuth {
    let fields: [(name: String, value: String)]

    /// Sends `fields` with every request.
    public init(_ fields: [(name: String, value: String)]) {
        self.fields = fields
    }

    public func headers() async throws(DomainError) -> [(name: String, value: String)] { fields }

    public func renew(after response: HTTPResponse, sent: [(name: String, value: String)]) async throws(DomainError) -> Bool { false }
}

/// Credentials that cannot be sent at all (a Basic user with a colon): every request fails with
/// the error that says why, before anything is sent.
struct RefusedAuth: BackendAuth {
    let error: DomainError

    func headers() async throws(DomainError) -> [(name: String, value: String)] { throw error }

    func renew(after response: HTTPResponse, sent: [(name: String, value: String)]) async throws(DomainError) -> Bool { false }
}
