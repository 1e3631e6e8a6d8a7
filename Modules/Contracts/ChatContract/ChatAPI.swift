/// App B's backend, the chats API: its endpoints, parameters and headers, written once for the
/// app's adapter and for `stub-server`.
public enum ChatAPI {
    /// `GET /chat/{chat_id}/somes?cursor=C&limit=M` → ``ChatItemsPage``.
    public static let listSomes = ChatEndpoint("GET", "chat", ":chat_id", "somes")
    /// `GET /chat/{chat_id}/somes/{id}` → ``ChatItemEnvelope``.
    public static let showSome = ChatEndpoint("GET", "chat", ":chat_id", "somes", ":id")
    /// `POST /chat/{chat_id}/somes/{id}/complete` with ``requestIDHeader`` → ``ChatCompletion``.
    public static let completeSome = ChatEndpoint("POST", "chat", ":chat_id", "somes", ":id", "complete")
    /// `GET /chat/{chat_id}/attachments/{other_id}` → ``ChatAttachmentEnvelope``.
    public static let showAttachment = ChatEndpoint("GET", "chat", ":chat_id", "attachments", ":other_id")

    /// The query parameter that continues a list: the previous page's `next_cursor`.
    public static let cursorParameter = "cursor"
    /// The query parameter that sizes a page.
    public static let limitParameter = "limit"
    /// The page size when none is asked for.
    public static let defaultLimit = 50

    /// The header that carries the token, as is.
    public static let tokenHeader = "X-Chat-Token"
    /// The header that makes a write idempotent: the same id twice applies once.
    public static let requestIDHeader = "X-Request-Id"
}

/// One endpoint of the chats API: a method and a path template whose `:name` segments are
/// filled in per request.
public struct ChatEndpoint: Sendable, Hashable {
    /// `GET`, `POST`, ...
    public let method: String
    /// The path's segments; `:name` marks a parameter.
    public let template: [String]

    init(_ method: String, _ template: String...) {
        self.method = method
        self.template = template
    }

    /// The template as a route pattern: `/chat/:chat_id/somes`.
    public var pattern: String { "/" + template.joined(separator: "/") }

    /// The path's segments with each `:name` replaced by `values[name]` (unescaped; the
    /// client escapes each segment).
    public func segments(_ values: [String: String]) -> [String] {
        template.map { $0.hasPrefix(":") ? values[String($0.dropFirst()), default: ""] : $0 }
    }
}
