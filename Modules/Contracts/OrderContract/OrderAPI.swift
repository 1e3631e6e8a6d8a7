/// App A's backend, the orders API: its endpoints, parameters and headers, written once for the
/// app's adapter and for `stub-server`.
public enum OrderAPI {
    /// `GET /order/{order_id}/somes?page=N&per_page=M` → ``OrderSomesPage``.
    public static let listSomes = OrderEndpoint("GET", "order", ":order_id", "somes")
    /// `GET /order/{order_id}/somes/{id}` → ``OrderSomeEnvelope``.
    public static let showSome = OrderEndpoint("GET", "order", ":order_id", "somes", ":id")
    /// `PATCH /order/{order_id}/somes/{id}` with ``OrderSomePatch`` and ``idempotencyKey`` →
    /// ``OrderSomeEnvelope``.
    public static let completeSome = OrderEndpoint("PATCH", "order", ":order_id", "somes", ":id")
    /// `GET /order/{order_id}/others/{other_id}` → ``OrderOtherEnvelope``.
    public static let showOther = OrderEndpoint("GET", "order", ":order_id", "others", ":other_id")
    /// `GET /order/{order_id}/activity?page=N&per_page=M` → ``OrderActivityPage``, newest first,
    /// paged like ``listSomes``.
    public static let listActivity = OrderEndpoint("GET", "order", ":order_id", "activity")
    /// `POST /order/{order_id}/somes/{some_id}/comments` with ``OrderCommentBody`` and
    /// ``idempotencyKeyHeader`` → `201` ``OrderCommentEnvelope``; the comment joins the activity.
    public static let postComment = OrderEndpoint("POST", "order", ":order_id", "somes", ":some_id", "comments")

    /// The query parameter that picks a page, from 1.
    public static let pageParameter = "page"
    /// The query parameter that sizes a page.
    public static let perPageParameter = "per_page"
    /// The page size when none is asked for.
    public static let defaultPerPage = 50
    /// The longest comment the backend takes, in characters (grapheme clusters, as Swift counts
    /// them); a longer one is refused with 422 `invalid_text`.
    public static let maxCommentLength = 2000

    /// The header that carries the token, as ``bearer(_:)``.
    public static let authorizationHeader = "Authorization"
    /// The value of ``authorizationHeader`` for `token`.
    public static func bearer(_ token: String) -> String { "Bearer \(token)" }
    /// The header that makes a write idempotent: the same key twice applies once.
    public static let idempotencyKeyHeader = "Idempotency-Key"
}

/// One endpoint of the orders API: a method and a path template whose `:name` segments are
/// filled in per request.
public struct OrderEndpoint: Sendable, Hashable {
    /// `GET`, `PATCH`, ...
    public let method: String
    /// The path's segments; `:name` marks a parameter.
    public let template: [String]

    init(_ method: String, _ template: String...) {
        self.method = method
        self.template = template
    }

    /// The template as a route pattern: `/order/:order_id/somes`.
    public var pattern: String { "/" + template.joined(separator: "/") }

    /// The path's segments with each `:name` replaced by `values[name]` (unescaped; the
    /// client escapes each segment). A parameter without a value is left as the empty string.
    public func segments(_ values: [String: String]) -> [String] {
        template.map { $0.hasPrefix(":") ? values[String($0.dropFirst()), default: ""] : $0 }
    }
}
