import Foundation

extension TestSelection {
    /// Chooses the test targets a change to `changedPaths` can break.
    ///
    /// Each path belongs to the target whose folder holds it (the deepest one). Every test
    /// target that depends on a changed target, directly or not, runs; so does a test target
    /// that changed itself. A path the policy names, or one no target holds, runs everything.
    ///
    /// - Parameters:
    ///   - changedPaths: Paths relative to the package root, as `git diff --name-only` prints them.
    ///   - graph: The package. A test that runs an executable as a process depends on the
    ///     executable's target in the manifest, so the graph knows it.
    ///   - policy: The paths that run everything.
    public init(changedPaths: [String], graph: ModuleGraph, policy: SelectionPolicy = .repository) {
        let paths = Set(changedPaths.map(Self.normalized).filter { !$0.isEmpty }).sorted()
        let changes = paths.map { Change(path: $0, target: Self.owner(of: $0, in: graph)) }
        let testTargets = graph.modules.filter { $0.targetType == "test" }.map(\.name).sorted()

        var reasons: [String] = []
        for change in changes {
            if let entry = policy.entry(forcing: change.path) {
                let what = entry == change.path ? "`\(entry)`" : "a path under `\(entry)`"
                reasons.append("\(change.path): \(what) can change how any test builds or runs")
            } else if change.target == nil {
                reasons.append("\(change.path): no target holds it, so nothing says which tests it can affect")
            }
        }
        let verdict: Verdict
        if reasons.isEmpty {
            let chains = Self.dependents(of: Set(changes.compactMap(\.target)), graph: graph)
            verdict = .only(testTargets.compactMap { name in chains[name].map { Choice(testTarget: name, chain: $0) } })
        } else {
            verdict = .everything(reasons: reasons)
        }
        self.init(changes: changes, verdict: verdict, testTargets: testTargets)
    }

    /// `./Modules/X` and `Modules/X` are the same path.
    private static func normalized(_ path: String) -> String {
        var path = path.trimmingCharacters(in: .whitespaces)
        while path.hasPrefix("./") { path.removeFirst(2) }
        return path
    }

    /// The target whose folder holds `path`, the deepest folder winning.
    private static func owner(of path: String, in graph: ModuleGraph) -> String? {
        graph.modules
            .filter { path == $0.path || path.hasPrefix($0.path + "/") }
            .max { $0.path.count < $1.path.count }?
            .name
    }

    /// Every target that depends on one of `changed` (or is one), with the chain that shows
    /// how: `AppRuntimeTests -> AppRuntime -> OtherFeature`. Found breadth first, so each
    /// chain is a shortest one.
    private static func dependents(of changed: Set<String>, graph: ModuleGraph) -> [String: String] {
        var dependents: [String: [String]] = [:]
        for dependency in graph.dependencies {
            if case let .module(target) = dependency.to {
                dependents[target, default: []].append(dependency.from)
            }
        }
        var chains: [String: String] = [:]
        var queue = changed.sorted()
        for name in queue { chains[name] = name }
        var index = 0
        while index < queue.count {
            let current = queue[index]
            index += 1
            for dependent in (dependents[current] ?? []).sorted() where chains[dependent] == nil {
                chains[dependent] = "\(dependent) -> \(chains[current] ?? current)"
                queue.append(dependent)
            }
        }
        return chains
    }
}
