import Core

/// Sends one request and returns the final response, whatever its status: what a backend
/// client needs from HTTP. ``HTTPClient`` is the real one; tests of the layers above pass a
/// scripted one.
public protocol HTTPTransport: Sendable {
    /// Sends `request`, following redirects as the transport allows.
    /// - Throws: `DomainError` when no complete response arrived.
    func send(_ request: HTTPRequest) async throws(DomainError) -> HTTPResponse
}

extension HTTPClient: HTTPTransport {}
