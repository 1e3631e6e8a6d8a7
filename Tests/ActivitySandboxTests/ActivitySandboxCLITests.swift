import ActivityFeatureStubs
import Expectations
import Foundation
import ProcessHarness
import Testing
import UIComponent

/// The real `activity-sandbox` binary, as a person or a script runs it.
@Suite("activity-sandbox, the executable", .timeLimit(.minutes(2)))
struct ActivitySandboxCLITests {
    @Test("renders every scenario within 40 columns and exits as an app would", arguments: ActivityScenario.names())
    func everyScenario(_ scenario: String) async throws {
        let result = try await ProcessRunner.run("activity-sandbox", ["--scenario", scenario, "--width", "40", "--no-color"])
        let expected: Int32 = ["error", "offline"].contains(scenario) ? 69 : 0
        expectEqual(result.status, expected, "\(scenario): \(result.stderr)")
        expectEmpty(result.stderr)
        expectPrefix(result.stdout, "Activity")
        for line in result.stdout.components(separatedBy: "\n") {
            let columns = line.displayWidth
            #expect(columns <= 40, "\(scenario): \(columns) columns: \(line)")
        }
    }

    @Test("lists its own scenarios with their summaries")
    func listScenarios() async throws {
        let result = try await ProcessRunner.run("activity-sandbox", ["--list-scenarios"])
        expectEqual(result.status, 0)
        let names = result.stdout.split(separator: "\n").map { String($0.split(separator: " ")[0]) }
        expectEqual(names, ["empty", "error", "hostile", "many", "offline", "populated", "slow", "unicode"])
    }

    @Test("lets no byte below 0x20 but newline, and no ESC, out of the hostile scenario")
    func hostileBytes() async throws {
        let result = try await ProcessRunner.run("activity-sandbox", ["--scenario", "hostile", "--no-color", "--width", "80"])
        expectEqual(result.status, 0)
        let bad = Data(result.stdout.utf8).filter { $0 < 0x20 && $0 != 0x0A }
        expectEmpty(bad, "control bytes: \(Array(bad))")
        expectContains(result.stdout, "RED text with colour codes")
    }

    @Test("--screen some:ID starts on that some's activity")
    func someScreen() async throws {
        let result = try await ProcessRunner.run("activity-sandbox", ["--scenario", "populated", "--screen", "some:2", "--width", "80", "--no-color"])
        expectEqual(result.status, 0)
        expectEqual(result.stdout, "Activity of some 2 · 1 entry\n[status] Ben Ortiz on some 2: open → in progress · 3 h ago\n")
    }

    @Test("a scenario file from anywhere, and --now moves its relative dates")
    func fileAndNow() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("activity-cli-\(UUID().uuidString).json")
        try Data("""
        {"summary": "mine", "now": "2026-11-20T09:00:00Z", "entries": [
          {"id": "1", "some_id": "3", "kind": "comment", "text": "From a file", "author": "Me", "at": "2026-11-20T08:00:00Z"}
        ]}
        """.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let shown = try await ProcessRunner.run("activity-sandbox", ["--scenario", file.path, "--width", "60"])
        expectEqual(shown.status, 0, "\(shown.stderr)")
        expectEqual(shown.stdout, "Activity · 1 entry\n[comment] Me on some 3: From a file · 1 h ago\n")
        let later = try await ProcessRunner.run("activity-sandbox", ["--scenario", file.path, "--width", "60", "--now", "2026-11-23T08:00:00Z"])
        expectContains(later.stdout, "· 3 days ago")
    }

    @Test("the error scenario exits 69 with the error on the screen; with --json, nothing on stdout and the error line")
    func errorScenario() async throws {
        let shown = try await ProcessRunner.run("activity-sandbox", ["--scenario", "error", "--width", "80", "--no-color"])
        expectEqual(shown.status, 69)
        expectContains(shown.stdout, "✗ Could not load the activity: the backend answered 500 Internal Server Error")
        let json = try await ProcessRunner.run("activity-sandbox", ["--scenario", "error", "--json"])
        expectEqual(json.status, 69)
        expectEmpty(json.stdout)
        let last = try #require(json.stderr.split(separator: "\n").last)
        let line = try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: [String: Any]]
        #expect(line?["error"]?["exit"] as? Int == 69, "\(json.stderr)")
    }

    @Test("prints one JSON document with --json")
    func json() async throws {
        let result = try await ProcessRunner.run("activity-sandbox", ["--scenario", "unicode", "--json"])
        expectEqual(result.status, 0)
        expectEqual(result.stdout.filter { $0 == "\n" }.count, 1)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        expectEqual((object?["activity"] as? [Any])?.count, 9)
        #expect(object?["sandbox"] as? String == "activity-sandbox")
        #expect(object?["scenario"] as? String == "unicode")
    }

    @Test("--gallery prints every scenario at each width under a heading, every line within it")
    func gallery() async throws {
        let result = try await ProcessRunner.run("activity-sandbox", ["--gallery", "--widths", "40,80", "--no-color"])
        expectEqual(result.status, 0, "\(result.stderr)")
        let headings = result.stdout.split(separator: "\n").filter { $0.hasPrefix("── ") }
        expectEqual(headings.count, ActivityScenario.names().count * 2)
        expectEqual(headings.first, "── empty · 40 columns ──────────────────")
        var width = 0
        for line in result.stdout.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("── ") { width = Int(line.split(separator: " ")[3]) ?? 0 }
            #expect(width > 0 && line.displayWidth <= width, "\(width): \(line)")
        }
    }

    @Test("a scenario file that does not read exits 65 naming file:line:field; a missing one exits 66")
    func badFile() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("activity-cli-bad-\(UUID().uuidString).json")
        try Data("{\n  \"summary\": \"x\",\n  \"now\": \"2026-11-20T09:00:00Z\",\n  \"comment\": \"posted\"\n}\n".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let bad = try await ProcessRunner.run("activity-sandbox", ["--scenario", file.path])
        expectEqual(bad.status, 65)
        expectEmpty(bad.stdout)
        expectEqual(bad.stderr, "✗ \(file.path):4: comment: \"posted\" is not one of applied, queued, refused\n  → fix the file (the format: docs/scenario-testing.md) and run again\n")
        let missing = try await ProcessRunner.run("activity-sandbox", ["--scenario", "/nonexistent/mine.json"])
        expectEqual(missing.status, 66)
        expectContains(missing.stderr, "/nonexistent/mine.json: no such file")
    }

    @Test("rejects bad arguments with exit 64 and says what to type", arguments: [
        (["--scenario", "nope"], "✗ no scenario named \"nope\"\n  → name one of empty, error, hostile, many, offline, populated, slow, unicode"),
        (["--screen", "details:1"], "--screen details:1 is not a screen here; use one of list, some:ID"),
        (["--screen", "some"], "--screen some needs an id: some:ID, e.g. some:1"),
        (["--width", "5"], "--width must be between 20 and 1000 columns; got 5"),
        (["populated"], "populated is not an option; to see one scenario, type --scenario populated"),
    ])
    func usage(_ arguments: [String], _ message: String) async throws {
        let result = try await ProcessRunner.run("activity-sandbox", arguments)
        expectEqual(result.status, 64)
        expectContains(result.stderr, message, "stderr: \(result.stderr)")
        expectEmpty(result.stdout)
    }
}
