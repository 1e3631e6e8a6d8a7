import ArchitectureCheck
import Expectations
import Foundation
import Testing

@Suite("architecture-check affected, in-process", .timeLimit(.minutes(2)))
struct AffectedCommandTests {
    /// Runs the command over in-memory files; a path not in `files` does not exist.
    func run(_ arguments: [String], files: [String: String]) -> CommandOutcome {
        AffectedCommand.run(arguments: arguments) { (path: String) throws(ArchitectureCheckError) -> Data in
            guard let text = files[path] else { throw .unreadable(path: path, reason: ArchitectureCheckError.noSuchFile) }
            return Data(text.utf8)
        }
    }

    func files(changed: String) throws -> [String: String] {
        ["r.json": try String(contentsOf: RepositoryRules.url, encoding: .utf8), "p.json": PackageFixture.current.json, "c.txt": changed]
    }

    let arguments = ["--rules", "r.json", "--package", "p.json", "--changed", "c.txt"]

    @Test("prints the test targets to run, one per line, and says why on stderr")
    func some() throws {
        let outcome = run(arguments, files: try files(changed: "Modules/OtherFeature/OtherView.swift\n"))
        expectEqual(outcome.exitCode, 0)
        expectEqual(outcome.standardOutput, "OtherFeatureTests\nSomeSandboxTests\n")
        expectContains(outcome.standardError, "  SomeSandboxTests -> SomeSandbox -> OtherFeature\n")
    }

    @Test("prints `all` when everything must run")
    func all() throws {
        let outcome = run(arguments, files: try files(changed: "Package.swift\nModules/OtherFeature/OtherView.swift\n"))
        expectEqual(outcome.exitCode, 0)
        expectEqual(outcome.standardOutput, "all\n")
        expectContains(outcome.standardError, "Package.swift: `Package.swift` can change how any test builds or runs")
    }

    @Test("prints nothing when no test depends on the change")
    func none() throws {
        let outcome = run(arguments, files: try files(changed: ""))
        expectEqual(outcome, CommandOutcome(exitCode: 0, standardError: """
            affected: 0 changed paths
            affected: no test target depends on a changed path; running none of 7

            """))
    }

    @Test("wrong arguments exit 64 with what to type instead", arguments: [
        (["--rules", "r.json", "--package", "p.json"],
         "missing --changed <file>; pass the changed paths, one per line, e.g. from `git diff --name-only main`"),
        (["--changed"], "--changed needs a file: --changed <path>"),
        (["--rules", "r.json", "--package", "p.json", "--changed", "c.txt", "--all"],
         #"unknown argument "--all"; expected --rules <file>, --package <file> and --changed <file>"#),
    ])
    func usage(arguments: [String], message: String) {
        let outcome = run(arguments, files: [:])
        expectEqual(outcome.exitCode, 64)
        expectPrefix(outcome.standardError, "architecture-check affected: \(message)\n\nusage: architecture-check affected")
    }

    @Test("a missing file exits 66 and names it")
    func missing() throws {
        var files = try files(changed: "")
        files["c.txt"] = nil
        expectEqual(run(arguments, files: files), CommandOutcome(exitCode: 66, standardError: "architecture-check affected: cannot read c.txt (no such file)\n"))
    }

    @Test("--help prints the usage and exits 0")
    func help() {
        expectEqual(run(["--help"], files: [:]), CommandOutcome(exitCode: 0, standardOutput: AffectedCommand.usage + "\n"))
    }
}
