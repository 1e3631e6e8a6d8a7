/// A summary of the graph for people: size, the modules of each kind, the longest chain.
///
/// ```
/// architecture: 4 modules, 4 edges (1 to external products)
///   core (1): Core
///   feature (2): OtherFeature, SomeFeature
///   unclassified (1): Scratch
/// longest path (3 modules): SomeFeature -> UIComponent -> Core
/// ```
public func report(_ graph: ModuleGraph) -> String {
    let productEdges = graph.dependencies.filter {
        if case .product = $0.to { return true }
        return false
    }.count
    var lines = ["architecture: \(graph.modules.count) modules, \(graph.dependencies.count) edges (\(productEdges) to external products)"]

    let byKind = Dictionary(grouping: graph.modules, by: { $0.kind?.rawValue ?? "unclassified" })
    let declared = graph.kinds.map(\.rawValue)
    let others = byKind.keys.filter { !declared.contains($0) && $0 != "unclassified" }.sorted()
    for kind in declared + others + ["unclassified"] {
        guard let modules = byKind[kind] else { continue }
        lines.append("  \(kind) (\(modules.count)): \(modules.map(\.name).sorted().joined(separator: ", "))")
    }

    let path = graph.longestPath
    lines.append("longest path (\(path.count) modules): \(path.isEmpty ? "none" : path.joined(separator: " -> "))")
    return lines.joined(separator: "\n")
}
