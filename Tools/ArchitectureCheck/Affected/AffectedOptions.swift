/// What `architecture-check affected` is given: `--rules <file> --package <file> --changed <file>`.
public struct AffectedOptions: Hashable, Sendable {
    /// The rules file (`architecture-rules.json`).
    public var rulesPath: String
    /// The output of `swift package dump-package`.
    public var packagePath: String
    /// The changed paths, one per line.
    public var changedPath: String

    /// Makes options.
    public init(rulesPath: String, packagePath: String, changedPath: String) {
        self.rulesPath = rulesPath
        self.packagePath = packagePath
        self.changedPath = changedPath
    }

    /// Reads the arguments after `affected`; nil when they ask for help.
    ///
    /// - Throws: ``ArchitectureCheckError/usage(_:)`` naming the argument that is wrong or missing.
    public static func parse(_ arguments: [String]) throws(ArchitectureCheckError) -> AffectedOptions? {
        let needs = Dictionary(uniqueKeysWithValues: ["--rules", "--package", "--changed"].map { ($0, "a file: \($0) <path>") })
        guard let values = try NamedValues.parse(
            arguments, needs: needs, expected: "--rules <file>, --package <file> and --changed <file>"
        ) else { return nil }
        guard let rules = values["--rules"] else { throw .usage("missing --rules <file>; pass --rules architecture-rules.json") }
        guard let package = values["--package"] else {
            throw .usage("missing --package <file>; pass the output of `swift package dump-package`, e.g. --package dump.json")
        }
        guard let changed = values["--changed"] else {
            throw .usage("missing --changed <file>; pass the changed paths, one per line, e.g. from `git diff --name-only main`")
        }
        return AffectedOptions(rulesPath: rules, packagePath: package, changedPath: changed)
    }
}
