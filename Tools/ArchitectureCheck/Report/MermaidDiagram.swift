/// The graph as a Mermaid flowchart, for docs/architecture.md: the targets that are not tests,
/// one `subgraph` per kind in the rules file's order, one node per other package, and every
/// direct dependency. Everything is sorted, so the same package always gives the same text.
///
/// ```
/// graph TD
///   subgraph core
///     Core
///   end
///   subgraph app
///     OrderApp
///     OrderAppCLI["order-app"]
///   end
///   FlyingFox[(FlyingFox)]
///   OrderApp --> Core
///   OrderApp --> FlyingFox
///   OrderAppCLI --> OrderApp
/// ```
///
/// An executable target is labelled with its product's name; a kind with no targets gets no
/// subgraph; targets no rule classifies come last, in `unclassified`. Ids are made safe for
/// Mermaid (letters, digits, underscores) and the original name becomes the label.
public func mermaidDiagram(_ graph: ModuleGraph) -> String {
    MermaidDiagram(graph).lines.joined(separator: "\n")
}

/// The walk behind ``mermaidDiagram(_:)``.
struct MermaidDiagram {
    /// One `subgraph`: its id, its title, and the node lines inside it.
    private struct Group {
        let id: String
        let title: String
        let nodes: [String]
    }

    /// A direct dependency, before it has ids.
    private struct Edge: Hashable {
        let from: MermaidIDs.Node
        let to: MermaidIDs.Node
    }

    private let groups: [Group]
    /// One cylinder per other package, by package name.
    private let packageNodes: [String]
    /// `From --> To`, sorted by the ids.
    private let edgeLines: [String]

    init(_ graph: ModuleGraph) {
        let modules = graph.modules.filter { $0.targetType != "test" }.sorted { $0.name < $1.name }
        let drawn = Set(modules.map(\.name))
        var edges: Set<Edge> = []
        for dependency in graph.dependencies where drawn.contains(dependency.from) {
            switch dependency.to {
            case let .module(name):
                // Leaves out tests and names the package lacks (the check reports those).
                if drawn.contains(name) { edges.insert(Edge(from: .module(dependency.from), to: .module(name))) }
            case let .product(product):
                // Two products of one package make one edge to the package's node.
                edges.insert(Edge(from: .module(dependency.from), to: .package(product.package)))
            }
        }
        let packages = Set(edges.compactMap { edge -> String? in
            if case let .package(name) = edge.to { return name }
            return nil
        }).sorted()

        // Targets first, so their ids stay their names where they can; packages and subgraphs give way.
        var ids = MermaidIDs()
        for module in modules { ids.assign(.module(module.name)) }
        for package in packages { ids.assign(.package(package)) }
        let kinds = Self.kinds(of: modules, declared: graph.kinds)
        for kind in kinds { ids.assign(.subgraph(kind.kind)) }

        groups = kinds.map { kind in
            Group(
                id: ids[.subgraph(kind.kind)],
                title: kind.title,
                nodes: modules.filter { $0.kind == kind.kind }.map { module in
                    Self.node(id: ids[.module(module.name)], name: Self.displayName(of: module, in: graph))
                }
            )
        }
        packageNodes = packages.map { "\(ids[.package($0)])[(\(MermaidIDs.label($0)))]" }
        edgeLines = edges
            .map { (from: ids[$0.from], to: ids[$0.to]) }
            .sorted { ($0.from, $0.to) < ($1.from, $1.to) }
            .map { "\($0.from) --> \($0.to)" }
    }

    var lines: [String] {
        var lines = ["graph TD"]
        for group in groups {
            lines.append("  subgraph \(group.id)" + (group.id == group.title ? "" : " [\(MermaidIDs.label(group.title))]"))
            lines += group.nodes.map { "    \($0)" }
            lines.append("  end")
        }
        lines += packageNodes.map { "  \($0)" }
        lines += edgeLines.map { "  \($0)" }
        return lines
    }

    /// The kinds that have modules: declared kinds in the rules file's order, then undeclared
    /// kinds by name, then the unclassified (a nil kind).
    private static func kinds(of modules: [Module], declared: [ModuleKind]) -> [(kind: ModuleKind?, title: String)] {
        let present = Set(modules.map(\.kind))
        let undeclared = present.compactMap { $0 }.filter { !declared.contains($0) }.sorted()
        var kinds: [(kind: ModuleKind?, title: String)] = (declared + undeclared)
            .filter { present.contains($0) }
            .map { (kind: $0, title: $0.rawValue) }
        if present.contains(nil) { kinds.append((kind: nil, title: MermaidIDs.Node.unclassified)) }
        return kinds
    }

    /// A node line: the id, with a label when the name people know differs from it.
    private static func node(id: String, name: String) -> String {
        name == id ? id : "\(id)[\(MermaidIDs.label(name))]"
    }

    /// An executable target is known by its product's name (`order-app`); other targets by theirs.
    private static func displayName(of module: Module, in graph: ModuleGraph) -> String {
        guard module.targetType == "executable" else { return module.name }
        let products = graph.executables.filter { $0.targets.contains(module.name) }.map(\.name).sorted()
        return products.isEmpty ? module.name : products.joined(separator: ", ")
    }
}
