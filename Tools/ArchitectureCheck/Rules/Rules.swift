/// The module rule as data: which kind each target is, which edges between kinds are allowed,
/// which are forbidden (with the words that explain them) and what executables may not link.
///
/// Loaded from `architecture-rules.json` with ``init(json:)``; the checker knows no kind by name.
public struct Rules: Sendable {
    /// The declared kinds, in the order reports list them.
    public let kinds: [KindDeclaration]
    /// How targets get their kind.
    public let classification: [ClassificationRule]
    /// For each kind, the kinds its modules may depend on (``ModuleKind/externalProduct`` for products).
    public let allowed: [ModuleKind: Set<ModuleKind>]
    /// Edges that are violations even where `allowed` lets them through; the first match wins.
    public let forbidden: [ForbiddenEdge]
    /// How test targets are checked.
    public let tests: TestPolicy
    /// What executables may not link.
    public let executables: [ExecutableRule]
    /// Which toolchain modules the code of which kinds may not import.
    public let imports: [ImportRule]

    /// Makes rules from their parts, unchecked; ``init(json:)`` also validates them.
    public init(
        kinds: [KindDeclaration],
        classification: [ClassificationRule],
        allowed: [ModuleKind: Set<ModuleKind>],
        forbidden: [ForbiddenEdge],
        tests: TestPolicy,
        executables: [ExecutableRule],
        imports: [ImportRule] = []
    ) {
        self.kinds = kinds
        self.classification = classification
        self.allowed = allowed
        self.forbidden = forbidden
        self.tests = tests
        self.executables = executables
        self.imports = imports
    }

    /// The kind of the target with this name and path: an exact name rule wins, then the rule
    /// with the longest matching path prefix; nil when none matches.
    public func kind(ofTarget name: String, path: String) -> ModuleKind? {
        var best: (specificity: Int, kind: ModuleKind)?
        for rule in classification {
            guard let specificity = rule.specificity(name: name, path: path) else { continue }
            if specificity > (best?.specificity ?? -1) { best = (specificity, rule.kind) }
        }
        return best?.kind
    }
}
