/// One kind the rules file declares, with the sentence that says what belongs in it.
public struct KindDeclaration: Hashable, Sendable, Decodable {
    /// The kind.
    public let name: ModuleKind
    /// What belongs in it (`Modules/*: view models and screens`).
    public let description: String

    /// Declares a kind.
    public init(name: ModuleKind, description: String) {
        self.name = name
        self.description = description
    }
}
