import AppShell
import Core
import Expectations
import Foundation
import SandboxKit
import ScenarioFiles
import SomeFeatureStubs
import SomeSandbox
import Testing
import UIComponent

/// The sandbox's full-screen UI on a terminal in memory: the file is watched on the ticks the
/// test sends, so no test waits for real time.
@Suite("some-sandbox, live: reload on change, keys that switch", .timeLimit(.minutes(2)))
@MainActor
struct SandboxLiveTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sandbox-live-\(UUID().uuidString)")

    private func scenario(title: String, extra: String = "") -> String {
        """
        {
          "summary": "Edited while the sandbox runs",
          "now": "2026-11-20T09:00:00Z",
          "somes": [
            {"id": "1", "title": "\(title)", "status": "open", "assignee": null,
             "due_date": "2026-11-23", "other_id": null, "updated_at": "2026-11-20T08:00:00Z"}\(extra)
          ]
        }
        """
    }

    private func write(_ text: String, to file: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    private func start(_ nameOrPath: String, screen: String = "list", columns: Int = 100, rows: Int = 16)
        throws -> (VirtualTerminal, Task<FullScreenSession.Ending, Never>) {
        let (scenario, name) = try SomeSandboxDefinition.load(nameOrPath)
        let host = SandboxHost<SomeSandboxDefinition>(scenario: nameOrPath, loaded: scenario, name: name, width: nil, color: false,
                                                      now: nil, delayClock: ImmediateClock())
        let address = try SandboxRunner<SomeSandboxDefinition>.screen(screen)
        let stack = SomeSandboxDefinition.screens(SomeSandboxDefinition.path(to: address), scenario: scenario,
                                                  clock: FixedClock(now: scenario.now), delayClock: ImmediateClock())
        let terminal = VirtualTerminal(size: TerminalSize(columns: columns, rows: rows))
        let session = FullScreenSession(stack: stack, color: false, terminal: terminal, host: host)
        return (terminal, Task { await session.run() })
    }

    @Test("an edit shows on the next tick; a broken edit says file:line:field in the status line and keeps the screen")
    func reload() async throws {
        let file = folder.appendingPathComponent("mine.json")
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(scenario(title: "First title"), to: file)
        let (terminal, run) = try start(file.path, columns: 200)
        var lines = await terminal.screen { $0.contains { $0.contains("First title") } }
        expectEqual(lines[13], "mine · terminal width · colour off · clock 2026-11-20 09:00 · s w c t switch")

        terminal.send(.tick)
        try write(scenario(title: "Second, longer title"), to: file)
        terminal.send(.tick)
        lines = await terminal.screen { $0.contains { $0.contains("Second, longer title") } && $0[14].hasPrefix("✓") }
        expectEqual(lines[14], "✓ Reloaded \(file.path)")

        try write(scenario(title: "Broken", extra: ",\n    {\"id\": \"2\", \"status\": \"opn\"}"), to: file)
        terminal.send(.tick)
        lines = await terminal.screen { $0[14].hasPrefix("✗") }
        expectPrefix(lines[14], "✗ \(file.path):7: somes[1].title: missing; it is required")
        #expect(lines.contains { $0.contains("Second, longer title") })

        try write(scenario(title: "Third", extra: ",\n    {\"id\": \"2\", \"title\": \"Two\", \"status\": \"opn\", \"updated_at\": \"2026-11-20T08:00:00Z\"}"), to: file)
        terminal.send(.tick)
        lines = await terminal.screen { $0[14].contains(":7: somes[1].status") }
        expectPrefix(lines[14], "✗ \(file.path):7: somes[1].status: \"opn\" is not one of open, in_progress, done")

        try write(scenario(title: "Fixed at last"), to: file)
        terminal.send(.tick)
        lines = await terminal.screen { $0.contains { $0.contains("Fixed at last") } }
        #expect(!lines.contains { $0.contains("Second, longer title") })

        try FileManager.default.removeItem(at: file)
        terminal.send(.tick)
        lines = await terminal.screen { $0[14].hasPrefix("✗") }
        expectPrefix(lines[14], "✗ \(file.path) is gone; still showing the last good version")
        #expect(lines.contains { $0.contains("Fixed at last") })
        terminal.press(.character("q"))
        await expectEqual(run.value, .quit)
    }

    @Test("w, c, t and s switch width, colour, clock and scenario; the footer shows what is set")
    func keys() async throws {
        // Tall enough for the whole key list; the footer is the third line from the bottom.
        let (terminal, run) = try start("populated", rows: 34)
        let footer = 31, status = 32
        var lines = await terminal.screen { $0[0].hasSuffix("1/6") }
        expectEqual(lines[footer], "populated · terminal width · colour off · clock 2026-11-20 09:00 · s w c t switch")
        #expect(lines.contains { $0.contains("Confirm the tile order with the supplier") && $0.contains("due in 3 days") })

        terminal.press(.character("w"))
        lines = await terminal.screen { $0[footer].contains("40 columns") }
        expectEqual(lines[status], "i Width: 40 columns")
        #expect(lines[1...30].allSatisfy { $0.displayWidth <= 42 })
        expectEqual(lines[1], "  Somes · 6 somes · 2 new since last visit")

        terminal.press(.character("c"))
        lines = await terminal.screen { $0[footer].contains("colour on") }
        #expect(terminal.output.contains("\u{1B}[7m"))

        terminal.press(.character("t"))
        lines = await terminal.screen { $0[footer].contains("clock 2026-11-21 09:00 (+1 day)") }
        lines = await terminal.screen { $0.contains { $0.contains("Confirm the") && $0.contains("in 2d") } }
        #expect(lines.contains { $0.contains("Confirm the") && $0.contains("in 2d") }, "\(lines)")

        terminal.press(.character("s"))
        lines = await terminal.screen { $0[footer].hasPrefix("rejected ·") && $0[status].hasPrefix("i ") }
        expectPrefix(lines[status], "i Scenario: rejected — ")

        terminal.press(.character("?"))
        lines = await terminal.screen { $0.contains { $0.contains("next scenario") } }
        #expect(lines.contains { $0.contains("next width: terminal, 40, 80, 120") })
        terminal.press(.character("q"), .character("q"))
        await expectEqual(run.value, .quit)
    }

    @Test("a reload keeps the screen one is on: the details of the same some")
    func reloadKeepsTheScreen() async throws {
        let file = folder.appendingPathComponent("details.json")
        defer { try? FileManager.default.removeItem(at: folder) }
        try write(scenario(title: "Before"), to: file)
        let (terminal, run) = try start(file.path, screen: "details:1")
        _ = await terminal.screen { $0[0].hasPrefix("Somes › Some 1") && $0.contains { $0.contains("Before") } }
        try write(scenario(title: "After the edit"), to: file)
        terminal.send(.tick)
        let lines = await terminal.screen { $0.contains { $0.contains("After the edit") } }
        expectPrefix(lines[0], "Somes › Some 1")
        terminal.press(.character("b"))
        _ = await terminal.screen { $0[0].hasSuffix("1/1") }
        terminal.press(.character("q"))
        _ = await run.value
    }
}
