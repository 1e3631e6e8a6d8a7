/// A method and a path pattern such as `/team/:team_id/notes/:id`.
public struct RoutePattern: Sendable {
    public let method: String
    private let parts: [String]

    public init(_ method: String, _ path: String) {
        self.method = method
        self.parts = path.split(separator: "/").map(String.init)
    }

    /// The path parameters (`[":team_id": "7"]` keyed without the colon) when `request` matches.
    public func match(_ request: StubRequest) -> [String: String]? {
        let segments = request.segments
        guard request.method == method, segments.count == parts.count else { return nil }
        var parameters: [String: String] = [:]
        for (part, segment) in zip(parts, segments) {
            if part.hasPrefix(":") {
                parameters[String(part.dropFirst())] = segment
            } else if part != segment {
                return nil
            }
        }
        return parameters
    }
}

/// A matched route: the request and its path parameters.
public struct RouteMatch: Sendable {
    public let request: StubRequest
    public let parameters: [String: String]

    /// A path parameter that the pattern guarantees.
    public subscript(_ name: String) -> String {
        parameters[name] ?? ""
    }
}

/// One entry of a route table.
public struct Route: Sendable {
    public let pattern: RoutePattern
    public let handle: @Sendable (RouteMatch) async -> StubReply

    /// Answers `method` requests whose path matches `path` (`/team/:team_id/notes`) with `handle`.
    public init(_ method: String, _ path: String, handle: @escaping @Sendable (RouteMatch) async -> StubReply) {
        self.pattern = RoutePattern(method, path)
        self.handle = handle
    }
}
