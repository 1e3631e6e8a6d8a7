import ChatContract
import Foundation
import OrderContract
import Testing
@testable import StubServer

@Suite("The bundled fixtures")
struct FixtureTests {
    let fixtures: StubFixtures

    init() throws {
        fixtures = try StubFixtures.bundled()
    }

    @Test func holdTwoOrdersAndTwoChats() {
        #expect(Set(fixtures.orders.keys) == ["42", "43"])
        #expect(Set(fixtures.chats.keys) == ["c-7", "c-8"])
        #expect(fixtures.orders["43"]?.somes.isEmpty == true)
        #expect(fixtures.chats["c-8"]?.items.isEmpty == true)
    }

    @Test func order42SpansSeveralPagesWithEveryKindOfSome() throws {
        let order = try #require(fixtures.orders["42"])
        #expect(order.somes.count > 2 * StubServerConfiguration().maxPageSize)
        #expect(Set(order.somes.map(\.state)) == Set(OrderSomeState.known))
        #expect(order.somes.contains { $0.assignee == nil } && order.somes.contains { $0.assignee != nil })
        #expect(order.somes.contains { $0.dueOn == nil } && order.somes.contains { $0.dueOn != nil })
        #expect(order.somes.contains { $0.otherID == nil } && order.somes.contains { $0.otherID != nil })
        #expect(order.somes.contains { $0.title == "発注書の確認" })
        #expect(!order.others.isEmpty)
    }

    @Test func chatC7SpansSeveralPagesWithEveryKindOfItem() throws {
        let chat = try #require(fixtures.chats["c-7"])
        #expect(chat.items.count > 2 * StubServerConfiguration().maxPageSize)
        #expect(Set(chat.items.map(\.progress)) == Set(ChatProgress.known))
        #expect(chat.items.contains { $0.owner == nil } && chat.items.contains { $0.owner != nil })
        #expect(chat.items.contains { $0.deadline == nil } && chat.items.contains { $0.deadline != nil })
        #expect(chat.items.contains { $0.linkedOther == nil } && chat.items.contains { $0.linkedOther != nil })
        #expect(chat.items.contains { $0.text.unicodeScalars.contains { $0.value >= 0x3040 } })
        #expect(!chat.attachments.isEmpty)
    }

    @Test func aFixtureWithADanglingLinkIsRefusedWithItsFileName() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stub-fixtures-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("orders"), withIntermediateDirectories: true)
        try Data("""
            {"order":{"id":5,"name":"x"},"others":[],
             "somes":[{"id":1,"title":"t","state":"open","assignee":null,"due_on":null,"other_id":3,"updated_at":"2026-01-01T00:00:00Z"}]}
            """.utf8).write(to: directory.appendingPathComponent("orders/5.json"))
        #expect(throws: StubServerError.invalidFixture(file: "orders/5.json", reason: "some 1 links other 3, which is not in \"others\"")) {
            try StubFixtures(directory: directory)
        }
    }
}
