import Foundation

/// A complete JSON response before any transport fault is applied.
struct StubReply: Sendable, Equatable {
    /// HTTP status.
    var status: Int
    /// JSON body.
    var body: Data
    /// Header fields beyond the content type (`Retry-After`).
    var headers: [String: String] = [:]

    /// A reply with `value` encoded in the wire format.
    static func json(_ value: some Encodable, status: Int = 200) -> StubReply {
        StubReply(status: status, body: WireJSON.encode(value))
    }

    /// A reply with `api`'s error body.
    static func error(_ api: StubAPI, status: Int, code: String, message: String) -> StubReply {
        StubReply(status: status, body: api.errorBody(code: code, message: message))
    }
}
