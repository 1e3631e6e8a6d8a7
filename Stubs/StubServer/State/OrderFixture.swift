import OrderContract

/// One order's fixture file (`Fixtures/orders/{order_id}.json`), written in App A's wire format.
public struct OrderFixture: Codable, Sendable, Equatable {
    /// The order itself, served as `"order"` on every list page.
    public var order: OrderInfoWire
    /// Its somes, served in this order.
    public var somes: [OrderSomeWire]
    /// The others its somes link to.
    public var others: [OrderOtherWire]

    /// The some with `id`, if any.
    func some(id: Int) -> OrderSomeWire? {
        somes.first { $0.id == id }
    }
}
