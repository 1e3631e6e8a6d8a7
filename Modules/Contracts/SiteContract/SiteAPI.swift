/// App C's backend, the sites API: tasks of a construction site behind OAuth2 client
/// credentials, JSON:API bodies, a cursor inside `links.next`, writes guarded by
/// `ETag`/`If-Match`, epoch-millisecond times. Written once for site-app's adapter and for
/// `stub-server`.
public enum SiteAPI {
    /// `POST /oauth/token`, form `grant_type=client_credentials&client_id=..&client_secret=..`
    /// (or the id and secret in HTTP Basic) → ``SiteTokenGrant``; wrong credentials → 401
    /// ``SiteTokenError`` `invalid_client`.
    public static let token = SiteEndpoint("POST", "oauth", "token")
    /// `GET /api/sites/{site}/tasks?page[size]=N&page[cursor]=C` → ``SiteTaskPage``.
    public static let listTasks = SiteEndpoint("GET", "api", "sites", ":site", "tasks")
    /// `GET /api/sites/{site}/tasks/{id}` → ``SiteTaskDocument``, with an ``etagHeader``.
    public static let showTask = SiteEndpoint("GET", "api", "sites", ":site", "tasks", ":id")
    /// `PATCH /api/sites/{site}/tasks/{id}` with ``ifMatchHeader`` and a ``SiteTaskPatch`` →
    /// ``SiteTaskDocument`` and the new ``etagHeader``; 428 without `If-Match`, 412 when the
    /// task changed since that version, 422 for a body it cannot apply.
    public static let updateTask = SiteEndpoint("PATCH", "api", "sites", ":site", "tasks", ":id")
    /// `GET /api/sites/{site}/inspections/{id}` → ``SiteInspectionDocument``.
    public static let showInspection = SiteEndpoint("GET", "api", "sites", ":site", "inspections", ":id")

    /// The header a write not made against a version (a feature's own writes, which have no
    /// `ETag` to check) carries its idempotency key in: the same key sent twice applies once.
    public static let idempotencyKeyHeader = "Idempotency-Key"
    /// The media type of every body, request and response (errors included).
    public static let mediaType = "application/vnd.api+json"
    /// The grant this backend takes at ``token``.
    public static let grantType = "client_credentials"
    /// The query parameter that sizes a page.
    public static let pageSizeParameter = "page[size]"
    /// The query parameter that continues a list (the backend writes it into `links.next`).
    public static let pageCursorParameter = "page[cursor]"
    /// The page size when none is asked for.
    public static let defaultPageSize = 50
    /// The header a task's version comes in.
    public static let etagHeader = "ETag"
    /// The header a write names the version it was made against with.
    public static let ifMatchHeader = "If-Match"
    /// The header a refused access token is explained in: `Bearer error="invalid_token"`.
    public static let authenticateHeader = "WWW-Authenticate"
    /// The JSON:API `type` of a task.
    public static let taskType = "tasks"
    /// The JSON:API `type` of an inspection.
    public static let inspectionType = "inspections"

    /// `Bearer TOKEN`, the `Authorization` value of every `/api` request.
    public static func bearer(_ token: String) -> String { "Bearer \(token)" }
}

/// One endpoint of the sites API: a method and a path template whose `:name` segments are
/// filled in per request.
public struct SiteEndpoint: Sendable, Hashable {
    /// `GET`, `PATCH`, ...
    public let method: String
    /// The path's segments; `:name` marks a parameter.
    public let template: [String]

    init(_ method: String, _ template: String...) {
        self.method = method
        self.template = template
    }

    /// The template as a route pattern: `/api/sites/:site/tasks`.
    public var pattern: String { "/" + template.joined(separator: "/") }

    /// The path's segments with each `:name` replaced by `values[name]` (unescaped; the
    /// client escapes each segment).
    public func segments(_ values: [String: String]) -> [String] {
        template.map { $0.hasPrefix(":") ? values[String($0.dropFirst()), default: ""] : $0 }
    }
}
