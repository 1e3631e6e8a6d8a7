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
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            order: try container.decode(OrderInfoWire.self, forKey: .order),
            somes: try container.decode([OrderSomeWire].self, forKey: .somes),
            others: try container.decode([OrderOtherWire].self, forKey: .others)
        )
        if let key = try decoder.container(keyedBy: MovedKeys.self).allKeys.first {
            throw MovedToActivityFile(key: key.rawValue, orderID: order.id)
        }
    }

    /// An order file holding what ActivityFeature's part now keeps in its own file.
    struct MovedToActivityFile: Error, CustomStringConvertible {
        let key: String
        let orderID: Int

        var description: String {
            "\"\(key)\" is no longer read from an order's file: move \"activity\" and \"comment_author\" to activity/\(orderID).json, "
                + "as {\"order_id\": \"\(orderID)\", \"activity\": [...], \"comment_author\": \"...\"}"
        }
    }

    /// The some with `id`, if any.
    func some(id: Int) -> OrderSomeWire? {
        somes.first { $0.id == id }
    }
}
