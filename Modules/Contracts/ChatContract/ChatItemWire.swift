/// The progress of a some on the chats backend. Open-ended: a newer backend may send a value
/// this contract does not list, and a reader decides what to make of it.
public struct ChatProgress: RawRepresentable, Codable, Hashable, Sendable {
    /// The progress as sent (`todo`, `doing`, `done`, or something newer).
    public var rawValue: String
    /// Wraps a progress as sent.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Not started.
    public static let todo = ChatProgress(rawValue: "todo")
    /// Someone is on it.
    public static let doing = ChatProgress(rawValue: "doing")
    /// Completed.
    public static let done = ChatProgress(rawValue: "done")
    /// The values this version of the contract defines.
    public static let known: [ChatProgress] = [.todo, .doing, .done]
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
    public var deadline: Int64?
    /// Id of the linked attachment, or `null`.
    public var linkedOther: String?
    /// Last change in epoch seconds.
    public var modified: Int64

    /// Makes an item.
    public init(someID: String, text: String, progress: ChatProgress, owner: String? = nil, deadline: Int64? = nil,
                linkedOther: String? = nil, modified: Int64) {
        self.someID = someID
        self.text = text
        self.progress = progress
        self.owner = owner
        self.deadline = deadline
        self.linkedOther = linkedOther
        self.modified = modified
    }

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
