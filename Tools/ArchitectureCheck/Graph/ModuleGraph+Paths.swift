extension ModuleGraph {
    /// The longest chain of target dependencies (each module depends on the next), first by
    /// name among equally long chains. Empty for an empty graph.
    public var longestPath: [String] {
        var memo: [String: [String]] = [:]
        var visiting: Set<String> = []

        func longest(from name: String) -> [String] {
            if let known = memo[name] { return known }
            visiting.insert(name)
            var best: [String] = []
            // `visiting` guards against cycles in hand-written input; SwiftPM rejects them.
            for next in moduleDependencies(of: name).sorted() where !visiting.contains(next) && module(named: next) != nil {
                let path = longest(from: next)
                if path.count > best.count { best = path }
            }
            visiting.remove(name)
            let result = [name] + best
            memo[name] = result
            return result
        }

        var best: [String] = []
        for name in modules.map(\.name).sorted() {
            let path = longest(from: name)
            if path.count > best.count { best = path }
        }
        return best
    }

    /// The shortest dependency path from `start` to every target it reaches, `start` first.
    func shortestPaths(from start: String) -> [String: [String]] {
        var paths: [String: [String]] = [start: [start]]
        var queue = [start]
        var index = 0
        while index < queue.count {
            let current = queue[index]
            index += 1
            let base = paths[current] ?? [current]
            for next in moduleDependencies(of: current) where paths[next] == nil {
                paths[next] = base + [next]
                queue.append(next)
            }
        }
        return paths
    }
}
