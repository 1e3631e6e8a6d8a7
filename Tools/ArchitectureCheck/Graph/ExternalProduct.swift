/// A product of another package that a target depends on (`swift-argument-parser/ArgumentParser`).
public struct ExternalProduct: Hashable, Sendable, CustomStringConvertible {
    /// The package identity or name as the manifest spells it.
    public let package: String
    /// The product's name.
    public let name: String

    /// Makes a reference to another package's product.
    public init(package: String, name: String) {
        self.package = package
        self.name = name
    }

    /// `package/product`, as violations and reports print it.
    public var description: String { "\(package)/\(name)" }
}
