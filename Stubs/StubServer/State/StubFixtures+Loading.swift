import Foundation

extension StubFixtures {
    /// Reads `orders/*.json`, `chats/*.json` and `sites/*.json` under `directory`, each file
    /// named after its id; a missing folder holds nothing.
    /// - Throws: `StubServerError.invalidFixture` naming the file and what is wrong with it.
    public init(directory: URL) throws {
        let orders: [(String, OrderFixture)] = try Self.load(directory.appendingPathComponent("orders"))
        let chats: [(String, ChatFixture)] = try Self.load(directory.appendingPathComponent("chats"))
        let sites: [(String, SiteFixture)] = try Self.load(directory.appendingPathComponent("sites"))
        for (file, order) in orders { try Self.validate(order, file: file) }
        for (file, chat) in chats { try Self.validate(chat, file: file) }
        for (file, site) in sites { try site.validate(file: file) }
        self.init(orders: orders.map(\.1), chats: chats.map(\.1), sites: sites.map(\.1))
    }

    /// The files `*.json` in `folder`, by name, decoded; none when the folder is missing.
    private static func load<T: Decodable>(_ folder: URL) throws -> [(String, T)] {
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        return try files.filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
            .map { url in
                let name = "\(folder.lastPathComponent)/\(url.lastPathComponent)"
                do {
                    return (name, try WireJSON.decode(T.self, from: Data(contentsOf: url)))
                } catch {
                    throw StubServerError.invalidFixture(file: name, reason: "\(error)")
                }
            }
    }

    private static func validate(_ fixture: OrderFixture, file: String) throws {
        func fail(_ reason: String) -> StubServerError { .invalidFixture(file: file, reason: reason) }
        guard file == "orders/\(fixture.order.id).json" else { throw fail("must be named orders/\(fixture.order.id).json") }
        let otherIDs = Set(fixture.others.map(\.id))
        guard Set(fixture.somes.map(\.id)).count == fixture.somes.count else { throw fail("some ids repeat") }
        guard otherIDs.count == fixture.others.count else { throw fail("other ids repeat") }
        for some in fixture.somes {
            if let other = some.otherID, !otherIDs.contains(other) { throw fail("some \(some.id) links other \(other), which is not in \"others\"") }
            if let due = some.dueOn, !WireTime.isCalendarDate(due) { throw fail("some \(some.id): due_on '\(due)' is not YYYY-MM-DD") }
            guard WireTime.isISO8601(some.updatedAt) else { throw fail("some \(some.id): updated_at '\(some.updatedAt)' is not ISO-8601") }
        }
        let someIDs = Set(fixture.somes.map(\.id))
        guard Set(fixture.activity.map(\.id)).count == fixture.activity.count else { throw fail("activity ids repeat") }
        for entry in fixture.activity {
            if let some = entry.someID, !someIDs.contains(some) { throw fail("activity \(entry.id) is about some \(some), which is not in \"somes\"") }
            guard WireTime.isISO8601(entry.at) else { throw fail("activity \(entry.id): at '\(entry.at)' is not ISO-8601") }
        }
    }

    private static func validate(_ fixture: ChatFixture, file: String) throws {
        func fail(_ reason: String) -> StubServerError { .invalidFixture(file: file, reason: reason) }
        guard file == "chats/\(fixture.chatID).json" else { throw fail("must be named chats/\(fixture.chatID).json") }
        let attachmentIDs = Set(fixture.attachments.map(\.id))
        guard Set(fixture.items.map(\.someID)).count == fixture.items.count else { throw fail("some_id values repeat") }
        guard attachmentIDs.count == fixture.attachments.count else { throw fail("attachment ids repeat") }
        for item in fixture.items {
            if let other = item.linkedOther, !attachmentIDs.contains(other) {
                throw fail("item \(item.someID) links attachment \(other), which is not in \"attachments\"")
            }
        }
    }
}
