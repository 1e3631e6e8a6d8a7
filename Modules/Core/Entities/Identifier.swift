/// A typed identifier: a string that cannot be confused with the id of another entity.
///
/// Ids are strings in Core whatever the backend sends (`42`, `"c-7"`), so a feature never
/// learns how a backend numbers things.
public struct Identifier<Tag>: RawRepresentable, Hashable, Sendable, Comparable,
    ExpressibleByStringLiteral, CustomStringConvertible, Codable
{
    /// The id as the backend spelled it.
    public let rawValue: String

    /// Wraps a raw id.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Wraps a raw id.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Wraps a literal id, as in tests and fixtures.
    public init(stringLiteral value: String) { self.rawValue = value }

    public var description: String { rawValue }

    /// Orders numerically when both ids are numbers ("2" before "10"), else by text.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        switch (Int(lhs.rawValue), Int(rhs.rawValue)) {
        case let (l?, r?): l < r
        default: lhs.rawValue < rhs.rawValue
        }
    }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// The id of a ``Some``.
public typealias SomeID = Identifier<Some>

/// The id of an ``Other``.
public typealias OtherID = Identifier<Other>
