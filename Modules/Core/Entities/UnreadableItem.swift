/// An item of a backend's list that could not be read (no id, a null title, an impossible
/// date), named so that a person can report it while the readable items are still shown.
///
/// Every text in it comes from the backend: render it through UIComponent's sanitiser. It is
/// also what an adapter throws when it cannot map one item, so the list can go on without it.
public struct UnreadableItem: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The item's id as sent, when it has one that reads.
    public var id: String?
    /// The field that could not be read, in the backend's words (`title`, `due_on`), or
    /// `item` when the item as a whole is not one.
    public var field: String
    /// What is wrong with it (`is null`, `"2026-02-30" is not a YYYY-MM-DD date`).
    public var problem: String

    /// Names an unreadable item.
    public init(id: String?, field: String, problem: String) {
        self.id = id
        self.field = field
        self.problem = problem
    }

    /// `item 7: title is null`, or `an item without an id: ...`.
    public var description: String {
        let which = id.map { "item \($0)" } ?? "an item without a readable id"
        return "\(which): \(field) \(problem)"
    }

    /// Keeps `"id": null` for an item without one, so every key is always present.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(field, forKey: .field)
        try container.encode(problem, forKey: .problem)
    }

    enum CodingKeys: String, CodingKey {
        case id, field, problem
    }
}
