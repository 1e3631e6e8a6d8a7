/// A response's header fields in the order they arrived, repeated names kept.
///
/// Names compare without regard to case. `headers["link"]` is the last value, as most
/// headers are meant; ``values(_:)`` gives every value of a repeated header (`Link`,
/// `Set-Cookie`, `Warning`), each line as sent.
public struct HTTPHeaderFields: Sendable, Hashable, ExpressibleByDictionaryLiteral, Sequence {
    /// The fields as sent: names lower-cased, values trimmed.
    public internal(set) var fields: [(name: String, value: String)]

    /// No fields.
    public init() { fields = [] }

    /// The fields given, in order; names are lower-cased.
    public init(_ fields: [(name: String, value: String)]) {
        self.fields = fields.map { ($0.name.lowercased(), $0.value) }
    }

    /// Fields from a literal, for tests and adapters.
    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(elements.map { (name: $0.0, value: $0.1) })
    }

    /// Adds a field at the end.
    public mutating func append(name: String, value: String) {
        fields.append((name.lowercased(), value))
    }

    /// The last value of `name`, or nil when it was not sent.
    public subscript(name: String) -> String? {
        let wanted = name.lowercased()
        return fields.last { $0.name == wanted }?.value
    }

    /// Every value of `name`, in the order sent.
    public func values(_ name: String) -> [String] {
        let wanted = name.lowercased()
        return fields.filter { $0.name == wanted }.map(\.value)
    }

    public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> {
        fields.makeIterator()
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.fields.elementsEqual(rhs.fields) { $0.name == $1.name && $0.value == $1.value }
    }

    public func hash(into hasher: inout Hasher) {
        for field in fields {
            hasher.combine(field.name)
            hasher.combine(field.value)
        }
    }
}
