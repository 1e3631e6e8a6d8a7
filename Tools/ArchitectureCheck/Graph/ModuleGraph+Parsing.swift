import Foundation

extension ModuleGraph {
    /// Builds the graph from the JSON that `swift package dump-package` prints, putting each
    /// target in the kind the rules give it.
    ///
    /// - Throws: ``ArchitectureCheckError/malformedPackage(detail:)`` when the JSON is not a
    ///   package description.
    public init(packageJSON: Data, rules: Rules) throws {
        let dump: PackageDump
        do {
            dump = try JSONDecoder().decode(PackageDump.self, from: packageJSON)
        } catch {
            throw ArchitectureCheckError.malformedPackage(detail: (error as? DecodingError)?.summary ?? "\(error)")
        }
        self.init(dump: dump, rules: rules)
    }

    init(dump: PackageDump, rules: Rules) {
        let targetNames = Set(dump.targets.map(\.name))
        let modules = dump.targets.map { target in
            let path = target.resolvedPath
            return Module(
                name: target.name,
                path: path,
                targetType: target.type,
                kind: rules.kind(ofTarget: target.name, path: path)
            )
        }
        let dependencies = dump.targets.flatMap { target in
            target.dependencies.map { Dependency(from: target.name, to: Self.endpoint($0, targetNames: targetNames)) }
        }
        let declared = dump.products.filter(\.isExecutable).map { ExecutableProduct(name: $0.name, targets: $0.targets) }
        let covered = Set(declared.flatMap(\.targets))
        // SwiftPM makes an executable product for every executable target no product names.
        let synthesized = dump.targets
            .filter { $0.type == "executable" && !covered.contains($0.name) }
            .map { ExecutableProduct(name: $0.name, targets: [$0.name]) }
        self.init(
            modules: modules,
            dependencies: dependencies,
            executables: declared + synthesized,
            kinds: rules.kinds.map(\.name)
        )
    }

    private static func endpoint(_ dependency: TargetDependency, targetNames: Set<String>) -> Dependency.Endpoint {
        switch dependency {
        case let .byName(name):
            // A name that is no local target is a product of the package of the same name.
            return targetNames.contains(name) ? .module(name) : .product(ExternalProduct(package: name, name: name))
        case let .target(name):
            return .module(name)
        case let .product(name, package):
            return .product(ExternalProduct(package: package ?? name, name: name))
        }
    }
}
