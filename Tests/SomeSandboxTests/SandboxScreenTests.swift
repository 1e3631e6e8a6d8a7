import AppShell
import Core
import Expectations
import Foundation
import SandboxKit
import ScenarioFiles
import SomeSandbox
import Testing

/// `--screen list|details:ID|other:ID`, once and in the line mode, and what a scenario file's
/// mistakes say.
@Suite("some-sandbox --screen and scenario files", .timeLimit(.minutes(2)))
@MainActor
struct SandboxScreenTests {
    private func run(_ scenario: String = "populated", screen: String?, lines: [String]? = nil) async throws -> (String, AppExitCode) {
        let io = BufferedIO(lines: lines ?? [])
        let options = SandboxOptions(scenario: scenario, screen: screen, render: RenderOptions(width: 80, color: false),
                                     interactive: lines == nil ? nil : .lines)
        let status = try await Sandbox.run(options, io: io)
        return (io.output, status)
    }

    @Test("one-shot: the details of a some, the other by its id, a some that is not there")
    func oneShot() async throws {
        try await expectPrefix(run(screen: "details:1").0, "Some 1\nConfirm the tile order with the supplier")
        try await expectPrefix(run(screen: "other:7").0, "Other 7\nGround floor plan, rev. C")
        let (missing, status) = try await run(screen: "details:99")
        expectEqual(status, .notFound)
        expectContains(missing, "Could not load some 99")
    }

    @Test("interactive: starts on the details with the list under it; b goes back to the list")
    func interactive() async throws {
        let (output, status) = try await run(screen: "details:2", lines: ["b", "q"])
        expectEqual(status, .ok)
        let first = try #require(output.range(of: "Somes › Some 2"))
        let list = try #require(output.range(of: "Somes · 6 somes", range: first.upperBound..<output.endIndex))
        #expect(list.lowerBound > first.upperBound)
    }

    @Test("a screen the sandbox does not have says which ones it has", arguments: [
        ("home", "--screen home is not a screen here; use one of list, details:ID, other:ID"),
        ("details", "--screen details needs an id: details:ID, e.g. details:1"),
        ("list:3", "--screen list takes no id; use --screen list"),
    ])
    func unknown(_ screen: String, _ message: String) async {
        do {
            _ = try await run(screen: screen)
            Issue.record("--screen \(screen) was accepted")
        } catch {
            expectEqual((error as? ScenarioError)?.message, message)
        }
    }

    @Test("a scenario file's mistake names the file, the line and the field", arguments: [
        ("{\n  \"summary\": \"x\",\n  \"now\": \"2026-11-20T09:00:00Z\",\n  \"somes\": [\n    {\"id\": \"1\", \"title\": \"t\", \"status\": \"opn\", \"updated_at\": \"2026-11-20T08:00:00Z\"}\n  ]\n}",
         ":5: somes[0].status: \"opn\" is not one of open, in_progress, done"),
        ("{\n  \"summary\": \"x\",\n  \"now\": \"yesterday\"\n}", ":3: now: \"yesterday\" is not an ISO-8601 moment such as 2026-11-20T09:00:00Z"),
        ("{\n  \"summary\": \"x\",\n  \"now\": \"2026-11-20T09:00:00Z\",\n  \"complete\": \"maybe\"\n}", ":4: complete: \"maybe\" is not one of applied, queued, fails"),
        ("{\n  \"summary\": \"x\",\n  \"now\": \"2026-11-20T09:00:00Z\",\n  \"somess\": []\n}", ":4: somess: unknown key; a scenario has summary, now, somes"),
        ("{\n  \"summary\": \"x\",\n  \"now\": \"2026-11-20T09:00:00Z\",\n  \"list_error\": {\"kind\": \"down\", \"message\": \"m\"}\n}",
         ":4: list_error.kind: \"down\" is not one of unavailable, badResponse"),
        ("{\n  \"summary\": \"x\"\n  \"now\": \"2026-11-20T09:00:00Z\"\n}", ":2:17: not valid JSON: expected , or } after the value of \"summary\""),
    ])
    func fileErrors(_ text: String, _ message: String) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        do {
            _ = try SomeSandboxDefinition.load(file.path)
            Issue.record("the file was accepted")
        } catch {
            expectPrefix(error.message, file.path + message, "\(error.message)")
        }
    }
}
