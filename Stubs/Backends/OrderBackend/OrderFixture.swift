import OrderContract
import StubServer

/// One order's fixture file (`Fixtures/orders/{order_id}.json`), written in App A's wire format.
public struct OrderFixture: Codable, Sendable, Equatable {
    /// Who a comment posted to this server is by, unless the fixture says otherwise.
    static let defaultCommentAuthor = "you"

    /// The order itself, served as `"order"` on every list page.
    public var order: OrderInfoWire
    /// Its somes, served in this order.
    public var somes: [OrderSomeWire]
    /// The others its somes link to.
    public var others: [OrderOtherWire]
    /// Its activity, in any order (served newest first); `[]` when the file has none, so
    /// fixtures written before the activity existed stay valid.
    public var activity: [OrderActivityWire]
    /// The author of the comments posted to this server (`comment_author`); `nil` means
    /// ``defaultCommentAuthor``. The stub has no users, so this stands in for "who is signed in".
    public var commentAuthor: String?

    /// Makes a fixture from values, e.g. a test's own small data set.
    public init(order: OrderInfoWire, somes: [OrderSomeWire], others: [OrderOtherWire],
                activity: [OrderActivityWire] = [], commentAuthor: String? = nil) {
        self.order = order
        self.somes = somes
        self.others = others
        self.activity = activity
        self.commentAuthor = commentAuthor
    }

    enum CodingKeys: String, CodingKey {
        case order, somes, others, activity
        case commentAuthor = "comment_author"
    }

    /// Reads a fixture file; `activity` and `comment_author` may be absent.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            order: try container.decode(OrderInfoWire.self, forKey: .order),
            somes: try container.decode([OrderSomeWire].self, forKey: .somes),
            others: try container.decode([OrderOtherWire].self, forKey: .others),
            activity: try container.decodeIfPresent([OrderActivityWire].self, forKey: .activity) ?? [],
            commentAuthor: try container.decodeIfPresent(String.self, forKey: .commentAuthor)
        )
    }

    /// The some with `id`, if any.
    func some(id: Int) -> OrderSomeWire? {
        somes.first { $0.id == id }
    }
}
