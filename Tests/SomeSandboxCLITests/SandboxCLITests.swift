import Expectations
import Foundation
import ProcessHarness
import ScriptingContract
import SomeFeatureStubs
import Testing
import UIComponent

/// The real `some-sandbox` binary, as a person or a script runs it.
@Suite("some-sandbox, the executable", .timeLimit(.minutes(2)))
struct SandboxCLITests {
    @Test("renders every scenario within 40 columns and exits as an app would", arguments: Scenario.names())
    func everyScenario(_ scenario: String) async throws {
        let result = try await ProcessRunner.run("some-sandbox", ["--scenario", scenario, "--width", "40", "--no-color"])
        let expected: Int32 = ["error", "offline"].contains(scenario) ? 69 : 0
        expectEqual(result.status, expected, "\(scenario): \(result.stderr)")
        expectEmpty(result.stderr)
        for line in result.stdout.components(separatedBy: "\n") {
            let columns = line.displayWidth
            #expect(columns <= 40, "\(scenario): \(columns) columns: \(line)")
        }
    }

    @Test("completion scripts complete --scenario and --gallery's names with every bundled scenario",
          arguments: ["bash", "zsh", "fish"])
    func completions(_ shell: String) async throws {
        let result = try await ProcessRunner.run("some-sandbox", ["--generate-completion-script", shell])
        expectEqual(result.status, 0, "\(result.stderr)")
        #expect(Scenario.names().count > 5)
        for word in Scenario.names() {
            expectContains(result.stdout, word, "\(shell): \(word)")
        }
    }

    @Test("lets no byte below 0x20 but newline, and no ESC, out of the hostile scenario")
    func hostileBytes() async throws {
        let result = try await ProcessRunner.run("some-sandbox", ["--scenario", "hostile", "--no-color", "--width", "80"])
        expectEqual(result.status, 0)
        let bad = Data(result.stdout.utf8).filter { $0 < 0x20 && $0 != 0x0A }
        expectEmpty(bad, "control bytes: \(Array(bad))")
        expectContains(result.stdout, "RED title with colour")
    }

    @Test("honours NO_COLOR and writes no colour when stdout is not a terminal")
    func noColor() async throws {
        for environment in [["NO_COLOR": "1"], [:]] {
            let result = try await ProcessRunner.run("some-sandbox", ["--scenario", "populated", "--width", "80"], environment: environment)
            #expect(!result.stdout.contains("\u{1B}"))
        }
    }

    @Test("output that cannot be written is said and exits 74, as an app's: a full disk, plain and --json; a closed standard output",
          arguments: [(["--scenario", "populated"], "> /dev/full"), (["--json", "--scenario", "populated"], "> /dev/full"),
                      (["--scenario", "populated"], ">&-")])
    func outputNotWritten(_ arguments: [String], _ redirect: String) async throws {
        let sandbox = ProcessRunner.path(of: "some-sandbox").path
        let result = try await ProcessRunner.run("/bin/sh", ["-c", #""$0" "$@" \#(redirect)"#, sandbox] + arguments + ["--width", "80"])
        expectEqual(result.status, 74, result.stderr)
        expectContains(result.stderr, redirect == ">&-" ? "standard output is closed" : "could not be written to standard output (No space left on device)")
        if arguments.contains("--json") {
            expectPrefix(result.stderr.split(separator: "\n").last.map(String.init) ?? "", #"{"error":{"exit":74,"#)
        }
    }

    @Test("lists the scenarios with their summaries")
    func listScenarios() async throws {
        let result = try await ProcessRunner.run("some-sandbox", ["--list-scenarios"])
        expectEqual(result.status, 0)
        let names = result.stdout.split(separator: "\n").map { String($0.split(separator: " ")[0]) }
        expectEqual(names, Scenario.names())
    }

    @Test("prints parseable JSON with --json")
    func json() async throws {
        let result = try await ProcessRunner.run("some-sandbox", ["--scenario", "unicode", "--json"])
        expectEqual(result.status, 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        expectEqual((object?["somes"] as? [Any])?.count, 8)
    }

    /// Every scenario and screen runs in process (SandboxJSONTests); the binary is held to the
    /// same on a good list, a failed one and a details screen.
    @Test("--json follows the apps' contract: one document or nothing, the error line when not 0")
    func jsonContract() async throws {
        let schema = try JSONSchema()
        for scenario in ["populated", "error", "offline"] {
            for screen in ["list", "details:1"] {
                let result = try await ProcessRunner.run("some-sandbox", ["--scenario", scenario, "--screen", screen, "--json"])
                let run = ScriptingContract.Run(status: result.status, stdout: result.stdout, stderr: result.stderr)
                let problems = ScriptingContract.sandboxProblems(run, sandbox: "some-sandbox", scenario: scenario, schema: schema)
                expectEqual(problems, [], "\(scenario) \(screen): \(run.all)")
            }
        }
    }

    @Test("a fixed --now moves relative dates")
    func now() async throws {
        let result = try await ProcessRunner.run("some-sandbox", ["--scenario", "populated", "--width", "100", "--now", "2026-11-25T09:00:00Z"])
        expectContains(result.stdout, "overdue by 2 days")
    }

    @Test("drives the interactive loop from a pipe with --interactive")
    func interactive() async throws {
        let result = try await ProcessRunner.run("some-sandbox", ["--scenario", "populated", "--interactive", "--width", "80"], input: "1\no\nb\nb\nq\n")
        expectEqual(result.status, 0)
        expectContains(result.stdout, "Somes › Some 1 › Other 7")
        expectContains(result.stdout, "Ground floor plan, rev. C")
    }

    @Test("--gallery --widths 40,80 prints every scenario at both widths under a heading, every line within its width")
    func gallery() async throws {
        let result = try await ProcessRunner.run("some-sandbox", ["--gallery", "--widths", "40,80", "--no-color"])
        expectEqual(result.status, 0, "\(result.stderr)")
        let headings = result.stdout.split(separator: "\n").filter { $0.hasPrefix("── ") }
        expectEqual(headings.count, Scenario.names().count * 2)
        expectEqual(headings.first, "── empty · 40 columns ──────────────────")
        var width = 0
        for line in result.stdout.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("── ") { width = Int(line.split(separator: " ")[3]) ?? 0 }
            #expect(width > 0 && line.displayWidth <= width, "\(width): \(line)")
        }
        let some = try await ProcessRunner.run("some-sandbox", ["--gallery", "offline", "populated", "--widths", "60", "--screen", "details:1", "--no-color"])
        let someHeadings: [String] = some.stdout.split(separator: "\n").filter { $0.hasPrefix("── ") }.map { String($0.prefix(22)) }
        expectEqual(someHeadings, ["── offline · 60 column", "── populated · 60 colu"])
        expectContains(some.stdout, "Some 1\n")
    }

    @Test("a scenario file that does not read exits 65 naming file:line:field; a missing one exits 66")
    func badFile() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("cli-bad-\(UUID().uuidString).json")
        try Data("{\n  \"summary\": \"x\",\n  \"now\": 20261120\n}\n".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let bad = try await ProcessRunner.run("some-sandbox", ["--scenario", file.path])
        expectEqual(bad.status, 65)
        expectEmpty(bad.stdout)
        expectEqual(bad.stderr, "✗ \(file.path):3: now: expected a string in double quotes\n  → fix the file (the format: docs/scenario-testing.md) and run again\n")
        // With --json, the same message, then the error line scripts read.
        let badJSON = try await ProcessRunner.run("some-sandbox", ["--json", "--scenario", file.path])
        expectEqual(badJSON.status, 65)
        expectEmpty(badJSON.stdout)
        expectEqual(badJSON.stderr.split(separator: "\n").last?.hasPrefix(#"{"error":{"exit":65,"#), true, "\(badJSON.stderr)")
        let missing = try await ProcessRunner.run("some-sandbox", ["--scenario", "/nonexistent/mine.json"])
        expectEqual(missing.status, 66)
        expectContains(missing.stderr, "/nonexistent/mine.json: no such file")
    }

    @Test("on a pipe with no --width nothing is cut, as in the apps; --width 80 fits 80 columns")
    func wholeOnAPipe() async throws {
        let piped = try await ProcessRunner.run("some-sandbox", ["--scenario", "hostile", "--no-color"])
        expectEqual(piped.status, 0)
        expectNotContains(piped.stdout, "…")
        #expect(piped.stdout.split(separator: "\n").contains { $0.displayWidth > 80 })
        let fitted = try await ProcessRunner.run("some-sandbox", ["--scenario", "hostile", "--no-color", "--width", "80"])
        expectContains(fitted.stdout, "…")
        #expect(fitted.stdout.split(separator: "\n").allSatisfy { $0.displayWidth <= 80 })
    }

    @Test("rejects bad arguments with exit 64 and says what to type", arguments: [
        (["--scenario", "nope"], "✗ no scenario named \"nope\"\n  → name one of empty, error, hostile"),
        (["--width", "5"], "--width must be between 20 and 1000 columns; got 5"),
        (["--now", "yesterday"], "--now expects an ISO-8601 moment such as 2026-11-20T09:00:00Z"),
        (["--json", "--interactive"], "--json and --interactive cannot be combined"),
        (["--bogus"], "Unknown option '--bogus'"),
        (["--screen", "nope"], "--screen nope is not a screen here; use one of list, details:ID, other:ID"),
        (["populated"], "populated is not an option; to see one scenario, type --scenario populated"),
        (["--widths", "40"], "--widths goes with --gallery; for one width, type --width N"),
        (["--gallery", "--widths", "40,x"], "--widths takes whole numbers separated by commas, such as 40,80,120; got \"40,x\""),
        (["--gallery", "--widths", "10"], "--widths: each must be between 20 and 1000 columns; got 10"),
    ])
    func usage(_ arguments: [String], _ message: String) async throws {
        let result = try await ProcessRunner.run("some-sandbox", arguments)
        expectEqual(result.status, 64)
        expectContains(result.stderr, message, "stderr: \(result.stderr)")
        expectEmpty(result.stdout)
        // The apps' form: the message after ✗, one hint after →, and no usage block; with
        // --json, then the error line scripts read.
        var lines = result.stderr.split(separator: "\n")
        if arguments.contains("--json") {
            expectEqual(lines.last?.hasPrefix(#"{"error":{"exit":64,"#), true, "stderr: \(result.stderr)")
            lines.removeLast()
        }
        expectEqual(lines.count, 2, "stderr: \(result.stderr)")
        expectEqual(lines.first?.hasPrefix("✗ "), true)
        #expect(lines.last?.hasPrefix("  → ") == true && lines.last?.contains("`some-sandbox ") == true)
        #expect(!result.stderr.contains("Usage:") && !result.stderr.contains("Error:"))
    }
}
