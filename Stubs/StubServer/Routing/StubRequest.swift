import Foundation

/// An HTTP request as the routes see it, independent of FlyingFox.
struct StubRequest: Sendable {
    /// Upper-case method, e.g. `PATCH`.
    var method: String
    /// Decoded path without the query, e.g. `/order/42/somes`.
    var path: String
    /// Query items in order.
    var query: [(name: String, value: String)]
    /// Headers by lower-cased name.
    var headers: [String: String]
    /// The request body.
    var body: Data

    /// Path segments, ignoring empty ones (so a trailing slash does not matter).
    var segments: [String] {
        path.split(separator: "/").map(String.init)
    }

    /// The first value of header `name` (case-insensitive).
    func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }

    /// The first value of query parameter `name`.
    func queryValue(_ name: String) -> String? {
        query.first { $0.name == name }?.value
    }
}
