/// An attachment: the chats backend's "other" (`GET /chat/{chat_id}/attachments/{other_id}`).
public struct ChatAttachmentWire: Codable, Sendable, Equatable {
    /// String id, referenced by `linked_other`.
    public var id: String
    /// File name shown to the user.
    public var fileName: String
    /// MIME type.
    public var mime: String

    /// Makes an attachment.
    public init(id: String, fileName: String, mime: String) {
        self.id = id
        self.fileName = fileName
        self.mime = mime
    }

    enum CodingKeys: String, CodingKey {
        case id
        case fileName = "file_name"
        case mime
    }
}

/// Body of `GET /chat/{chat_id}/somes`.
public typealias ChatItemsPage = ChatItemsPageOf<ChatItemWire>

/// Body of `GET /chat/{chat_id}/somes`, each item read as `Item`: ``ChatItemWire`` as the
/// contract defines it, or a wrapper of it that a reader uses to read each item on its own.
public struct ChatItemsPageOf<Item: Sendable>: Sendable {
    /// The chat the page belongs to.
    public var chatID: String?
    /// This page's items.
    public var items: [Item]
    /// Where the next page starts; `null` on the last page.
    public var nextCursor: String?

    /// Makes a page.
    public init(chatID: String?, items: [Item], nextCursor: String?) {
        self.chatID = chatID
        self.items = items
        self.nextCursor = nextCursor
    }

    enum CodingKeys: String, CodingKey {
        case chatID = "chat_id"
        case items
        case nextCursor = "next_cursor"
    }
}

extension ChatItemsPageOf: Decodable where Item: Decodable {}
extension ChatItemsPageOf: Equatable where Item: Equatable {}

extension ChatItemsPageOf: Encodable where Item: Encodable {
    /// Encodes every key, `next_cursor: null` included, as the wire format requires.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(chatID, forKey: .chatID)
        try container.encode(items, forKey: .items)
        try container.encode(nextCursor, forKey: .nextCursor)
    }
}

/// Body of `GET /chat/{chat_id}/somes/{id}`.
public struct ChatItemEnvelope: Codable, Sendable, Equatable {
    /// The item.
    public var item: ChatItemWire
    /// Wraps an item.
    public init(item: ChatItemWire) { self.item = item }
}

/// Body of `POST /chat/{chat_id}/somes/{id}/complete`.
public struct ChatCompletion: Codable, Sendable, Equatable {
    /// True when applied.
    public var ok: Bool
    /// The item after the change.
    public var item: ChatItemWire
    /// Makes a completion.
    public init(ok: Bool, item: ChatItemWire) {
        self.ok = ok
        self.item = item
    }
}

/// Body of `GET /chat/{chat_id}/attachments/{other_id}`.
public struct ChatAttachmentEnvelope: Codable, Sendable, Equatable {
    /// The attachment.
    public var attachment: ChatAttachmentWire
    /// Wraps an attachment.
    public init(attachment: ChatAttachmentWire) { self.attachment = attachment }
}

/// The chats backend's error body: `{"ok":false,"reason":..}`.
public struct ChatErrorBody: Codable, Sendable, Equatable {
    /// Always false on an error.
    public var ok: Bool
    /// A sentence for people.
    public var reason: String
    /// Makes an error body.
    public init(ok: Bool = false, reason: String) {
        self.ok = ok
        self.reason = reason
    }
}
