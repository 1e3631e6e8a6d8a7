// App B's (chat-app's) wire format, exactly as DESIGN.md's "two backends" table spells it.
// Fixture files under Fixtures/chats/ are written in this same format.

/// The progress of a some on the chats backend.
public enum ChatProgress: String, Codable, Sendable, CaseIterable {
    /// Not started.
    case todo
    /// Someone is on it.
    case doing
    /// Completed.
    case done
}

/// One some (an "item") as the chats backend serves it.
public struct ChatItemWire: Codable, Sendable, Equatable {
    /// String id, unique within its chat.
    public var someID: String
    /// Text shown to the user.
    public var text: String
    /// Workflow progress.
    public var progress: ChatProgress
    /// Owner's display name, or `null`.
    public var owner: String?
    /// Deadline in epoch seconds, or `null`.
    public var deadline: Int?
    /// Id of the linked attachment, or `null`.
    public var linkedOther: String?
    /// Last change in epoch seconds.
    public var modified: Int

    enum CodingKeys: String, CodingKey {
        case someID = "some_id"
        case text, progress, owner, deadline
        case linkedOther = "linked_other"
        case modified
    }

    /// Encodes every key, writing `null` for absent values as the wire format requires.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(someID, forKey: .someID)
        try container.encode(text, forKey: .text)
        try container.encode(progress, forKey: .progress)
        try container.encode(owner, forKey: .owner)
        try container.encode(deadline, forKey: .deadline)
        try container.encode(linkedOther, forKey: .linkedOther)
        try container.encode(modified, forKey: .modified)
    }
}

/// An attachment: the chats backend's "other" (`GET /chat/{chat_id}/attachments/{other_id}`).
public struct ChatAttachmentWire: Codable, Sendable, Equatable {
    /// String id, referenced by `linked_other`.
    public var id: String
    /// File name shown to the user.
    public var fileName: String
    /// MIME type.
    public var mime: String

    enum CodingKeys: String, CodingKey {
        case id
        case fileName = "file_name"
        case mime
    }
}

/// Body of `GET /chat/{chat_id}/somes`.
struct ChatItemsPage: Encodable {
    var chatID: String
    var items: [ChatItemWire]
    var nextCursor: String?

    enum CodingKeys: String, CodingKey {
        case chatID = "chat_id"
        case items
        case nextCursor = "next_cursor"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(chatID, forKey: .chatID)
        try container.encode(items, forKey: .items)
        try container.encode(nextCursor, forKey: .nextCursor)
    }
}

/// Body of `GET /chat/{chat_id}/somes/{id}`.
struct ChatItemEnvelope: Encodable {
    var item: ChatItemWire
}

/// Body of `POST /chat/{chat_id}/somes/{id}/complete`.
struct ChatCompletion: Encodable {
    var ok: Bool
    var item: ChatItemWire
}

/// Body of `GET /chat/{chat_id}/attachments/{other_id}`.
struct ChatAttachmentEnvelope: Encodable {
    var attachment: ChatAttachmentWire
}
