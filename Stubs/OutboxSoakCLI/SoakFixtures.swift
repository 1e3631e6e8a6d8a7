import Foundation

/// A fixture folder for `stub-server --fixtures`: order 42 and chat c-7 with `count` somes,
/// none done, so every completion the soak makes changes something.
enum SoakFixtures {
    static func write(count: Int, to directory: URL) throws {
        let orders = directory.appendingPathComponent("orders"), chats = directory.appendingPathComponent("chats")
        try FileManager.default.createDirectory(at: orders, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: chats, withIntermediateDirectories: true)
        let somes = (1...count).map { id in
            #"{"id":\#(id),"title":"Soak \#(id)","state":"open","assignee":null,"due_on":null,"other_id":null,"updated_at":"2026-11-18T09:30:00Z"}"#
        }
        let order = #"{"order":{"id":42,"name":"Soak"},"somes":[\#(somes.joined(separator: ","))],"others":[]}"#
        let items = (1...count).map { id in
            #"{"some_id":"\#(id)","text":"Soak \#(id)","progress":"todo","owner":null,"deadline":null,"linked_other":null,"modified":1794994200}"#
        }
        let chat = #"{"chat_id":"c-7","items":[\#(items.joined(separator: ","))],"attachments":[]}"#
        try Data(order.utf8).write(to: orders.appendingPathComponent("42.json"))
        try Data(chat.utf8).write(to: chats.appendingPathComponent("c-7.json"))
    }
}
