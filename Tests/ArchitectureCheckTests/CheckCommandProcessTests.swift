import ArchitectureCheck
import Expectations
import Foundation
import ProcessHarness
import Testing

/// The built `architecture-check` next to the test binary, if `swift build` made it.
private let executable: URL? = {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
        let candidate = directory.appendingPathComponent("architecture-check")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        directory.deleteLastPathComponent()
    }
    return nil
}()

@Suite("architecture-check, as a real process", .enabled(if: executable != nil, "architecture-check is not built next to the tests"), .timeLimit(.minutes(2)))
struct CheckCommandProcessTests {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    func launch(_ arguments: [String]) throws -> Result {
        let url = try #require(executable)
        let result = try ProcessRunner.run(url.path, arguments)
        return Result(status: result.status, standardOutput: result.stdout, standardError: result.stderr)
    }

    func temporaryFile(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("architecture-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test("a package that keeps the rule: one line on stdout, nothing on stderr, exit 0")
    func passes() throws {
        let package = try temporaryFile(PackageFixture.current.json)
        defer { try? FileManager.default.removeItem(atPath: package) }
        let result = try launch(["--rules", RepositoryRules.url.path, "--package", package])
        expectEqual(result.status, 0)
        expectEqual(result.standardOutput, "architecture: 17 modules, 26 edges, no violations\n")
        expectEqual(result.standardError, "")
    }

    @Test("a violation: the edge on stderr and exit 1")
    func fails() throws {
        let package = try temporaryFile(PackageFixture.current.adding("OtherFeature", to: "SomeFeature").json)
        defer { try? FileManager.default.removeItem(atPath: package) }
        let result = try launch(["--rules", RepositoryRules.url.path, "--package", package])
        expectEqual(result.status, 1)
        expectEqual(result.standardOutput, "")
        expectPrefix(result.standardError, "SomeFeature -> OtherFeature: a feature may not depend on another feature")
    }

    @Test("--mermaid: the diagram alone on stdout, nothing on stderr, exit 0")
    func mermaid() throws {
        let package = try temporaryFile(PackageFixture.current.json)
        defer { try? FileManager.default.removeItem(atPath: package) }
        let result = try launch(["--rules", RepositoryRules.url.path, "--package", package, "--mermaid"])
        let graph = try ModuleGraph(packageJSON: PackageFixture.current.data, rules: RepositoryRules.load())
        expectEqual(result.status, 0)
        expectEqual(result.standardOutput, mermaidDiagram(graph) + "\n")
        expectEqual(result.standardError, "")
    }

    @Test("build-closure: the modules on stdout, exit 0; a product the plan lacks on stderr, exit 65")
    func buildClosure() throws {
        let plan = try temporaryFile(SyntheticPlan.manifest)
        defer { try? FileManager.default.removeItem(atPath: plan) }
        let found = try launch(["build-closure", "--plan", plan, "--product", "app"])
        expectEqual(found.status, 0)
        expectEqual(found.standardOutput, "AppCLI\nCLib\nCore\nFeature\n")
        expectEqual(found.standardError, "")
        let missing = try launch(["build-closure", "--plan", plan, "--product", "ap"])
        expectEqual(missing.status, 65)
        expectEqual(missing.standardOutput, "")
        expectPrefix(missing.standardError, "architecture-check build-closure: \(plan): the build plan has no executable product named ap")
    }

    @Test("a missing file: an error on stderr and exit 66, no crash")
    func missingFile() throws {
        let result = try launch(["--rules", "/nonexistent/rules.json", "--package", "/nonexistent/dump.json"])
        expectEqual(result.status, 66)
        expectEqual(result.standardError, "architecture-check: cannot read /nonexistent/rules.json (no such file)\n")
    }
}
