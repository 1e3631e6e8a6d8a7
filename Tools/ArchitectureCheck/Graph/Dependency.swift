/// An edge of the module graph: one target depending on another target or on an external product.
public struct Dependency: Hashable, Sendable, CustomStringConvertible {
    /// What an edge points at.
    public enum Endpoint: Hashable, Sendable, CustomStringConvertible {
        /// A target of this package, by name.
        case module(String)
        /// A product of another package.
        case product(ExternalProduct)

        /// The target's name, or `package/product`.
        public var description: String {
            switch self {
            case let .module(name): return name
            case let .product(product): return product.description
            }
        }
    }

    /// The depending target's name.
    public let from: String
    /// What it depends on.
    public let to: Endpoint

    /// Makes an edge.
    public init(from: String, to: Endpoint) {
        self.from = from
        self.to = to
    }

    /// `From -> To`, the way violations name an edge.
    public var description: String { "\(from) -> \(to)" }
}
