/// One entry of the rules file's `imports` list: modules of kinds `from` may not import the
/// toolchain modules `modules` (no manifest edge shows such an import; only the code does).
public struct ImportRule: Hashable, Sendable, Decodable {
    /// The rule's name, printed in every violation (`app-x-full-foundation`).
    public let id: String
    /// Kinds whose modules may not import them; the modules' tests may.
    public let from: Set<ModuleKind>
    /// The toolchain modules refused (`Foundation`).
    public let modules: Set<String>
    /// Which rule the import breaks.
    public let reason: String
    /// How to fix it; may use `{from}` (the importing target) and `{to}` (the imported module).
    public let fix: String

    /// Makes a rule.
    public init(id: String, from: Set<ModuleKind>, modules: Set<String>, reason: String, fix: String) {
        self.id = id
        self.from = from
        self.modules = modules
        self.reason = reason
        self.fix = fix
    }
}
