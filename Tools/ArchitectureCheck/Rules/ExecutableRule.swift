/// One entry of the rules file's `executables` list: an executable built from a target of kind
/// `of` may not contain, anywhere in its dependency closure, a target of kind `mustNotContain`.
public struct ExecutableRule: Hashable, Sendable, Decodable {
    /// The rule's name (`app-links-stub`).
    public let id: String
    /// The kind of the executable's target (`app`).
    public let of: ModuleKind
    /// The kind that may not be linked into it (`stub`).
    public let mustNotContain: ModuleKind
    /// Which rule the executable breaks.
    public let reason: String
    /// How to fix it; may use `{product}`, `{target}`, `{found}`.
    public let fix: String

    /// Makes a rule.
    public init(id: String, of: ModuleKind, mustNotContain: ModuleKind, reason: String, fix: String) {
        self.id = id
        self.of = of
        self.mustNotContain = mustNotContain
        self.reason = reason
        self.fix = fix
    }
}
