import Foundation
import Testing
@testable import StubServer

@Suite("Chat cursors")
struct ChatCursorTests {
    @Test func roundTripsAndIsURLSafe() throws {
        let cursor = ChatCursor(chatID: "c-7", offset: 10)
        #expect(!cursor.encoded.contains(where: { "+/=".contains($0) }))
        #expect(ChatCursor(decoding: cursor.encoded, chatID: "c-7") == cursor)
    }

    @Test func isBoundToItsChat() {
        #expect(ChatCursor(decoding: ChatCursor(chatID: "c-7", offset: 5).encoded, chatID: "c-8") == nil)
    }
}
