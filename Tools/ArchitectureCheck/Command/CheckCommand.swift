import Foundation

/// `architecture-check`: the module check, callable in-process (`affected` is ``AffectedCommand``,
/// `build-closure` ``BuildClosureCommand``).
public enum CheckCommand {
    /// The help text.
    public static let usage = """
        usage: architecture-check --rules <architecture-rules.json> --package <dump.json> [--sources <dir>] [--report | --mermaid]
               architecture-check affected ...        (which tests a change can break; see its --help)
               architecture-check build-closure ...   (which modules a product's build compiles)

        Checks the module rule of docs/architecture.md. <dump.json> is the output of
        `swift package dump-package`; scripts/check-architecture makes it and runs this.
        Exits 0 when the package keeps the rule, 1 with each violation on stderr,
        64 for wrong arguments, 65 for malformed files, 66 for missing files.

          --sources  the package's root: also check that every target imports only what it declares,
                     and that the features Package.swift's table declares are the modules in
                     features' folders
          --report   print the modules by kind and the longest path before the verdict
          --mermaid  print only the module graph as a Mermaid diagram, without checking
                     (scripts/check-architecture --write-graph puts it in docs/architecture.md)
        """

    /// Runs the command with the arguments after the program name.
    ///
    /// - Parameter readFile: Reads a file named on the command line; tests pass fakes.
    public static func run(
        arguments: [String],
        readFile: (String) throws(ArchitectureCheckError) -> Data = CheckCommand.readFile
    ) -> CommandOutcome {
        let options: CheckOptions
        do {
            guard let parsed = try CheckOptions.parse(arguments) else {
                return CommandOutcome(exitCode: 0, standardOutput: usage + "\n")
            }
            options = parsed
        } catch {
            return CommandOutcome(exitCode: error.exitCode, standardError: "architecture-check: \(error)\n\n\(usage)\n")
        }
        return run(options: options, readFile: readFile)
    }

    /// Runs the check with options already parsed (the executable parses them with
    /// swift-argument-parser).
    ///
    /// - Parameter readFile: Reads a file named on the command line; tests pass fakes.
    public static func run(
        options: CheckOptions,
        readFile: (String) throws(ArchitectureCheckError) -> Data = CheckCommand.readFile
    ) -> CommandOutcome {
        let rules: Rules
        do {
            rules = try Rules(json: readFile(options.rulesPath))
        } catch {
            return failure(error, file: options.rulesPath)
        }
        let graph: ModuleGraph
        do {
            graph = try ModuleGraph(packageJSON: readFile(options.packagePath), rules: rules)
        } catch {
            return failure(error, file: options.packagePath, hint: "make it with `swift package dump-package > \(options.packagePath)`")
        }
        if options.printsMermaid {
            return CommandOutcome(exitCode: 0, standardOutput: mermaidDiagram(graph) + "\n")
        }
        var importProblems: [String] = []
        if let root = options.sourcesRoot {
            do {
                let folder = URL(fileURLWithPath: root)
                importProblems = try Imports.undeclared(in: graph, root: folder).map(\.description)
                    + Imports.refused(in: graph, rules: rules.imports, root: folder).map(\.description)
                // The features the manifest's table declares are the modules in features' folders.
                let manifest = folder.appendingPathComponent("Package.swift")
                if let text = try? String(contentsOf: manifest, encoding: .utf8) {
                    if let declared = FeatureTable.declared(inManifest: text) {
                        importProblems += FeatureTable.mismatches(graph, declared: declared).map(\.message)
                        importProblems += FeatureTable.malformed(inManifest: text).map {
                            "Package.swift:\($0.line): not one feature's declaration in the table of features: \($0.text); write it `    FeatureDeclaration(\"Name\", …),`"
                        }
                    } else {
                        importProblems.append("Package.swift has no table of features (a line `\(FeatureTable.opening)`, one `FeatureDeclaration(\"Name\")` a line, then `]`), so which modules are features cannot be checked; put it back")
                    }
                }
            } catch {
                return CommandOutcome(exitCode: 66, standardError: "architecture-check: cannot read the sources under \(root): \(error)\n")
            }
        }
        return verdict(graph: graph, rules: rules, showsReport: options.showsReport, importProblems: importProblems)
    }

    /// Reads a file, or says why it cannot.
    public static func readFile(_ path: String) throws(ArchitectureCheckError) -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .unreadable(path: path, reason: ArchitectureCheckError.noSuchFile)
        }
        guard !isDirectory.boolValue else { throw .unreadable(path: path, reason: "it is a directory") }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadable(path: path, reason: error.localizedDescription)
        }
    }

    /// The outcome for a file that could not be used; the message names the file.
    private static func failure(_ error: any Error, file: String, hint: String? = nil) -> CommandOutcome {
        guard let error = error as? ArchitectureCheckError else {
            return CommandOutcome(exitCode: 65, standardError: "architecture-check: \(file): \(error)\n")
        }
        let message: String
        switch error {
        case let .unreadable(_, reason):
            let missing = reason == ArchitectureCheckError.noSuchFile
            message = "\(error)" + (missing ? hint.map { "; \($0)" } ?? "" : "")
        default:
            message = "\(file): \(error)"
        }
        return CommandOutcome(exitCode: error.exitCode, standardError: "architecture-check: \(message)\n")
    }

    /// - Parameter importProblems: what the imports break, one message each.
    private static func verdict(graph: ModuleGraph, rules: Rules, showsReport: Bool, importProblems: [String] = []) -> CommandOutcome {
        let violations = check(graph, rules).map(\.message) + importProblems
        let size = "\(graph.modules.count) modules, \(graph.dependencies.count) edges"
        let output = showsReport ? report(graph) + "\n" : ""
        guard !violations.isEmpty else {
            return CommandOutcome(exitCode: 0, standardOutput: output + "architecture: \(size), no violations\n")
        }
        let count = violations.count == 1 ? "1 violation" : "\(violations.count) violations"
        let lines = violations + ["architecture: \(size), \(count)"]
        return CommandOutcome(exitCode: 1, standardOutput: output, standardError: lines.joined(separator: "\n") + "\n")
    }
}
