import Foundation

/// `architecture-check affected`: which test targets a change can break, callable in-process.
public enum AffectedCommand {
    /// The help text.
    public static let usage = """
        usage: architecture-check affected --rules <architecture-rules.json> --package <dump.json> --changed <paths.txt>

        Says which test targets a change can break. <paths.txt> holds the changed paths, one per
        line, relative to the package root; `scripts/test --affected REF` makes it from git and
        runs this. Prints the test targets to run, one per line, or `all`, and says why on stderr.
        Exits 0, 64 for wrong arguments, 65 for malformed files, 66 for missing files.

        """

    /// Runs the command with the arguments after `affected`.
    ///
    /// - Parameter readFile: Reads a file named on the command line; tests pass fakes.
    public static func run(
        arguments: [String],
        readFile: (String) throws(ArchitectureCheckError) -> Data = CheckCommand.readFile
    ) -> CommandOutcome {
        let options: AffectedOptions
        do {
            guard let parsed = try AffectedOptions.parse(arguments) else {
                return CommandOutcome(exitCode: 0, standardOutput: usage + "\n")
            }
            options = parsed
        } catch {
            return CommandOutcome(exitCode: error.exitCode, standardError: "architecture-check affected: \(error)\n\n\(usage)\n")
        }
        return run(options: options, readFile: readFile)
    }

    /// Runs the selection with options already parsed (the executable parses them with
    /// swift-argument-parser).
    ///
    /// - Parameter readFile: Reads a file named on the command line; tests pass fakes.
    public static func run(
        options: AffectedOptions,
        readFile: (String) throws(ArchitectureCheckError) -> Data = CheckCommand.readFile
    ) -> CommandOutcome {
        let graph: ModuleGraph
        let changed: String
        do {
            let rules = try Rules(json: readFile(options.rulesPath))
            graph = try ModuleGraph(packageJSON: readFile(options.packagePath), rules: rules)
            changed = String(decoding: try readFile(options.changedPath), as: UTF8.self)
        } catch let error as ArchitectureCheckError {
            return CommandOutcome(exitCode: error.exitCode, standardError: "architecture-check affected: \(error)\n")
        } catch {
            return CommandOutcome(exitCode: 65, standardError: "architecture-check affected: \(error)\n")
        }

        let selection = TestSelection(changedPaths: changed.split(whereSeparator: \.isNewline).map(String.init), graph: graph)
        let output: String
        switch selection.verdict {
        case .everything: output = "all\n"
        case .only: output = selection.testTargetsToRun.map { $0 + "\n" }.joined()
        }
        return CommandOutcome(exitCode: 0, standardOutput: output, standardError: selection.explanation + "\n")
    }
}
