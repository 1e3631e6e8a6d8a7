import ChatContract
import StubServer

/// One chat's fixture file (`Fixtures/chats/{chat_id}.json`), written in App B's wire format.
public struct ChatFixture: Codable, Sendable, Equatable {
    /// The chat id, e.g. `c-7`.
    public var chatID: String
    /// Its somes ("items"), served in this order.
    public var items: [ChatItemWire]
    /// The attachments its items link to.
    public var attachments: [ChatAttachmentWire]

    /// Makes a fixture from values, e.g. a test's own small data set.
    public init(chatID: String, items: [ChatItemWire], attachments: [ChatAttachmentWire]) {
        self.chatID = chatID
        self.items = items
        self.attachments = attachments
    }

    enum CodingKeys: String, CodingKey {
        case chatID = "chat_id"
        case items, attachments
    }

    /// The item with `id`, if any.
    func item(id: String) -> ChatItemWire? {
        items.first { $0.someID == id }
    }
}
