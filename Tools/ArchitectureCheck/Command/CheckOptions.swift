/// What the command line asks for: `--rules <file> --package <file> [--report | --mermaid]`.
public struct CheckOptions: Hashable, Sendable {
    /// The rules file (`architecture-rules.json`).
    public var rulesPath: String
    /// The output of `swift package dump-package`.
    public var packagePath: String
    /// Whether to print the graph's report before the verdict.
    public var showsReport: Bool
    /// Whether to print the graph as a Mermaid diagram, and nothing else, instead of checking it.
    public var printsMermaid: Bool
    /// The package's root: when given, every target's `import` lines are checked against what it
    /// declares (``Imports``).
    public var sourcesRoot: String?

    /// Makes options.
    public init(rulesPath: String, packagePath: String, showsReport: Bool = false, printsMermaid: Bool = false, sourcesRoot: String? = nil) {
        self.rulesPath = rulesPath
        self.packagePath = packagePath
        self.showsReport = showsReport
        self.printsMermaid = printsMermaid
        self.sourcesRoot = sourcesRoot
    }

    /// Reads the arguments after the program name; nil when they ask for help.
    ///
    /// - Throws: ``ArchitectureCheckError/usage(_:)`` naming the argument that is wrong or missing.
    public static func parse(_ arguments: [String]) throws(ArchitectureCheckError) -> CheckOptions? {
        var rules: String?
        var package: String?
        var showsReport = false
        var printsMermaid = false
        var sources: String?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help":
                return nil
            case "--report":
                showsReport = true
            case "--mermaid":
                printsMermaid = true
            case "--rules", "--package", "--sources":
                guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
                    throw .usage("\(argument) needs a path: \(argument) <path>")
                }
                switch argument {
                case "--rules": rules = value
                case "--package": package = value
                default: sources = value
                }
            default:
                throw .usage("unknown argument \"\(argument)\"; expected --rules <file>, --package <file>, --sources <dir>, --report or --mermaid")
            }
        }
        guard let rules else { throw .usage("missing --rules <file>; pass --rules architecture-rules.json") }
        guard let package else {
            throw .usage("missing --package <file>; pass the output of `swift package dump-package`, e.g. --package dump.json")
        }
        if showsReport && printsMermaid {
            throw .usage("--mermaid prints only the diagram; pass --report or --mermaid, not both")
        }
        return CheckOptions(rulesPath: rules, packagePath: package, showsReport: showsReport, printsMermaid: printsMermaid, sourcesRoot: sources)
    }
}
