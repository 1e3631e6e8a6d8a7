import ChatContract
@testable import ChatApp
import Core
import Expectations
import Foundation
@testable import OrderApp
import OrderContract
import Testing

@Suite("Each app's wire format maps to the same Some", .timeLimit(.minutes(2)), .removesTemporaryFolders)
struct WireMappingTests {
    let utc = Zone.utc

    @Test("an order item and a chat item with the same facts become equal Somes")
    func sameFacts() throws {
        let order = try JSONDecoder().decode(OrderSomeWire.self, from: Data("""
        {"id":1,"title":"発注書の確認","state":"in_progress","assignee":{"name":"Aiko"},"due_on":"2026-11-30","other_id":7,"updated_at":"2026-11-20T09:00:00Z"}
        """.utf8))
        let chat = try JSONDecoder().decode(ChatItemWire.self, from: Data("""
        {"some_id":"1","text":"発注書の確認","progress":"doing","owner":"Aiko","deadline":1796043600,"linked_other":"7","modified":1795165200}
        """.utf8))
        let fromOrder = try order.some()
        let fromChat = try chat.some(in: utc)
        expectEqual(fromOrder, fromChat)
        expectEqual(fromOrder.status, .inProgress)
        expectEqual(fromOrder.dueDate?.description, "2026-11-30")
    }

    @Test("absent optionals stay absent on both wires")
    func nulls() throws {
        let order = try JSONDecoder().decode(OrderSomeWire.self, from: Data("""
        {"id":2,"title":"t","state":"open","assignee":null,"due_on":null,"other_id":null,"updated_at":"2026-11-20T09:00:00Z"}
        """.utf8))
        let chat = try JSONDecoder().decode(ChatItemWire.self, from: Data("""
        {"some_id":"2","text":"t","progress":"todo","owner":null,"deadline":null,"linked_other":null,"modified":1795165200}
        """.utf8))
        try expectEqual(order.some(), chat.some(in: utc))
        try expectNil(order.some().assignee)
    }

    @Test("an unknown state or progress is kept as sent and marked unrecognised, the same on both wires")
    func unknownStates() throws {
        let order = try JSONDecoder().decode(OrderSomeWire.self, from: Data("""
        {"id":3,"title":"t","state":"blocked","updated_at":"2026-11-20T09:00:00Z"}
        """.utf8))
        try expectEqual(order.some().status, .unrecognised("blocked"))
        let chat = try JSONDecoder().decode(ChatItemWire.self, from: Data("""
        {"some_id":"3","text":"t","progress":"blocked","modified":1795165200}
        """.utf8))
        try expectEqual(chat.some(in: utc).status, .unrecognised("blocked"))
        try expectEqual(order.some(), chat.some(in: utc))
    }

    @Test("epoch seconds outside years 1 to 9999 on the chat wire name the item and the field, not a crash")
    func absurdEpochs() throws {
        let chat = try JSONDecoder().decode(ChatItemWire.self, from: Data("""
        {"some_id":"5","text":"t","progress":"todo","deadline":9223372036854775807,"modified":0}
        """.utf8))
        #expect(throws: UnreadableItem(id: "5", field: "deadline", problem: "is 9223372036854775807 seconds, outside years 1 to 9999")) {
            try chat.some(in: utc)
        }
    }

    @Test("a deadline on the last day of year 9999 is bad data, not a due date in year 10000 east of UTC")
    func deadlineAtTheEndOfTime() throws {
        let chat = try JSONDecoder().decode(ChatItemWire.self, from: Data("""
        {"some_id":"6","text":"t","progress":"todo","deadline":253402300799,"modified":0}
        """.utf8))
        let kiritimati = Zone(try #require(TimeZone(identifier: "Pacific/Kiritimati")))
        #expect(throws: UnreadableItem(id: "6", field: "deadline", problem: "is 253402300799 seconds, outside years 1 to 9999")) {
            try chat.some(in: kiritimati)
        }
        let lastSafeDay = try JSONDecoder().decode(ChatItemWire.self, from: Data("""
        {"some_id":"7","text":"t","progress":"todo","deadline":253402214399,"modified":0}
        """.utf8))
        try expectEqual(lastSafeDay.some(in: kiritimati).dueDate?.description, "9999-12-31")
    }

    @Test("an empty chat item id is an item without an id")
    func emptyChatID() throws {
        let chat = try JSONDecoder().decode(ChatItemWire.self, from: Data("""
        {"some_id":"","text":"t","progress":"todo","modified":0}
        """.utf8))
        #expect(throws: UnreadableItem(id: nil, field: "some_id", problem: "is empty")) { try chat.some(in: utc) }
    }

    @Test("bad dates on the order wire are named, with the value quoted and cut")
    func badDates() throws {
        let order = try JSONDecoder().decode(OrderSomeWire.self, from: Data("""
        {"id":4,"title":"t","state":"open","due_on":"30/11/2026","updated_at":"2026-11-20T09:00:00Z"}
        """.utf8))
        #expect(throws: UnreadableItem(id: "4", field: "due_on", problem: #""30/11/2026" is not a YYYY-MM-DD date"#)) { try order.some() }
        let impossible = try JSONDecoder().decode(OrderSomeWire.self, from: Data("""
        {"id":5,"title":"t","state":"open","due_on":"2026-02-30","updated_at":"\(String(repeating: "9", count: 100))"}
        """.utf8))
        #expect(throws: UnreadableItem(id: "5", field: "due_on", problem: #""2026-02-30" is not a YYYY-MM-DD date"#)) { try impossible.some() }
        var late = impossible
        late.dueOn = nil
        #expect(throws: UnreadableItem(id: "5", field: "updated_at", problem: "\"\(String(repeating: "9", count: 39))…\" is not an ISO-8601 time")) {
            try late.some()
        }
    }

    @Test("each API's error body yields its message")
    func errorBodies() {
        expectEqual(OrderApp.errorFormat.message(Data(#"{"error":{"code":"not_found","message":"order 99 does not exist"}}"#.utf8)), "order 99 does not exist")
        expectEqual(ChatApp.errorFormat.message(Data(#"{"ok":false,"reason":"chat c-99 does not exist"}"#.utf8)), "chat c-99 does not exist")
        expectNil(OrderApp.errorFormat.message(Data("<html>".utf8)))
    }

    @Test("context ids are checked with a message that says what to type")
    func contexts() {
        expectNil(OrderApp.problem(withContext: "42"))
        expectEqual(OrderApp.problem(withContext: "4 2"), #"--order takes an order number such as 42; got "4 2""#)
        expectNil(ChatApp.problem(withContext: "c-7"))
        #expect(ChatApp.problem(withContext: "../etc") != nil)
    }
}
