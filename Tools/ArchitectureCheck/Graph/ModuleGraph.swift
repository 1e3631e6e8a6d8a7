/// The package as a graph: one node per target, one edge per dependency on a target or on
/// another package's product, plus the executables the package builds.
public struct ModuleGraph: Sendable {
    /// Every target, in manifest order.
    public let modules: [Module]
    /// Every dependency, in manifest order, without duplicates.
    public let dependencies: [Dependency]
    /// Every executable the package builds.
    public let executables: [ExecutableProduct]
    /// The kinds in the order the rules file declares them; the report groups modules in this order.
    public let kinds: [ModuleKind]

    private let modulesByName: [String: Module]
    private let dependenciesByName: [String: [Dependency]]

    /// Makes a graph from its parts.
    public init(
        modules: [Module],
        dependencies: [Dependency],
        executables: [ExecutableProduct] = [],
        kinds: [ModuleKind] = []
    ) {
        self.modules = modules
        self.executables = executables
        self.kinds = kinds
        var seen: Set<Dependency> = []
        self.dependencies = dependencies.filter { seen.insert($0).inserted }
        self.modulesByName = Dictionary(modules.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.dependenciesByName = Dictionary(grouping: self.dependencies, by: \.from)
    }

    /// The target with this name, if the package has one.
    public func module(named name: String) -> Module? {
        modulesByName[name]
    }

    /// The edges that leave this target, in manifest order.
    public func dependencies(of name: String) -> [Dependency] {
        dependenciesByName[name] ?? []
    }

    /// The names of the targets this target depends on directly (external products left out).
    public func moduleDependencies(of name: String) -> [String] {
        dependencies(of: name).compactMap {
            if case let .module(target) = $0.to { return target }
            return nil
        }
    }
}
