import Expectations
import Foundation
import ProcessHarness
import Testing
import UIComponent

/// The real `some-sandbox` binary in a real terminal: a tmux pane, driven with keys, read back
/// with `capture-pane`. Every wait polls the pane until it shows what is expected.
@Suite("some-sandbox, full screen in a terminal", .timeLimit(.minutes(2)), .removesTemporaryFolders)
struct SandboxFullScreenTests {
    private func start(_ scenario: String, _ extra: [String] = [], environment: [String: String] = [:]) async throws -> TmuxPane {
        try await TmuxPane.start(columns: 100, rows: 30, command: [ProcessRunner.path(of: "some-sandbox").path, "--scenario", scenario] + extra,
                     environment: ["LANG": "C.UTF-8", "TZ": "UTC"].merging(environment) { _, new in new })
    }

    /// The selected row's id: the first word after the `›` mark.
    private func selectedID(_ rows: [String]) -> String? {
        rows.first { $0.hasPrefix("›") }?.split(separator: " ").dropFirst().first.map(String.init)
    }

    @Test("the walk: a header and rows that fit, End to row 1,000, open, back to the same row, resize, ?, d, o, quit")
    func walk() async throws {
        let pane = try await start("many")
        var rows = try await pane.waitUntil("the first frame") { $0.first?.hasSuffix("1/1000") == true }
        expectEqual(rows.count, 30)
        expectPrefix(rows[0], "Somes ")
        expectEqual(rows[1], "  Somes · 1000 somes")
        #expect(rows[3].contains("ID") && rows[3].contains("TITLE") && rows[3].contains("ASSIGNEE"))
        expectEqual(rows.filter { $0.hasPrefix("  ") && $0.contains("[") }.count, 21)
        expectEqual(rows[27], "many · terminal width · colour on · clock 2026-11-20 09:00 · s w c t switch")
        expectEqual(selectedID(rows), "1")
        #expect(rows[29].hasPrefix("↑↓ move  ⏎ open  d done  o other") && rows[29].hasSuffix("? keys  q quit"))

        try await pane.press("Down", "Down", "Down", "Down", "Down", "Down", "Down", "Down", "Down", "Down",
                       "Down", "Down", "Down", "Down", "Down", "Down", "Down", "Down", "Down", "Down",
                       "Down", "Down", "Down", "Down", "Down")
        rows = try await pane.waitUntil("the 26th row, past the first page") { $0.first?.hasSuffix("26/1000") == true }
        expectEqual(rows[1], "  Somes · 1000 somes")
        expectPrefix(rows[26], "›")

        try await pane.press("End")
        rows = try await pane.waitUntil("row 1,000") { $0.first?.hasSuffix("1000/1000") == true }
        expectEqual(rows[1], "  Somes · 1000 somes")
        let last = try #require(selectedID(rows))
        let lastRow = try #require(rows.first { $0.hasPrefix("›") })

        try await pane.press("Enter")
        rows = try await pane.waitUntil("some \(last) opened") { $0.first?.hasPrefix("Somes › Some \(last)") == true }
        #expect(rows.contains { $0.hasPrefix("  Status") })

        try await pane.press("b")
        // A frame is captured whole only once its selected row is drawn too.
        rows = try await pane.waitUntil("back on the list") { $0.first?.hasSuffix("1000/1000") == true && $0.contains { $0.hasPrefix("›") } }
        expectEqual(rows.first { $0.hasPrefix("›") }, lastRow)

        try await pane.resize(columns: 60, rows: 30)
        rows = try await pane.waitUntil("a frame 60 columns wide") { $0.first?.hasSuffix("1000/1000") == true && $0.first?.displayWidth == 60 }
        #expect(rows.allSatisfy { $0.displayWidth <= 60 })
        expectEqual(rows[1], "  Somes · 1000 somes")
        expectEqual(selectedID(rows), last)

        try await pane.press("?")
        rows = try await pane.waitUntil("the key list") { $0.contains { $0.contains("Keys: Somes") } }
        #expect(rows.contains { $0.contains("open the linked other") })
        try await pane.press("Escape")
        try await pane.waitUntil("the key list closed") { !$0.contains { $0.contains("Keys:") } }

        try await pane.press("Home", "o")
        rows = try await pane.waitUntil("the linked other") { $0.first?.hasPrefix("Somes › Other 100") == true }
        #expect(rows.contains { $0.contains("Drawing 100") })
        try await pane.press("b", "d")
        rows = try await pane.waitUntil("the result of d") { $0[28].hasPrefix("✓") }
        expectEqual(rows[28], "✓ Marked “Check the north wall (1)” done.")
        try await pane.press("q")

        let exit = try await pane.waitForExit()
        expectEqual(exit.status, 0)
        try await expectEqual(pane.terminalNotGivenBack(settings: exit.settings), [])
    }

    @Test("an edit to the open scenario file shows without a key; a broken one says file:line in the status line and keeps the rows")
    func reloadsTheFile() async throws {
        let folder = TemporaryFolder.make("reload")
        let file = folder.appendingPathComponent("edit.json")
        let scenario = { (title: String) in
            "{\n  \"summary\": \"edited\",\n  \"now\": \"2026-11-20T09:00:00Z\",\n  \"somes\": [\n    {\"id\": \"1\", \"title\": \"\(title)\", \"status\": \"open\", \"updated_at\": \"2026-11-20T08:00:00Z\"}\n  ]\n}\n"
        }
        try Data(scenario("Before the edit").utf8).write(to: file)
        let pane = try await start(file.path)
        var rows = try await pane.waitUntil("the first frame") { $0.contains { $0.contains("Before the edit") } }
        expectPrefix(rows[27], "edit · terminal width · colour")

        try Data(scenario("After the edit").utf8).write(to: file)
        rows = try await pane.waitUntil("the edit on screen") { $0.contains { $0.contains("After the edit") } }
        expectEqual(rows[28], "✓ Reloaded \(file.path)")

        try Data("{\n  \"summary\": \"edited\",\n  \"now\": 2026\n}\n".utf8).write(to: file)
        rows = try await pane.waitUntil("the error in the status line") { $0[28].hasPrefix("✗") }
        expectPrefix(rows[28], "✗ \(file.path):3: now: expected a string")
        #expect(rows.contains { $0.contains("After the edit") })
        try await pane.press("q")
        try await expectEqual(pane.waitForExit().status, 0)
    }

    @Test("Ctrl-C, SIGTERM and SIGHUP all give the terminal back", arguments: [("C-c", Int32(0), Int32(0)), ("", SIGTERM, 128 + SIGTERM), ("", SIGHUP, 128 + SIGHUP)])
    func restores(_ key: String, _ signal: Int32, _ status: Int32) async throws {
        let pane = try await start("populated")
        try await pane.waitUntil("the first frame") { $0.first?.hasSuffix("1/6") == true }
        try await expectEqual(pane.value("#{alternate_on}"), "1")
        if key.isEmpty {
            await expectEqual(kill(try pane.programID(), signal), 0)
        } else {
            try await pane.press(key)
        }
        let exit = try await pane.waitForExit()
        expectEqual(exit.status, status)
        try await expectEqual(pane.terminalNotGivenBack(settings: exit.settings), [])
    }

    @Test("--plain and TERM=dumb keep the line mode on a terminal", arguments: [(["--plain"], [String: String]()), ([], ["TERM": "dumb"])])
    func lineMode(_ extra: [String], _ environment: [String: String]) async throws {
        let pane = try await start("populated", extra + ["--no-color"], environment: environment)
        let rows = try await pane.waitUntil("the line-mode prompt") { $0.contains { $0.hasPrefix("> ") || $0 == ">" } }
        #expect(rows.contains { $0.contains("ID open · d ID mark done") })
        try await expectEqual(pane.value("#{alternate_on}"), "0")
        try await pane.press("q", "Enter")
        try await expectEqual(pane.waitForExit().status, 0)
    }
}
