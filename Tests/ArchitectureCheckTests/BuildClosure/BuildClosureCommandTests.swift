import ArchitectureCheck
import Expectations
import Foundation
import Testing

@Suite("architecture-check build-closure, in-process", .timeLimit(.minutes(2)))
struct BuildClosureCommandTests {
    /// Runs the command over in-memory files; a path not in `files` does not exist.
    func run(_ arguments: [String], files: [String: String] = ["debug.yaml": SyntheticPlan.manifest]) -> CommandOutcome {
        BuildClosureCommand.run(arguments: arguments) { (path: String) throws(ArchitectureCheckError) -> Data in
            guard let text = files[path] else { throw .unreadable(path: path, reason: ArchitectureCheckError.noSuchFile) }
            return Data(text.utf8)
        }
    }

    @Test("prints the modules the product's build compiles, sorted, one per line")
    func modules() {
        expectEqual(run(["--plan", "debug.yaml", "--product", "app"]), CommandOutcome(exitCode: 0, standardOutput: """
            AppCLI
            CLib
            Core
            Feature

            """))
    }

    @Test("a product the plan does not have exits 65, names the ones it has and says to build it first")
    func unknownProduct() {
        expectEqual(run(["--plan", "debug.yaml", "--product", "ap"]), CommandOutcome(exitCode: 65, standardError: """
            architecture-check build-closure: debug.yaml: the build plan has no executable product named ap \
            (it has app, app-worker); check the name, or run `swift build --product ap` first, which writes a plan with it

            """))
    }

    @Test("a plan it cannot read exits 65 and names the file and the line")
    func malformed() {
        let outcome = run(["--plan", "debug.yaml", "--product", "app"], files: ["debug.yaml": "targets:\ncommands:\n  <a>:\n"])
        expectEqual(outcome, CommandOutcome(exitCode: 65, standardError: """
            architecture-check build-closure: debug.yaml: line 3: expected a command's quoted name and a colon, "name":; \
            pass the build plan `swift build` writes, .build/debug.yaml

            """))
    }

    @Test("a missing plan exits 66 and says how to make it")
    func missing() {
        expectEqual(run(["--plan", ".build/debug.yaml", "--product", "app"], files: [:]), CommandOutcome(exitCode: 66, standardError: """
            architecture-check build-closure: cannot read .build/debug.yaml (no such file); \
            run `swift build --product app` first, which writes it

            """))
    }

    @Test("wrong arguments exit 64 with what to type instead", arguments: [
        (["--plan", "debug.yaml"], "missing --product <name>; pass an executable product, e.g. --product some-sandbox"),
        (["--product", "app"], "missing --plan <file>; pass the build plan `swift build` writes, e.g. --plan .build/debug.yaml"),
        (["--plan", "--product", "app"], "--plan needs a file: --plan <path>"),
        (["--plan", "debug.yaml", "--product", "app", "--all"], #"unknown argument "--all"; expected --plan <file> and --product <name>"#),
    ])
    func usage(arguments: [String], message: String) {
        let outcome = run(arguments)
        expectEqual(outcome.exitCode, 64)
        expectPrefix(outcome.standardError, "architecture-check build-closure: \(message)\n\nusage: architecture-check build-closure")
    }

    @Test("--help prints the usage and exits 0")
    func help() {
        expectEqual(run(["--help"]), CommandOutcome(exitCode: 0, standardOutput: BuildClosureCommand.usage + "\n"))
    }
}
