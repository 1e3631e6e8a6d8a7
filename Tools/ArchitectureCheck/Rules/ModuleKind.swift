/// A layer of the architecture, named by the rules file: `core`, `component`, `feature`, `live`, ...
///
/// Kinds are data: the checker knows none of them except the two pseudo-kinds below.
public struct ModuleKind: RawRepresentable, Hashable, Comparable, Sendable, Codable,
    ExpressibleByStringLiteral, CustomStringConvertible
{
    /// The kind's name as the rules file spells it.
    public let rawValue: String

    /// Makes a kind from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Makes a kind from its name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Makes a kind from a literal name (`"feature"`).
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The kind of every product of another package, as an edge's target (`product`).
    public static let externalProduct: ModuleKind = "product"

    /// In a forbidden edge's `to` list, anything at all: every kind and external products (`*`).
    public static let anything: ModuleKind = "*"

    /// The kind's name.
    public var description: String { rawValue }

    /// Orders kinds by name.
    public static func < (lhs: ModuleKind, rhs: ModuleKind) -> Bool { lhs.rawValue < rhs.rawValue }
}
