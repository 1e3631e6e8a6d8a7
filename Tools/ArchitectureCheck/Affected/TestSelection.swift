/// Which test targets a change can break, and why: the answer of `architecture-check affected`.
public struct TestSelection: Hashable, Sendable {
    /// A changed path and the target that owns it (nil when no target's folder holds it).
    public struct Change: Hashable, Sendable {
        /// The path relative to the package root.
        public let path: String
        /// The target whose folder holds the path.
        public let target: String?

        /// Makes a change.
        public init(path: String, target: String?) {
            self.path = path
            self.target = target
        }
    }

    /// A test target chosen to run, with the chain of dependencies that reaches a change.
    public struct Choice: Hashable, Sendable {
        /// The test target.
        public let testTarget: String
        /// `AppRuntimeTests -> AppRuntime -> OtherFeature`: each depends on the next, the
        /// last changed.
        public let chain: String

        /// Makes a choice.
        public init(testTarget: String, chain: String) {
            self.testTarget = testTarget
            self.chain = chain
        }
    }

    /// What runs.
    public enum Verdict: Hashable, Sendable {
        /// Every test, for these reasons (one per path that forced it).
        case everything(reasons: [String])
        /// Only these test targets (possibly none), sorted by name.
        case only([Choice])
    }

    /// Every changed path, sorted, with its owner.
    public let changes: [Change]
    /// What runs.
    public let verdict: Verdict
    /// Every test target of the package, sorted.
    public let testTargets: [String]

    /// Makes a selection from its parts; ``init(changedPaths:graph:policy:)`` decides one.
    public init(changes: [Change], verdict: Verdict, testTargets: [String]) {
        self.changes = changes
        self.verdict = verdict
        self.testTargets = testTargets
    }

    /// The test targets to run: all of them, or the chosen ones.
    public var testTargetsToRun: [String] {
        switch verdict {
        case .everything: return testTargets
        case let .only(choices): return choices.map(\.testTarget)
        }
    }

    /// For people: what changed, what runs and why, what does not.
    public var explanation: String {
        var lines: [String] = []
        let count = changes.count == 1 ? "1 changed path" : "\(changes.count) changed paths"
        lines.append("affected: \(count)" + (changes.isEmpty ? "" : ":"))
        lines += changes.map { "  \($0.path) -> \($0.target ?? "(no target)")" }
        switch verdict {
        case let .everything(reasons):
            lines.append("affected: running every test target (\(testTargets.count)), because:")
            lines += reasons.map { "  \($0)" }
        case let .only(choices):
            guard !choices.isEmpty else {
                lines.append("affected: no test target depends on a changed path; running none of \(testTargets.count)")
                break
            }
            lines.append("affected: running \(choices.count) of \(testTargets.count) test targets, each depending on a change:")
            lines += choices.map { "  \($0.chain)" }
            let chosen = Set(choices.map(\.testTarget))
            let skipped = testTargets.filter { !chosen.contains($0) }
            if !skipped.isEmpty {
                lines.append("affected: not running \(skipped.joined(separator: ", ")): none depends on a change")
            }
        }
        return lines.joined(separator: "\n")
    }
}
