import Foundation

/// An HTTP request as the routes see it, independent of FlyingFox.
public struct StubRequest: Sendable {
    /// Upper-case method, e.g. `PATCH`.
    public var method: String
    /// Decoded path without the query, e.g. `/team/7/notes`.
    public var path: String
    /// Query items in order.
    public var query: [(name: String, value: String)]
    /// Headers by lower-cased name.
    public var headers: [String: String]
    /// The request body.
    public var body: Data

    /// A request as it came.
    public init(method: String, path: String, query: [(name: String, value: String)], headers: [String: String], body: Data) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
    }

    /// Path segments, ignoring empty ones (so a trailing slash does not matter).
    public var segments: [String] {
        path.split(separator: "/").map(String.init)
    }

    /// The first value of header `name` (case-insensitive).
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }

    /// The first value of query parameter `name`.
    public func queryValue(_ name: String) -> String? {
        query.first { $0.name == name }?.value
    }
}
