/// An order: the context of app A, served as `"order"` on every list page.
public struct OrderInfoWire: Codable, Sendable, Equatable {
    /// Numeric order id, e.g. `42`.
    public var id: Int
    /// Display name.
    public var name: String
    /// Makes an order.
    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

/// The linked other of an order (`GET /order/{order_id}/others/{other_id}`).
public struct OrderOtherWire: Codable, Sendable, Equatable {
    /// Numeric id, referenced by `other_id`.
    public var id: Int
    /// Display name.
    public var name: String
    /// Free-form kind, e.g. `supplier`.
    public var kind: String
    /// Makes an other.
    public init(id: Int, name: String, kind: String) {
        self.id = id
        self.name = name
        self.kind = kind
    }
}

/// Body of `GET /order/{order_id}/somes`.
public typealias OrderSomesPage = OrderSomesPageOf<OrderSomeWire>

/// Body of `GET /order/{order_id}/somes`, each some read as `Item`: ``OrderSomeWire`` as the
/// contract defines it, or a wrapper of it that a reader uses to read each some on its own.
public struct OrderSomesPageOf<Item: Sendable>: Sendable {
    /// The order, when the backend sends it.
    public var order: OrderInfoWire?
    /// This page's somes.
    public var somes: [Item]
    /// This page's number, from 1.
    public var page: Int
    /// How many pages there are.
    public var totalPages: Int

    /// Makes a page.
    public init(order: OrderInfoWire?, somes: [Item], page: Int, totalPages: Int) {
        self.order = order
        self.somes = somes
        self.page = page
        self.totalPages = totalPages
    }

    enum CodingKeys: String, CodingKey {
        case order, somes, page
        case totalPages = "total_pages"
    }
}

extension OrderSomesPageOf: Decodable where Item: Decodable {}
extension OrderSomesPageOf: Encodable where Item: Encodable {}
extension OrderSomesPageOf: Equatable where Item: Equatable {}

/// Body of `GET` and `PATCH /order/{order_id}/somes/{id}`.
public struct OrderSomeEnvelope: Codable, Sendable, Equatable {
    /// The some.
    public var some: OrderSomeWire
    /// Wraps a some.
    public init(some: OrderSomeWire) { self.some = some }
}

/// Body of `GET /order/{order_id}/others/{other_id}`.
public struct OrderOtherEnvelope: Codable, Sendable, Equatable {
    /// The other.
    public var other: OrderOtherWire
    /// Wraps an other.
    public init(other: OrderOtherWire) { self.other = other }
}

/// Body of `PATCH /order/{order_id}/somes/{id}`; `state` may only be `done`.
public struct OrderSomePatch: Codable, Sendable, Equatable {
    /// The state to move to.
    public var state: String?
    /// Makes a patch.
    public init(state: String?) { self.state = state }
    /// The one patch the apps send.
    public static let done = OrderSomePatch(state: OrderSomeState.done.rawValue)
}

/// The orders backend's error body: `{"error":{"code":..,"message":..}}`.
public struct OrderErrorBody: Codable, Sendable, Equatable {
    /// The error.
    public struct Detail: Codable, Sendable, Equatable {
        /// A machine-readable code, e.g. `not_found`.
        public var code: String?
        /// A sentence for people.
        public var message: String
        /// Makes a detail.
        public init(code: String?, message: String) {
            self.code = code
            self.message = message
        }
    }

    /// The error.
    public var error: Detail
    /// Makes an error body.
    public init(error: Detail) { self.error = error }
}
