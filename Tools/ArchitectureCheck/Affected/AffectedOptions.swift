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
        var values: [String: String] = [:]
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help":
                return nil
            case "--rules", "--package", "--changed":
                guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
                    throw .usage("\(argument) needs a file: \(argument) <path>")
                }
                values[argument] = value
            default:
                throw .usage("unknown argument \"\(argument)\"; expected --rules <file>, --package <file> and --changed <file>")
            }
        }
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
