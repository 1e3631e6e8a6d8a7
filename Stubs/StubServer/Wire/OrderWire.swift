// App A's (order-app's) wire format, exactly as DESIGN.md's "two backends" table spells it.
// Fixture files under Fixtures/orders/ are written in this same format, so what a reviewer
// reads in a fixture is what a client receives.

/// The state of a some on the orders backend.
public enum OrderSomeState: String, Codable, Sendable, CaseIterable {
    /// Not started.
    case open
    /// Someone is on it.
    case inProgress = "in_progress"
    /// Completed.
    case done
}

/// An order: the context of app A.
public struct OrderWire: Codable, Sendable, Equatable {
    /// Numeric order id, e.g. `42`.
    public var id: Int
    /// Display name.
    public var name: String
}

/// The person a some is assigned to on the orders backend.
public struct OrderAssigneeWire: Codable, Sendable, Equatable {
    /// Display name.
    public var name: String
}

/// One some as the orders backend serves it.
public struct OrderSomeWire: Codable, Sendable, Equatable {
    /// Numeric id, unique within its order.
    public var id: Int
    /// Title shown to the user.
    public var title: String
    /// Workflow state.
    public var state: OrderSomeState
    /// Assignee, or `null`.
    public var assignee: OrderAssigneeWire?
    /// Due date as `YYYY-MM-DD`, or `null`.
    public var dueOn: String?
    /// Id of the linked other, or `null`.
    public var otherID: Int?
    /// Last change, ISO-8601 in UTC (`2026-11-20T09:30:00Z`).
    public var updatedAt: String

    enum CodingKeys: String, CodingKey {
        case id, title, state, assignee
        case dueOn = "due_on"
        case otherID = "other_id"
        case updatedAt = "updated_at"
    }

    /// Encodes every key, writing `null` for absent values as the wire format requires.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(state, forKey: .state)
        try container.encode(assignee, forKey: .assignee)
        try container.encode(dueOn, forKey: .dueOn)
        try container.encode(otherID, forKey: .otherID)
        try container.encode(updatedAt, forKey: .updatedAt)
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
}

/// Body of `GET /order/{order_id}/somes`.
struct OrderSomesPage: Encodable {
    var order: OrderWire
    var somes: [OrderSomeWire]
    var page: Int
    var totalPages: Int

    enum CodingKeys: String, CodingKey {
        case order, somes, page
        case totalPages = "total_pages"
    }
}

/// Body of `GET` and `PATCH /order/{order_id}/somes/{id}`.
struct OrderSomeEnvelope: Encodable {
    var some: OrderSomeWire
}

/// Body of `GET /order/{order_id}/others/{other_id}`.
struct OrderOtherEnvelope: Encodable {
    var other: OrderOtherWire
}

/// Body of `PATCH /order/{order_id}/somes/{id}`; `state` may only be `done`.
struct OrderSomePatch: Decodable {
    var state: String?
}
