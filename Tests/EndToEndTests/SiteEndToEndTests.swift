import Expectations
import Foundation
import ProcessHarness
import SiteContract
import Testing
import UIComponent

/// site-app's real binary against a real stub-server over libcurl: OAuth client credentials
/// (the token kept between runs and renewed when it expires, between commands and during the
/// full screen), gzip-compressed JSON:API, and writes made against the version the person saw.
///
/// One test at a time: each runs a stub-server and several app processes (some in a tmux pane,
/// whose every look is a process too); the end-to-end suites side by side would start more
/// processes than two cores run in time for each other's waits (docs/testing.md).
@Suite("site-app, end to end", .serialized, .timeLimit(.minutes(2)), .removesTemporaryFolders)
struct SiteEndToEndTests {
    static let environment = [
        "SITE_APP_CLIENT_ID": SiteDemo.clientID, "SITE_APP_CLIENT_SECRET": SiteDemo.clientSecret,
        "SITE_APP_NOW": StubServerProcess.now, "XDG_CONFIG_HOME": "/nonexistent",
    ]

    private func run(_ arguments: [String], server: StubServerProcess, data: TemporaryDirectory,
                     extra: [String: String] = [:]) async throws -> ProcessRunner.Result {
        try await ProcessRunner.run("site-app", ["--site", SiteDemo.site, "--base-url", server.baseURL, "--data-dir", data.url.path,
                                                 "--timeout", "5"] + arguments,
                                    environment: Self.environment.merging(extra) { _, new in new })
    }

    private func flat(_ text: String) -> String {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    @Test("list reads every page through links.next, gzip and all; --verbose names each request and never a secret or token")
    func list() async throws {
        let server = try await StubServerProcess.start()
        defer { server.stop() }
        let data = TemporaryDirectory()
        let result = try await run(["--verbose", "--json", "list"], server: server, data: data)
        expectEqual(result.status, 0, "\(result.all)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let somes = try #require(root["somes"] as? [[String: Any]])
        expectEqual(Set(somes.compactMap { $0["id"] as? String }), Set((1...12).map(\.description)))
        #expect(somes.allSatisfy { Set($0.keys).isSubset(of: ["id", "title", "status", "status_recognised", "assignee", "due_date", "other_id", "updated_at"]) })
        let lines = result.stderr.split(separator: "\n")
        expectEqual(lines.first?.hasPrefix("http: POST /oauth/token -> 200"), true, "\(result.stderr)")
        expectEqual(lines.filter { $0.hasPrefix("http: GET /api/sites/S-1/tasks") }.count, 3, "\(result.stderr)")
        #expect(!result.all.contains(SiteDemo.clientSecret) && !result.all.contains("site-at-"))
        let screen = try await run(["list"], server: server, data: data)
        expectPrefix(screen.stdout, "Tasks · 12 tasks", "\(screen.all)")
    }

    @Test("a token that expired between commands is renewed once; a refused client is 77 naming the settings, a token kept for another secret notwithstanding")
    func credentials() async throws {
        let server = try await StubServerProcess.start()
        defer { server.stop() }
        let data = TemporaryDirectory()
        try await expectEqual(run(["list"], server: server, data: data).status, 0)
        _ = try await server.admin("POST", "/_stub/site/expire-tokens")
        let again = try await run(["--verbose", "show", "1"], server: server, data: data)
        expectEqual(again.status, 0, "\(again.all)")
        // Each request line up to its status (the typed names keep this quick to type-check).
        let requests: [String] = again.stderr.split(separator: "\n").prefix(3).map { (line: Substring) -> String in
            line.split(separator: " ").prefix(5).joined(separator: " ")
        }
        let expected: [String] = [
            "http: GET /api/sites/S-1/tasks/1 -> 401", "http: POST /oauth/token -> 200", "http: GET /api/sites/S-1/tasks/1 -> 200",
        ]
        expectEqual(requests, expected, "\(again.stderr)")
        // The token kept in `data` was obtained with the right secret: it is not used with another.
        let refused = try await run(["list"], server: server, data: data, extra: ["SITE_APP_CLIENT_SECRET": "wrong-secret-9"])
        expectEqual(refused.status, 77)
        expectContains(flat(refused.stderr), "refused the client credentials (invalid_client", "\(refused.stderr)")
        expectContains(flat(refused.stderr), "SITE_APP_CLIENT_ID and SITE_APP_CLIENT_SECRET")
        expectNotContains(refused.all, "wrong-secret-9")
    }

    /// A server behind a compressing proxy sends every ETag weak: the same behaviour, the tag echoed as it came.
    static let weakETags = [false, true]

    @Test("a change made by someone else after show makes done refuse (1), nothing queued; after another show it goes through once",
          arguments: weakETags)
    func changedSinceShow(weak: Bool) async throws {
        let server = try await StubServerProcess.start(arguments: weak ? ["--site-weak-etags"] : [])
        defer { server.stop() }
        let data = TemporaryDirectory()
        try await expectEqual(run(["show", "2"], server: server, data: data).status, 0)
        _ = try await server.admin("POST", "/_stub/site/touch?site=S-1&task=2")
        let refused = try await run(["--json", "done", "2"], server: server, data: data)
        expectEqual(refused.status, 1, "\(refused.all)")
        expectEmpty(refused.stdout)
        let w = weak ? "W/" : ""
        expectContains(flat(refused.stderr), "task 2 was changed by someone else since you looked (you saw version \(w)\"t2-v1\", it is now version \(w)\"t2-v2\")",
                "\(refused.stderr)")
        let prefix = "site-app --site S-1 --base-url \(server.baseURL) --data-dir \(data.url.path) --timeout 5"
        expectContains(flat(refused.stderr), "run `\(prefix) show 2` to see the change, then `\(prefix) done 2`")
        let sync = try await run(["--json", "sync"], server: server, data: data)
        expectEqual(sync.status, 0, "\(sync.all)")
        expectNotContains(sync.stdout, "\"target\"", "\(sync.stdout)")
        try expectEqual(server.stats()["writes_applied"], 0)
        try await expectEqual(run(["show", "2"], server: server, data: data).status, 0)
        let done = try await run(["done", "2"], server: server, data: data)
        expectEqual(done.status, 0, "\(done.all)")
        try expectEqual(server.stats()["writes_applied"], 1)
    }

    @Test("done made offline keeps the version it was made against: sent once by sync when nobody changed the task, refused when someone did",
          arguments: weakETags)
    func offline(weak: Bool) async throws {
        let options = weak ? ["--site-weak-etags"] : []
        let first = try await StubServerProcess.start(arguments: options)
        let data = TemporaryDirectory()
        try await expectEqual(run(["list"], server: first, data: data).status, 0)
        try await expectEqual(run(["show", "4"], server: first, data: data).status, 0)
        let gone = try first.stopHoldingPort()
        try await expectEqual(run(["done", "4"], server: first, data: data).status, 75)
        try await expectEqual(run(["done", "9"], server: first, data: data).status, 75)
        gone.release()
        let second = try await StubServerProcess.start(arguments: ["--port", first.port] + options)
        defer { second.stop() }
        _ = try await second.admin("POST", "/_stub/site/touch?site=S-1&task=9")
        let sync = try await run(["sync"], server: second, data: data)
        expectContains(flat(sync.stdout), "Sent 1 waiting change", "\(sync.all)")
        expectContains(flat(sync.all), "task 9 was changed by someone else since you looked", "\(sync.all)")
        try expectEqual(second.stats()["writes_applied"], 1)
        let again = try await run(["--json", "sync"], server: second, data: data)
        expectEqual(again.status, 0, "\(again.all)")
        try expectEqual(second.stats()["writes_applied"], 1)
    }

    @Test("the full screen: a token that expires while it is open is renewed, d marks the task done, q gives the terminal back")
    func fullScreen() async throws {
        let server = try await StubServerProcess.start()
        defer { server.stop() }
        let data = TemporaryDirectory()
        let pane = try await TmuxPane.start(
            columns: 100, rows: 14,
            command: [ProcessRunner.path(of: "site-app").path, "--site", SiteDemo.site, "--base-url", server.baseURL, "--data-dir", data.url.path],
            environment: Self.environment.merging(["LANG": "C.UTF-8", "TZ": "UTC"]) { _, new in new }
        )
        var rows = try await pane.waitUntil("the first frame") { $0.first?.hasSuffix("1/12") == true }
        expectEqual(rows[1], "  Tasks · 12 tasks", "\(rows)")
        _ = try await server.admin("POST", "/_stub/site/expire-tokens")
        try await pane.press("Enter")
        rows = try await pane.waitUntil("task 1 opened") { $0.first?.hasPrefix("Tasks › Task 1") == true && $0.contains { $0.contains("Status") } }
        #expect(rows.contains { $0.contains("足場の点検") })
        try await pane.press("d")
        rows = try await pane.waitUntil("the result of d") { $0.contains { $0.hasPrefix("✓") } }
        #expect(rows.contains { $0 == "✓ Marked “足場の点検” done." }, "\(rows)")
        try await pane.press("q")
        let exit = try await pane.waitForExit()
        expectEqual(exit.status, 0)
        try await expectEqual(pane.terminalNotGivenBack(settings: exit.settings), [])
        try expectEqual(server.stats()["writes_applied"], 1)
    }
}
