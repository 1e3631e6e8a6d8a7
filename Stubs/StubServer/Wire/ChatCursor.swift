import Foundation

/// App B's opaque pagination cursor.
///
/// It is base64url (no padding) of `v1:{chat_id}:{offset}`; binding the chat id means a
/// cursor from one chat is rejected by another. Clients must treat it as opaque.
struct ChatCursor: Equatable {
    var chatID: String
    var offset: Int

    /// The cursor as it appears in `next_cursor` and the `cursor` query parameter.
    var encoded: String {
        Base64URL.encode("v1:\(chatID):\(offset)")
    }

    /// Decodes `text` for `chatID`; `nil` when it is not a cursor this server issued for that chat.
    init?(decoding text: String, chatID: String) {
        guard let plain = Base64URL.decode(text),
              plain.hasPrefix("v1:\(chatID):"),
              let offset = Int(plain.dropFirst("v1:\(chatID):".count)),
              offset >= 0
        else { return nil }
        self.init(chatID: chatID, offset: offset)
    }

    init(chatID: String, offset: Int) {
        self.chatID = chatID
        self.offset = offset
    }
}
