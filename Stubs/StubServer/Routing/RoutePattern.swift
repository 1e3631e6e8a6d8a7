/// A method and a path pattern such as `/order/:order_id/somes/:id`.
struct RoutePattern: Sendable {
    let method: String
    private let parts: [String]

    init(_ method: String, _ path: String) {
        self.method = method
        self.parts = path.split(separator: "/").map(String.init)
    }

    /// The path parameters (`[":order_id": "42"]` keyed without the colon) when `request` matches.
    func match(_ request: StubRequest) -> [String: String]? {
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
struct RouteMatch: Sendable {
    let request: StubRequest
    let parameters: [String: String]

    /// A path parameter that the pattern guarantees.
    subscript(_ name: String) -> String {
        parameters[name] ?? ""
    }
}

/// One entry of a route table.
struct Route: Sendable {
    let pattern: RoutePattern
    let handle: @Sendable (RouteMatch) async -> StubReply

    init(_ method: String, _ path: String, handle: @escaping @Sendable (RouteMatch) async -> StubReply) {
        self.pattern = RoutePattern(method, path)
        self.handle = handle
    }
}
