import Foundation
import SiteContract

/// A complete JSON response before any transport fault is applied.
struct StubReply: Sendable, Equatable {
    /// HTTP status.
    var status: Int
    /// The body (JSON unless ``contentType`` says otherwise).
    var body: Data
    /// The body's media type.
    var contentType = "application/json; charset=utf-8"
    /// Header fields beyond the content type (`Retry-After`, `ETag`, `WWW-Authenticate`).
    var headers: [String: String] = [:]

    /// A reply with `value` encoded in the wire format.
    static func json(_ value: some Encodable, status: Int = 200) -> StubReply {
        StubReply(status: status, body: WireJSON.encode(value))
    }

    /// A reply of the sites API: `value` encoded as a JSON:API document.
    static func jsonAPI(_ value: some Encodable, status: Int = 200, headers: [String: String] = [:]) -> StubReply {
        StubReply(status: status, body: WireJSON.encode(value), contentType: SiteAPI.mediaType, headers: headers)
    }

    /// What a web server answers for a path outside the APIs: plain text, no API error body,
    /// as a client pointed at the wrong base URL meets it.
    static func pageNotFound() -> StubReply {
        StubReply(status: 404, body: Data("404 page not found\n".utf8), contentType: "text/plain; charset=utf-8")
    }

    /// A reply with `api`'s error body, in `api`'s media type.
    static func error(_ api: StubAPI, status: Int, code: String, message: String, headers: [String: String] = [:]) -> StubReply {
        StubReply(status: status, body: api.errorBody(status: status, code: code, message: message), contentType: api.contentType, headers: headers)
    }
}
