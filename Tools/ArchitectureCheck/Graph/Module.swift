/// One target of the package: a node of the module graph.
public struct Module: Hashable, Sendable {
    /// The target's name (`SomeFeature`).
    public let name: String
    /// The target's folder relative to the package root (`Modules/SomeFeature`).
    public let path: String
    /// The manifest's target type: `regular`, `executable`, `test`, `system`, ...
    public let targetType: String
    /// The layer the rules file puts it in; nil when no rule matches its name or path.
    public let kind: ModuleKind?

    /// Makes a module node.
    public init(name: String, path: String, targetType: String, kind: ModuleKind?) {
        self.name = name
        self.path = path
        self.targetType = targetType
        self.kind = kind
    }
}
