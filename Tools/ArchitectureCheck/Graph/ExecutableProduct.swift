/// An executable the package builds: a declared `.executable` product, or the one SwiftPM
/// makes for an executable target that no declared product covers.
public struct ExecutableProduct: Hashable, Sendable {
    /// The product's name (`order-app`).
    public let name: String
    /// The targets it is built from; their dependency closure is what it links.
    public let targets: [String]

    /// Makes an executable product.
    public init(name: String, targets: [String]) {
        self.name = name
        self.targets = targets
    }
}
