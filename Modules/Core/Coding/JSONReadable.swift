/// A value that reads itself from a ``JSONValue`` directly, without a `Decoder`: the other half
/// of ``JSONRepresentable``.
///
/// For what is read by the hundred before a screen can draw: a kept list of 500 went through a
/// `JSONDecoder` one record at a time, about 7 ms of a warm full screen's first frame
/// (docs/build-times.md). ``init(jsonValue:)`` takes what the type's `Decodable` conformance
/// takes and gives nil for anything else; a reader then asks the `Decoder`, which stays the
/// authority on what a text means and says what is wrong with it. One difference is left: of a
/// key written twice in one object, a ``JSONValue`` keeps the last and `JSONDecoder` the first
/// (nothing this project writes repeats a key).
public protocol JSONReadable {
    /// The value `init(from:)` would make of `jsonValue`; nil when it would not read.
    init?(jsonValue: JSONValue)
}

/// The members of a JSON object, read as a synthesized `Decodable` reads them: a required
/// member must be present and of its type; an optional one may be absent or null, and is of its
/// type otherwise. Members it is not asked about are ignored, as a `Decoder` ignores them.
public struct JSONObjectReader {
    private let members: [String: JSONValue]

    /// The reader of `value`, or nil when it is not an object.
    public init?(_ value: JSONValue) {
        guard case .object(let members) = value else { return nil }
        self.members = members
    }

    /// The member `key` as it is, or nil when absent.
    public subscript(key: String) -> JSONValue? { members[key] }

    /// A required string: nil when absent, null or not a string.
    public func string(_ key: String) -> String? {
        if case .string(let value)? = members[key] { return value }
        return nil
    }

    /// An optional string: `.some(nil)` when absent or null, the string when one, and nil (does
    /// not read) when of another type.
    public func optionalString(_ key: String) -> String?? {
        optional(key) { if case .string(let value) = $0 { value } else { nil } }
    }

    /// An optional boolean, read as ``optionalString(_:)`` reads a string.
    public func optionalBool(_ key: String) -> Bool?? {
        optional(key) { if case .bool(let value) = $0 { value } else { nil } }
    }

    /// `.some(nil)` when `key` is absent or null, what `value` makes of it, and nil when that is nothing.
    private func optional<Value>(_ key: String, _ value: (JSONValue) -> Value?) -> Value?? {
        guard let member = members[key], member != .null else { return .some(nil) }
        return value(member).map { .some($0) }
    }
}

extension UnreadableItem: JSONReadable {
    /// `{"field":..,"id":..|null,"problem":..}`, as its `Decodable` conformance reads it.
    public init?(jsonValue: JSONValue) {
        guard let object = JSONObjectReader(jsonValue), let id = object.optionalString(CodingKeys.id.rawValue),
              let field = object.string(CodingKeys.field.rawValue), let problem = object.string(CodingKeys.problem.rawValue) else { return nil }
        self.init(id: id, field: field, problem: problem)
    }
}
