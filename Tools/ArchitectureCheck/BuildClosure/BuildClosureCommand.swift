import Foundation

/// `architecture-check build-closure`: the modules a product's build compiles, callable in-process.
public enum BuildClosureCommand {
    /// The help text.
    public static let usage = """
        usage: architecture-check build-closure --plan <.build/debug.yaml> --product <name>

        Prints the modules that `swift build --product <name>` compiles, sorted, one per line.
        Reads them off the build plan `swift build` writes (the llbuild manifest): the commands
        reachable from the product's target are exactly the ones that build runs.
        scripts/check-sandbox-closure runs this. Exits 0, 64 for wrong arguments, 65 for a
        malformed plan or one without the product, 66 for a missing plan.

        """

    /// Runs the command with the arguments after `build-closure`.
    ///
    /// - Parameter readFile: Reads a file named on the command line; tests pass fakes.
    public static func run(
        arguments: [String],
        readFile: (String) throws(ArchitectureCheckError) -> Data = CheckCommand.readFile
    ) -> CommandOutcome {
        let options: BuildClosureOptions
        do {
            guard let parsed = try BuildClosureOptions.parse(arguments) else {
                return CommandOutcome(exitCode: 0, standardOutput: usage + "\n")
            }
            options = parsed
        } catch {
            return CommandOutcome(exitCode: error.exitCode, standardError: "architecture-check build-closure: \(error)\n\n\(usage)\n")
        }
        return run(options: options, readFile: readFile)
    }

    /// Lists the modules with options already parsed (the executable parses them with
    /// swift-argument-parser).
    ///
    /// - Parameter readFile: Reads a file named on the command line; tests pass fakes.
    public static func run(
        options: BuildClosureOptions,
        readFile: (String) throws(ArchitectureCheckError) -> Data = CheckCommand.readFile
    ) -> CommandOutcome {
        let modules: [String]
        do {
            let plan = try BuildPlan(manifest: String(decoding: readFile(options.planPath), as: UTF8.self))
            modules = try plan.modulesCompiled(byProduct: options.product)
        } catch {
            let message: String
            switch error {
            case .unreadable(_, ArchitectureCheckError.noSuchFile):
                message = "\(error); run `swift build --product \(options.product)` first, which writes it"
            case .unreadable:
                message = "\(error)"
            default:
                message = "\(options.planPath): \(error)"
            }
            return CommandOutcome(exitCode: error.exitCode, standardError: "architecture-check build-closure: \(message)\n")
        }
        return CommandOutcome(exitCode: 0, standardOutput: modules.map { $0 + "\n" }.joined())
    }
}
