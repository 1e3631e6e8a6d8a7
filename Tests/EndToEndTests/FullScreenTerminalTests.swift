import Expectations
import Foundation
import ProcessHarness
import Testing
import UIComponent

/// The real apps in a real terminal (a tmux pane) against a real stub-server: the full-screen
/// UI as a person uses it. Every wait polls the pane until it shows what is expected.
@Suite("The apps full screen in a terminal", .timeLimit(.minutes(2)), .removesTemporaryFolders)
struct FullScreenTerminalTests {
    /// `app` on `server` in a pane 100 columns wide, its data in `dataDir`, with `extra` options.
    private func startApp(_ app: AppUnderTest, server: StubServerProcess, dataDir: String, rows: Int, extra: [String] = []) async throws -> TmuxPane {
        try await TmuxPane.start(
            columns: 100, rows: rows,
            command: [ProcessRunner.path(of: app.product).path, app.contextFlag, app.context, "--base-url", server.baseURL, "--data-dir", dataDir] + extra,
            environment: app.environment(extra: ["LANG": "C.UTF-8", "TZ": "UTC"])
        )
    }

    @Test("with a list kept from the last run, the first frame shows it while the backend holds the request; the live list replaces it and the selection stays on its some")
    func keptFirst() async throws {
        let app = AppUnderTest.order
        let server = try await StubServerProcess.start()
        defer { server.stop() }
        let data = TemporaryDirectory()
        // A run keeps the list; a write after it moves some 1 (done sorts last) in the live list only.
        try await expectEqual(app.run(["list"], server: server.baseURL, dataDir: data.url).status, 0)
        try await expectEqual(app.run(["done", "1"], server: server.baseURL, dataDir: data.url).status, 0)
        _ = try await server.admin("POST", "/_stub/hold")
        // The test releases the held request when it has seen what it waits for; on a busy machine
        // that can take longer than the app's 15 s for a request, which is not what is tested here.
        let pane = try await startApp(app, server: server, dataDir: data.url.path, rows: 12, extra: ["--timeout", "600"])
        var rows = try await pane.waitUntil("the kept list") { $0.first?.hasSuffix("1/12") == true && $0.contains { $0.contains("Refreshing… showing the list fetched") } }
        expectEqual(rows[1], "  Somes · 12 somes")
        expectContains(rows[10], "Refreshing Somes…", "\(rows)")
        // The live list is still on its way: the backend holds its request.
        _ = try await server.admin("GET", "/_stub/held?count=1&timeout_ms=30000")
        #expect(rows.contains { $0.hasPrefix("›") && $0.contains("発注書の確認") })
        try await pane.press("Down")
        rows = try await pane.waitUntil("the second row selected") { $0.first?.hasSuffix("2/12") == true }
        let selected = try #require(rows.first { $0.hasPrefix("›") })
        let title = try #require(selected.split(separator: " ", omittingEmptySubsequences: true).dropFirst(2).first.map(String.init))
        _ = try await server.admin("POST", "/_stub/release")
        rows = try await pane.waitUntil("the live list") { !$0.contains { $0.contains("Refreshing") } && $0.first?.hasSuffix("1/12") == true }
        // Some 1 went last; the selection followed its some to the first row.
        let now = try #require(rows.first { $0.hasPrefix("›") })
        expectContains(now, title, "selected \(title) before, now: \(now)")
        expectNotContains(now, "発注書の確認")
        try await pane.press("q")
        try await expectEqual(pane.waitForExit().status, 0)
    }

    @Test("with a list kept from the last run and the backend gone, the kept list stays on screen, saying the refresh failed, why, and what to check",
          arguments: AppUnderTest.all)
    func keptThenOffline(_ app: AppUnderTest) async throws {
        let server = try await StubServerProcess.start()
        defer { server.stop() }
        let data = TemporaryDirectory()
        try await expectEqual(app.run(["list"], server: server.baseURL, dataDir: data.url).status, 0)
        let gone = try server.stopHoldingPort()
        defer { gone.release() }
        let pane = try await startApp(app, server: server, dataDir: data.url.path, rows: 14)
        var rows = try await pane.waitUntil("the kept list, the refresh failed") {
            $0.first?.hasSuffix("1/12") == true && $0.contains { $0.contains("Offline: showing the list cached just now") }
        }
        expectEqual(rows[1], "  \(app.listHeading)")
        #expect(rows.contains { $0.contains("connection refused") }, "\(rows)")
        #expect(!rows.contains { $0.contains("Refreshing") }, "the refresh has ended: \(rows)")
        #expect(rows.contains { $0.hasPrefix("›") && $0.contains(app.firstTitle) }, "the kept rows: \(rows)")
        // The kept list is still a list to use: the selection moves.
        try await pane.press("Down")
        rows = try await pane.waitUntil("the second row selected") { $0.first?.hasSuffix("2/12") == true }
        try await pane.press("q")
        try await expectEqual(pane.waitForExit().status, 0)
    }

    @Test("the walk: scroll past the bottom, open, d, o to the app's own other, back to the same row, resize, ?, quit",
          arguments: AppUnderTest.all)
    func walk(_ app: AppUnderTest) async throws {
        let server = try await StubServerProcess.start()
        defer { server.stop() }
        let data = TemporaryDirectory()
        // 12 rows high: 5 rows of the list show, so the 12 somes scroll.
        let pane = try await startApp(app, server: server, dataDir: data.url.path, rows: 12)
        var rows = try await pane.waitUntil("the first frame") { $0.first?.hasSuffix("1/12") == true }
        expectEqual(rows[1], "  \(app.listHeading)")
        // The table's header under the heading (site-app's data has a status it does not know,
        // so its legend takes a row first), the first row selected under the rule.
        let header = try #require(rows.firstIndex { $0.contains("ID") && $0.contains("TITLE") }, "\(rows)")
        expectEqual(header, app.unknownStatusIDs.isEmpty ? 3 : 4, "\(rows)")
        #expect(rows[header + 2].hasPrefix("›") && rows[header + 2].contains(app.firstTitle), "\(rows)")
        #expect(rows[11].hasSuffix("? keys  q quit"))

        try await pane.press("Down", "Down", "Down", "Down", "Down", "Down", "Down")
        rows = try await pane.waitUntil("the eighth some, past the bottom") { $0.first?.hasSuffix("8/12") == true }
        expectEqual(rows[1], "  \(app.listHeading)")
        expectPrefix(rows[9], "›")

        try await pane.press("Home", "Enter")
        rows = try await pane.waitUntil("some 1 opened") { $0.first?.hasPrefix(app.firstCrumb) == true && $0.contains { $0.contains("Status") } }
        #expect(rows.contains { $0.contains(app.firstTitle) })

        try await pane.press("d")
        rows = try await pane.waitUntil("the result of d") { $0[10].hasPrefix("✓") }
        expectEqual(rows[10], "✓ Marked “\(app.firstTitle)” done.")

        try await pane.press("o")
        rows = try await pane.waitUntil("the linked item's screen") {
            $0.first?.hasPrefix("\(app.firstCrumb) › \(app.otherCrumb)") == true && $0.contains { $0.contains(app.otherDrawn) }
        }
        for line in app.otherLines {
            #expect(rows.contains { $0.contains(line) }, "\(line): \(rows)")
        }

        // The list under the details shows the write made there, and the selection stays on the
        // same some though done somes sort last.
        try await pane.press("b", "Escape")
        rows = try await pane.waitUntil("back on the list, on the same some") {
            $0.first?.hasPrefix(app.manyTitle + " ") == true && $0.first?.hasSuffix(" 11/12") == true && $0.contains { $0.hasPrefix("›") && $0.contains(app.firstTitle) }
        }
        expectEqual(rows.first { $0.hasPrefix("›") }?.contains("[done]"), true)
        try await pane.press("Home")
        rows = try await pane.waitUntil("the first row again") { $0.first?.hasSuffix(" 1/12") == true }

        try await pane.resize(columns: 60, rows: 12)
        rows = try await pane.waitUntil("a frame 60 columns wide") { $0.first?.hasSuffix("1/12") == true && $0.first?.displayWidth == 60 }
        #expect(rows.allSatisfy { $0.displayWidth <= 60 })

        try await pane.press("?")
        try await pane.waitUntil("the key list") { $0.contains { $0.contains("Keys: \(app.manyTitle)") } }
        try await pane.press("q")
        try await pane.waitUntil("the key list closed") { !$0.contains { $0.contains("Keys:") } }
        try await pane.press("q")

        let exit = try await pane.waitForExit()
        expectEqual(exit.status, 0)
        try await expectEqual(pane.terminalNotGivenBack(settings: exit.settings), [])
        await #expect(!(try pane.capture().joined().contains(app.token)))
    }

    /// How a write on the details screen can end, as the backend answers it.
    struct WriteEnding: Sendable, CustomTestStringConvertible {
        let fault: String
        let mark: String
        /// The status the details show, and the list's row after it.
        let rowStatus: String
        let listStatus: String
        var testDescription: String { "\(fault) → \(listStatus)" }
    }

    @Test("d on the details: queued offline, the list under it says queued; refused, the list is unchanged and the message says why",
          arguments: AppUnderTest.all, [WriteEnding(fault: "status%3D503", mark: "!", rowStatus: "[done]", listStatus: "[queued]"),
                                        WriteEnding(fault: "status%3D409", mark: "✗", rowStatus: "[open]", listStatus: "[open]")])
    func writeFromDetails(_ app: AppUnderTest, _ ending: WriteEnding) async throws {
        let server = try await StubServerProcess.start()
        defer { server.stop() }
        let data = TemporaryDirectory()
        let pane = try await startApp(app, server: server, dataDir: data.url.path, rows: 12)
        try await pane.waitUntil("the first frame") { $0.first?.hasSuffix(" 1/12") == true }
        try await pane.press("Enter")
        try await pane.waitUntil("some 1 opened") { $0.first?.hasPrefix(app.firstCrumb) == true && $0.contains { $0.contains("Status") } }
        try await server.admin("POST", "/_stub/faults?spec=\(ending.fault)")
        try await pane.press("d")
        var rows = try await pane.waitUntil("the result of d") { $0[10].hasPrefix(ending.mark) }
        expectContains(rows[10], app.firstTitle, "\(rows[10])")
        #expect(rows.contains { $0.contains("Status") && $0.contains(ending.rowStatus) }, "the details say it too")

        try await pane.press("b")
        rows = try await pane.waitUntil("back on the list, on some 1") { $0.contains { $0.hasPrefix("›") && $0.contains(app.firstTitle) } }
        expectEqual(rows.first { $0.hasPrefix("›") }?.contains(ending.listStatus), true, "\(rows)")
        #expect(!rows.contains { $0.contains(app.firstTitle) && !$0.contains(ending.listStatus) }, "one row for some 1")
        try await pane.press("q")
        try await expectEqual(pane.waitForExit().status, 0)
    }

    @Test("d on the list while the backend fails: the row says queued and how to send it; the backend back, r sends it and the row says done",
          arguments: AppUnderTest.all)
    func queuedThenRefreshed(_ app: AppUnderTest) async throws {
        let server = try await StubServerProcess.start()
        defer { server.stop() }
        let data = TemporaryDirectory()
        let pane = try await startApp(app, server: server, dataDir: data.url.path, rows: 24)
        try await pane.waitUntil("the first frame") { $0.first?.hasSuffix(" 1/12") == true }
        try await server.admin("POST", "/_stub/faults?spec=status%3D503")
        try await pane.press("d")
        var rows = try await pane.waitUntil("some 1 queued") { $0.contains { $0.contains(app.firstTitle) && $0.contains("[queued]") } }
        #expect(rows.contains { $0.contains("[queued] marks one done while the backend was away, not sent yet") }, "\(rows.joined(separator: "\n"))")
        #expect(rows.contains { $0.contains("type `r` to send it") }, "\(rows.joined(separator: "\n"))")
        try expectEqual(server.stats()["writes_applied"], 0)

        // Still failing: r keeps it queued.
        try await pane.press("r")
        rows = try await pane.waitUntil("the refresh that failed") { $0.contains { $0.contains("Offline") } }
        expectEqual(rows.first { $0.contains(app.firstTitle) }?.contains("[queued]"), true, "\(rows.joined(separator: "\n"))")

        try await server.admin("POST", "/_stub/faults?spec=")
        try await pane.press("r")
        rows = try await pane.waitUntil("sent, and the live list") { rows in
            !rows.contains { $0.contains("Offline") } && rows.contains { $0.contains(app.firstTitle) && $0.contains("[done]") }
        }
        #expect(!rows.contains { $0.contains("queued") }, "\(rows.joined(separator: "\n"))")
        try expectEqual(server.stats()["writes_applied"], 1)
        try await pane.press("q")
        try await expectEqual(pane.waitForExit().status, 0)
    }

    @Test("Ctrl-Z under a shell with job control gives the terminal back and stops the app; fg brings the list back, redrawn, and its keys work")
    func suspendAndResume() async throws {
        let app = AppUnderTest.order
        let server = try await StubServerProcess.start()
        defer { server.stop() }
        let data = TemporaryDirectory()
        // An interactive shell, as a person has: the app is a job it can stop and continue.
        let pane = try await TmuxPane.start(columns: 100, rows: 24, command: ["bash", "--norc", "--noprofile", "-i"],
                                            environment: app.environment(extra: ["LANG": "C.UTF-8", "TZ": "UTC", "PS1": "$ "]))
        let line = ([ProcessRunner.path(of: app.product).path, app.contextFlag, app.context, "--base-url", server.baseURL,
                     "--data-dir", data.url.path]).joined(separator: " ")
        try await pane.waitUntil("the shell's prompt") { $0.contains { $0.hasPrefix("$") } }
        try await pane.press(line, "Enter")
        try await pane.waitUntil("the first frame") { $0.first?.hasSuffix(" 1/12") == true }
        try await pane.press("C-z")
        var rows = try await pane.waitUntil("the job stopped, the shell's screen back") { $0.contains { $0.contains("Stopped") } }
        try await expectEqual(pane.value("#{alternate_on}"), "0")
        #expect(!rows.contains { $0.hasSuffix(" 1/12") }, "\(rows.joined(separator: "\n"))")
        try await pane.press("fg", "Enter")
        rows = try await pane.waitUntil("the list again") { $0.first?.hasSuffix(" 1/12") == true && $0.contains { $0.contains("発注書の確認") } }
        try await expectEqual(pane.value("#{alternate_on}"), "1")
        try await pane.press("Down")
        rows = try await pane.waitUntil("keys act on the list") { $0.first?.hasSuffix(" 2/12") == true }
        try await pane.press("q")
        rows = try await pane.waitUntil("the shell after the app") { !$0.contains { $0.hasSuffix(" 2/12") } && $0.last(where: { !$0.isEmpty })?.hasPrefix("$") == true }
        try await pane.press("echo \"status $?\"", "Enter")
        rows = try await pane.waitUntil("its exit status") { $0.contains("status 0") }
    }

    @Test("a data folder that cannot be used: the list shows live, the status line says what was not kept, and stderr says it once after")
    func storageWarning() async throws {
        let app = AppUnderTest.order
        let server = try await StubServerProcess.start()
        defer { server.stop() }
        let home = TemporaryDirectory()
        let file = home.url.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: file)
        let pane = try await startApp(app, server: server, dataDir: file.path, rows: 12)
        let rows = try await pane.waitUntil("the list with the warning") {
            $0.first?.hasSuffix(" 1/12") == true && $0[10].contains("not-a-folder")
        }
        expectPrefix(rows[10], "! could not ", "\(rows[10])")
        #expect(rows.contains { $0.contains("発注書の確認") }, "the live list")
        try await pane.press("q")
        let exit = try await pane.waitForExit()
        expectEqual(exit.status, 0)
        let after = try await pane.capture()
        expectEqual(after.filter { $0.hasPrefix("! could not ") }.count, 1, "\(after)")
        expectContains(after.joined(), "is a file, not a folder")
    }

    @Test("a some's activity opens with a from its details in order-app, which hosts ActivityFeature; the apps that do not host it do not offer it",
          arguments: AppUnderTest.all)
    func activityKey(_ app: AppUnderTest) async throws {
        let server = try await StubServerProcess.start()
        defer { server.stop() }
        let data = TemporaryDirectory()
        let pane = try await startApp(app, server: server, dataDir: data.url.path, rows: 14)
        try await pane.waitUntil("the first frame") { $0.first?.hasSuffix("1/12") == true }
        try await pane.press("Enter")
        var rows = try await pane.waitUntil("some 1 opened") { $0.first?.hasPrefix(app.firstCrumb) == true && $0.contains { $0.contains("Status") } }
        let footer = rows[13]
        try await pane.press("a")
        if app.hostsActivity {
            expectContains(footer, "a activity", "\(footer)")
            rows = try await pane.waitUntil("the some's activity") { $0.first?.hasPrefix("Somes › Some 1 › Activity of some 1") == true }
            #expect(rows.contains { $0.contains("[assigned?]") && $0.contains("鈴木 一郎") }, "\(rows)")
            #expect(!rows.contains { $0.contains("on some 2") }, "only some 1's entries")
            try await pane.press("b")
            try await pane.waitUntil("back on the details") { $0.first?.hasPrefix(app.firstCrumb) == true && $0.contains { $0.contains("Status") } }
        } else {
            expectNotContains(footer, "activity", "\(footer)")
            rows = try await pane.waitUntil("a says it does nothing") { $0.contains { $0.contains("“a” does nothing here") } }
            expectEqual(rows.first?.hasPrefix(app.firstCrumb), true)
        }
        try await pane.press("q")
        let exit = try await pane.waitForExit()
        expectEqual(exit.status, 0)
    }
}
