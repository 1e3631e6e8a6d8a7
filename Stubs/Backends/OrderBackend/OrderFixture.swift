import OrderContract
import StubServer

/// One order's fixture file (`Fixtures/orders/{order_id}.json`), written in App A's wire format.
/// ActivityFeature's entries are not here: they are in that part's own files
/// (`Fixtures/activity/{order_id}.json`, ``OrderActivity``).
public struct OrderFixture: Codable, Sendable, Equatable {
    /// The order itself, served as `"order"` on every list page.
    public var order: OrderInfoWire
    /// Its somes, served in this order.
    public var somes: [OrderSomeWire]
    /// The others its somes link to.
    public var others: [OrderOtherWire]

    /// Makes a fixture from values, e.g. a test's own small data set.
    public init(order: OrderInfoWire, somes: [OrderSomeWire], others: [OrderOtherWire]) {
        self.order = order
        self.somes = somes
        self.others = others
    }

    enum CodingKeys: String, CodingKey {
        case order, somes, others
    }

    /// The keys an order's file held before the activity had files of its own.
    private enum MovedKeys: String, CodingKey {
        case activity
        case commentAuthor = "comment_author"
    }

    /// Reads a fixture file; one that still holds `activity` or `comment_author` is refused,
    /// saying where they go now, rather than served without them.
    public init(from decoder: any Decoder) throws {
        let moved = try decoder.container(keyedBy: MovedKeys.self)
        if let key = moved.allKeys.first {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: moved,
                debugDescription: "\"\(key.rawValue)\" is no longer read here: move \"activity\" and \"comment_author\" to activity/{order_id}.json, as {\"order_id\": \"42\", \"activity\": [...], \"comment_author\": \"...\"}")
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            order: try container.decode(OrderInfoWire.self, forKey: .order),
            somes: try container.decode([OrderSomeWire].self, forKey: .somes),
            others: try container.decode([OrderOtherWire].self, forKey: .others)
        )
    }

    /// The some with `id`, if any.
    func some(id: Int) -> OrderSomeWire? {
        somes.first { $0.id == id }
    }
}
