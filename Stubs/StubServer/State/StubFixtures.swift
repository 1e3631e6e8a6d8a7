import Foundation

/// Every order, chat and site the stub server starts with, keyed by their ids as they appear
/// in paths.
public struct StubFixtures: Sendable, Equatable {
    /// Orders by id (`"42"`).
    public var orders: [String: OrderFixture]
    /// Chats by id (`"c-7"`).
    public var chats: [String: ChatFixture]
    /// Sites by id (`"S-1"`).
    public var sites: [String: SiteFixture]

    /// Fixtures from values, e.g. a test's own small data set.
    public init(orders: [OrderFixture], chats: [ChatFixture], sites: [SiteFixture] = []) {
        self.orders = Dictionary(uniqueKeysWithValues: orders.map { (String($0.order.id), $0) })
        self.chats = Dictionary(uniqueKeysWithValues: chats.map { ($0.chatID, $0) })
        self.sites = Dictionary(uniqueKeysWithValues: sites.map { ($0.siteID, $0) })
    }

    /// The fixtures shipped in this target's `Fixtures/` folder.
    /// - Throws: `StubServerError.invalidFixture` when a file does not follow the wire format.
    public static func bundled() throws -> StubFixtures {
        guard let directory = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
            throw StubServerError.invalidFixture(file: "Fixtures", reason: "the resource folder is missing from the StubServer bundle")
        }
        return try StubFixtures(directory: directory)
    }
}
