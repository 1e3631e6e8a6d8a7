/// A value that gives its JSON form directly, as a ``JSONValue``, without an `Encoder`.
///
/// For what is written by the hundred on every run: a list of 500 kept for offline use went
/// through `JSONEncoder` one record at a time, and that was a fifth of `list`'s CPU. The
/// ``jsonValue`` must hold the same members as the type's `encode(to:)` writes, so that the
/// text reads back through its `Decodable` conformance either way.
public protocol JSONRepresentable {
    /// The same members as `encode(to:)` writes.
    var jsonValue: JSONValue { get }
}



extension UnreadableItem: JSONRepresentable {
    /// `{"field":..,"id":..|null,"problem":..}`, as ``encode(to:)`` writes it.
    public var jsonValue: JSONValue {
        .object([
            CodingKeys.id.rawValue: .string(id),
            CodingKeys.field.rawValue: .string(field),
            CodingKeys.problem.rawValue: .string(problem),
        ])
    }
}
