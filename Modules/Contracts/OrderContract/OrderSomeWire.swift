/// The state of a some on the orders backend. Open-ended: a newer backend may send a state
/// this contract does not list, and a reader decides what to make of it.
public struct OrderSomeState: RawRepresentable, Codable, Hashable, Sendable {
    /// The state as sent (`open`, `in_progress`, `done`, or something newer).
    public var rawValue: String
    /// Wraps a state as sent.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Not started.
    public static let open = OrderSomeState(rawValue: "open")
    /// Someone is on it.
    public static let inProgress = OrderSomeState(rawValue: "in_progress")
    /// Completed.
    public static let done = OrderSomeState(rawValue: "done")
    /// The states this version of the contract defines.
    public static let known: [OrderSomeState] = [.open, .inProgress, .done]
}

/// The person a some is assigned to on the orders backend.
public struct OrderAssigneeWire: Codable, Sendable, Equatable {
    /// Display name.
    public var name: String
    /// Makes an assignee.
    public init(name: String) { self.name = name }
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

    /// Makes a some.
    public init(id: Int, title: String, state: OrderSomeState, assignee: OrderAssigneeWire? = nil, dueOn: String? = nil,
                otherID: Int? = nil, updatedAt: String) {
        self.id = id
        self.title = title
        self.state = state
        self.assignee = assignee
        self.dueOn = dueOn
        self.otherID = otherID
        self.updatedAt = updatedAt
    }

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
