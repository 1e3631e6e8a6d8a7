import ArchitectureCheck
import Expectations
import Foundation
import Testing

@Suite("architecture-check, in-process", .timeLimit(.minutes(2)))
struct CheckCommandTests {
    /// Runs the command over in-memory files; a path not in `files` does not exist.
    func run(_ arguments: [String], files: [String: String]) -> CommandOutcome {
        CheckCommand.run(arguments: arguments) { (path: String) throws(ArchitectureCheckError) -> Data in
            guard let text = files[path] else { throw .unreadable(path: path, reason: ArchitectureCheckError.noSuchFile) }
            return Data(text.utf8)
        }
    }

    func rulesText() throws -> String {
        try String(contentsOf: RepositoryRules.url, encoding: .utf8)
    }

    @Test("a package that keeps the rule prints one line and exits 0")
    func passes() throws {
        let outcome = run(["--rules", "r.json", "--package", "p.json"],
                          files: ["r.json": try rulesText(), "p.json": PackageFixture.current.json])
        expectEqual(outcome, CommandOutcome(exitCode: 0, standardOutput: "architecture: 17 modules, 26 edges, no violations\n"))
    }

    @Test("--report prints the report before the verdict")
    func reportFlag() throws {
        let outcome = run(["--report", "--package", "p.json", "--rules", "r.json"],
                          files: ["r.json": try rulesText(), "p.json": PackageFixture.current.json])
        expectEqual(outcome.exitCode, 0)
        expectPrefix(outcome.standardOutput, "architecture: 17 modules, 26 edges (1 to external products)\n  core (1): Core\n")
        #expect(outcome.standardOutput.hasSuffix(
            "longest path (5 modules): SomeSandboxCLI -> SomeSandbox -> AppShell -> UIComponent -> Core\n"
                + "architecture: 17 modules, 26 edges, no violations\n"
        ))
    }

    @Test("--mermaid prints the diagram and nothing else, and exits 0")
    func mermaidFlag() throws {
        let outcome = run(["--rules", "r.json", "--package", "p.json", "--mermaid"],
                          files: ["r.json": try rulesText(), "p.json": PackageFixture.current.json])
        let graph = try ModuleGraph(packageJSON: PackageFixture.current.data, rules: RepositoryRules.load())
        expectEqual(outcome, CommandOutcome(exitCode: 0, standardOutput: mermaidDiagram(graph) + "\n"))
        expectPrefix(outcome.standardOutput, "graph TD\n  subgraph core\n    Core\n  end\n")
    }

    @Test("--mermaid draws a package that breaks the rule without checking it")
    func mermaidSkipsCheck() throws {
        let package = PackageFixture.current.adding("OtherFeature", to: "SomeFeature")
        let outcome = run(["--mermaid", "--rules", "r.json", "--package", "p.json"],
                          files: ["r.json": try rulesText(), "p.json": package.json])
        expectEqual(outcome.exitCode, 0)
        expectContains(outcome.standardOutput, "\n  SomeFeature --> OtherFeature\n")
        expectEqual(outcome.standardError, "")
    }

    @Test("violations go to stderr, one a line, with a count, and exit 1")
    func fails() throws {
        let package = PackageFixture.current.adding("OtherFeature", to: "SomeFeature").adding("AppShell", to: "SomeFeature")
        let outcome = run(["--rules", "r.json", "--package", "p.json"], files: ["r.json": try rulesText(), "p.json": package.json])
        expectEqual(outcome.exitCode, 1)
        expectEqual(outcome.standardOutput, "")
        let lines = outcome.standardError.split(separator: "\n").map(String.init)
        expectEqual(lines.count, 3)
        expectPrefix(lines[0], "SomeFeature -> OtherFeature: a feature may not depend on another feature (rule feature-x-feature).")
        expectPrefix(lines[1], "SomeFeature -> AppShell: a feature may not depend on AppShell (rule feature-x-shell).")
        expectEqual(lines[2], "architecture: 17 modules, 28 edges, 2 violations")
    }

    @Test("--sources: a package whose manifest keeps the rule fails on an import its target does not declare, naming file and line")
    func undeclaredImport() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sources-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("Modules/SomeFeature/Screens")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "import Core\nimport OtherFeature\n".write(to: folder.appendingPathComponent("SomeScreen.swift"), atomically: true, encoding: .utf8)
        let arguments = ["--rules", "r.json", "--package", "p.json", "--sources", root.path]
        let files = ["r.json": try rulesText(), "p.json": PackageFixture.current.json]
        let outcome = run(arguments, files: files)
        expectEqual(outcome.exitCode, 1)
        expectEqual(outcome.standardOutput, "")
        expectPrefix(outcome.standardError,
                     "Modules/SomeFeature/Screens/SomeScreen.swift:2: SomeFeature imports OtherFeature, which it does not declare; ")
        expectContains(outcome.standardError, "architecture: 17 modules, 26 edges, 1 violation")
        // The same sources with the import taken out keep the rule.
        try "import Core\n".write(to: folder.appendingPathComponent("SomeScreen.swift"), atomically: true, encoding: .utf8)
        expectEqual(run(arguments, files: files).exitCode, 0)
    }

    @Test("a missing package file exits 66 and says how to make one")
    func missingFile() throws {
        let outcome = run(["--rules", "r.json", "--package", "dump.json"], files: ["r.json": try rulesText()])
        expectEqual(outcome, CommandOutcome(
            exitCode: 66,
            standardError: "architecture-check: cannot read dump.json (no such file); make it with `swift package dump-package > dump.json`\n"
        ))
    }

    @Test("a malformed rules file exits 65 and names the file and the problem")
    func malformedRules() {
        let outcome = run(["--rules", "r.json", "--package", "p.json"], files: ["r.json": "{}", "p.json": PackageFixture.current.json])
        expectEqual(outcome, CommandOutcome(
            exitCode: 65,
            standardError: #"architecture-check: r.json: not a valid rules file (missing "kinds"); see the "about" entry of architecture-rules.json"#
                + "\n"
        ))
    }

    @Test("a package file that is not dump-package's JSON exits 65")
    func malformedPackage() throws {
        let outcome = run(["--rules", "r.json", "--package", "p.json"], files: ["r.json": try rulesText(), "p.json": "[1, 2]"])
        expectEqual(outcome.exitCode, 65)
        expectPrefix(outcome.standardError, "architecture-check: p.json: not a package description (")
    }

    @Test("wrong arguments exit 64 with what to type instead", arguments: [
        (["--package", "p.json"], "missing --rules <file>; pass --rules architecture-rules.json"),
        (["--rules", "r.json"], "missing --package <file>; pass the output of `swift package dump-package`, e.g. --package dump.json"),
        (["--rules"], "--rules needs a path: --rules <path>"),
        (["--rules", "r.json", "--package", "p.json", "--fix"],
         #"unknown argument "--fix"; expected --rules <file>, --package <file>, --sources <dir>, --report or --mermaid"#),
        (["--rules", "r.json", "--package", "p.json", "--report", "--mermaid"],
         "--mermaid prints only the diagram; pass --report or --mermaid, not both"),
    ])
    func usage(arguments: [String], message: String) {
        let outcome = run(arguments, files: [:])
        expectEqual(outcome.exitCode, 64)
        expectPrefix(outcome.standardError, "architecture-check: \(message)\n\nusage: architecture-check --rules")
    }

    @Test("--help prints the usage and exits 0")
    func help() {
        expectEqual(run(["--help"], files: [:]), CommandOutcome(exitCode: 0, standardOutput: CheckCommand.usage + "\n"))
    }
}
