import Foundation

/// A complete response before any transport fault is applied.
public struct StubReply: Sendable, Equatable {
    /// HTTP status.
    public var status: Int
    /// The body (JSON unless ``contentType`` says otherwise).
    public var body: Data
    /// The body's media type.
    public var contentType: String
    /// Header fields beyond the content type (`Retry-After`, `ETag`, `WWW-Authenticate`).
    public var headers: [String: String]

    public init(status: Int, body: Data, contentType: String = "application/json; charset=utf-8", headers: [String: String] = [:]) {
        self.status = status
        self.body = body
        self.contentType = contentType
        self.headers = headers
    }

    /// A reply with `value` encoded in the wire format (``WireJSON``), of `contentType`.
    public static func json(_ value: some Encodable, status: Int = 200, contentType: String = "application/json; charset=utf-8",
                            headers: [String: String] = [:]) -> StubReply {
        StubReply(status: status, body: WireJSON.encode(value), contentType: contentType, headers: headers)
    }

    /// What a web server answers for a path outside the APIs: plain text, no API error body,
    /// as a client pointed at the wrong base URL meets it.
    public static func pageNotFound() -> StubReply {
        StubReply(status: 404, body: Data("404 page not found\n".utf8), contentType: "text/plain; charset=utf-8")
    }

    /// An error reply in `shape`: its body and media type.
    public static func error(_ shape: ErrorShape, status: Int, code: String, message: String, headers: [String: String] = [:]) -> StubReply {
        StubReply(status: status, body: shape.body(status: status, code: code, message: message), contentType: shape.contentType, headers: headers)
    }
}
