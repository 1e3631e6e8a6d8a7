import Foundation

/// A fixture folder for `stub-server --fixtures`: order 42, chat c-7 and site S-1 with `count`
/// somes for the many-process soak, order 43, chat c-8 and site S-2 with `small` for the kill loop (so that a sync's
/// refresh after sending is short, and kills land among the writes), none of them done, so every
/// completion changes something.
enum SoakFixtures {
    static func write(count: Int, small: Int, to directory: URL) throws {
        let orders = directory.appendingPathComponent("orders"), chats = directory.appendingPathComponent("chats")
        try FileManager.default.createDirectory(at: orders, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: chats, withIntermediateDirectories: true)
        for (id, size) in [(42, count), (43, small)] {
            let somes = (1...size).map { some in
                #"{"id":\#(some),"title":"Soak \#(some)","state":"open","assignee":null,"due_on":null,"other_id":null,"updated_at":"2026-11-18T09:30:00Z"}"#
            }
            let order = #"{"order":{"id":\#(id),"name":"Soak"},"somes":[\#(somes.joined(separator: ","))],"others":[]}"#
            try Data(order.utf8).write(to: orders.appendingPathComponent("\(id).json"))
        }
        for (id, size) in [("c-7", count), ("c-8", small)] {
            let items = (1...size).map { some in
                #"{"some_id":"\#(some)","text":"Soak \#(some)","progress":"todo","owner":null,"deadline":null,"linked_other":null,"modified":1794994200}"#
            }
            let chat = #"{"chat_id":"\#(id)","items":[\#(items.joined(separator: ","))],"attachments":[]}"#
            try Data(chat.utf8).write(to: chats.appendingPathComponent("\(id).json"))
        }
        let sites = directory.appendingPathComponent("sites")
        try FileManager.default.createDirectory(at: sites, withIntermediateDirectories: true)
        for (id, size) in [("S-1", count), ("S-2", small)] {
            let tasks = (1...size).map { task in
                #"{"type":"tasks","id":"\#(task)","attributes":{"title":"Soak \#(task)","state":"open","due_on":null,"assignee":null,"updated_at":1794994200000}}"#
            }
            let site = #"{"site_id":"\#(id)","tasks":[\#(tasks.joined(separator: ","))],"inspections":[]}"#
            try Data(site.utf8).write(to: sites.appendingPathComponent("\(id).json"))
        }
    }
}
