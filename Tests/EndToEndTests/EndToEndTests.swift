import Expectations
import Foundation
import ProcessHarness
import Testing

/// Every shipped app against a real stub-server on a free loopback port: what needs the binary
/// and a socket (pages over HTTP, a backend that refuses connections and comes back, libcurl's
/// faults, timeout and log, the parsing of the real command line). The verbs' other stories run
/// in process in each app's own test target (`SomeVerbScenarios`, from `OrderAppTests` and
/// `ChatAppTests`).
///
/// One test at a time: each runs a stub-server and several app processes (some in a tmux pane,
/// whose every look is a process too); the end-to-end suites side by side would start more
/// processes than two cores run in time for each other's waits (docs/testing.md).
@Suite("every app, end to end", .serialized, .timeLimit(.minutes(2)), .removesTemporaryFolders)
struct EndToEndTests {
    /// The text with wrapped lines joined, so a message can be found whatever the width.
    private func flat(_ text: String) -> String {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    private func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("list joins every page of the backend", arguments: AppUnderTest.all)
    func list(_ app: AppUnderTest) async throws {
        let server = try await StubServerProcess.start()
        defer { server.stop() }
        let data = TemporaryDirectory()
        let result = try await app.run(["--json", "list"], server: server.baseURL, dataDir: data.url)
        expectEqual(result.status, 0, "\(result.stderr)")
        let somes = try #require(try json(result.stdout)["somes"] as? [[String: Any]])
        expectEqual(Set(somes.compactMap { $0["id"] as? String }), Set((1...12).map(\.description)))
        let screen = try await app.run(["list"], server: server.baseURL, dataDir: data.url)
        expectEqual(screen.status, 0)
        expectPrefix(screen.stdout, app.listHeading)
        expectContains(screen.stdout, app.firstTitle)
    }

    @Test("other shows the linked other, each app its own way")
    func other() async throws {
        let server = try await StubServerProcess.start()
        defer { server.stop() }
        let order = try await AppUnderTest.order.run(["other", "1"], server: server.baseURL, dataDir: TemporaryDirectory().url)
        expectEqual(order.status, 0)
        expectPrefix(order.stdout, "Other 7\n山田商事 (Yamada Trading)")
        expectContains(order.stdout, "supplier")
        let chat = try await AppUnderTest.chat.run(["other", "1"], server: server.baseURL, dataDir: TemporaryDirectory().url)
        expectEqual(chat.status, 0)
        expectPrefix(chat.stdout, "📎 shared in chat c-7\n╭")
        expectContains(chat.stdout, "見積書.pdf")
        let folder = TemporaryDirectory()
        let unlinked = try await AppUnderTest.order.run(["other", "4"], server: server.baseURL, dataDir: folder.url)
        expectEqual(unlinked.status, 66)
        // The hint is a complete command, context and where included, that runs when pasted.
        expectEmpty(unlinked.stdout)
        let show = AppUnderTest.order.hint("show 4", server: server.baseURL, dataDir: folder.url)
        expectEqual(unlinked.stderr, "✗ some 4 is not linked to anything\n  → run `\(show)` to see what it has\n")
    }

    @Test("offline, list and show give the cached copy marked stale and exit 69; with no cache, the error", arguments: AppUnderTest.all)
    func offline(_ app: AppUnderTest) async throws {
        let server = try await StubServerProcess.start()
        let data = TemporaryDirectory()
        try await expectEqual(app.run(["list"], server: server.baseURL, dataDir: data.url).status, 0)
        let gone = try server.stopHoldingPort()
        defer { gone.release() }
        let stale = try await app.run(["list"], server: server.baseURL, dataDir: data.url)
        expectEqual(stale.status, 69)
        expectContains(stale.stdout, "Offline: showing the list cached just now.")
        expectContains(flat(stale.stdout), "unreachable (connection refused)")
        expectContains(stale.stdout, app.firstTitle)
        let json = try await app.run(["--json", "list"], server: server.baseURL, dataDir: data.url)
        expectEqual(json.status, 69)
        #expect(try self.json(json.stdout)["stale"] as? Bool == true)
        let shown = try await app.run(["show", "1"], server: server.baseURL, dataDir: data.url)
        expectEqual(shown.status, 69)
        expectPrefix(shown.stdout, app.firstSome)
        expectPrefix(flat(shown.stderr), "✗ shown from the cache, not live: backend at \(server.baseURL) unreachable", "\(shown.stderr)")
        let empty = try await app.run(["list"], server: server.baseURL, dataDir: TemporaryDirectory().url)
        expectEqual(empty.status, 69)
        expectEmpty(empty.stdout)
        expectContains(flat(empty.stderr), "backend at \(server.baseURL) unreachable (connection refused)")
    }

    @Test("done offline is queued (75), sent once by sync after the backend is back, never twice", arguments: AppUnderTest.all)
    func outbox(_ app: AppUnderTest) async throws {
        let first = try await StubServerProcess.start()
        let data = TemporaryDirectory()
        try await expectEqual(app.run(["list"], server: first.baseURL, dataDir: data.url).status, 0)
        let gone = try first.stopHoldingPort()
        let queued = try await app.run(["done", "4"], server: first.baseURL, dataDir: data.url)
        expectEqual(queued.status, 75, "\(queued.all)")
        expectContains(queued.stderr, "as done offline, not sent yet")
        let cached = try await app.run(["--json", "list", "--status", "done"], server: first.baseURL, dataDir: data.url)
        try expectEqual(json(cached.stdout)["somes"].map { ($0 as? [[String: Any]])?.contains { $0["id"] as? String == "4" } }, true)

        gone.release()
        let second = try await StubServerProcess.start(arguments: ["--port", first.port])
        defer { second.stop() }
        let sync = try await app.run(["sync"], server: second.baseURL, dataDir: data.url)
        expectEqual(sync.status, 0, "\(sync.all)")
        expectPrefix(sync.stdout, "Sent 1 waiting change.\nRefreshed the list: 12 \(app.many).")
        let again = try await app.run(["sync"], server: second.baseURL, dataDir: data.url)
        expectPrefix(again.stdout, "Sent 0 waiting changes.")
        try expectEqual(second.stats()["writes_applied"], 1)
    }

    @Test("backend faults give the documented exit codes and say what happened", arguments: [
        (["--fault-status", "500"], Int32(69), "answered 500 Internal Server Error"),
        (["--fault-malformed"], Int32(65), "cannot be read"),
        (["--fault-truncate"], Int32(69), "closed the connection before the response was complete"),
        (["--fault-close"], Int32(69), "closed the connection before the response was complete"),
        (["--fault-delay-ms", "3000"], Int32(69), "did not answer within 0.2 s"),
    ])
    func faults(_ flags: [String], _ status: Int32, _ message: String) async throws {
        let server = try await StubServerProcess.start(arguments: flags)
        defer { server.stop() }
        for app in AppUnderTest.all {
            // The app's own timeout against a real server is under test: real time, kept to 0.2 s.
            let result = try await app.run(["--timeout", "0.2", "list"], server: server.baseURL, dataDir: TemporaryDirectory().url)
            expectEqual(result.status, status, "\(app.product) \(flags): \(result.all)")
            expectEmpty(result.stdout, "\(app.product) \(flags): \(result.all)")
            expectContains(flat(result.stderr), message, "\(app.product) \(flags): \(result.all)")
        }
    }

    @Test("--verbose logs each request and never the token", arguments: AppUnderTest.all)
    func verbose(_ app: AppUnderTest) async throws {
        let server = try await StubServerProcess.start()
        defer { server.stop() }
        let data = TemporaryDirectory()
        let list = try await app.run(["--verbose", "list"], server: server.baseURL, dataDir: data.url)
        let done = try await app.run(["--verbose", "done", "2"], server: server.baseURL, dataDir: data.url)
        let lines = (list.stderr + done.stderr).split(separator: "\n")
        #expect(lines.count >= 5)
        #expect(lines.allSatisfy { $0.hasPrefix("http: GET /") || $0.hasPrefix("http: PATCH /") || $0.hasPrefix("http: POST /") })
        expectNotContains((list.all + done.all), app.token)
    }

    @Test("usage errors exit 64 with what to type", arguments: [
        (AppUnderTest.order, ["--order", "abc", "list"], "--order takes an order number such as 42"),
        (AppUnderTest.chat, ["--chat", "c 7", "list"], "--chat takes a chat id such as c-7"),
        (AppUnderTest.order, ["--order", "42", "list", "--status", "finished"], "--status must be open, in progress or done"),
        (AppUnderTest.order, ["--order", "42", "--width", "3", "list"], "--width must be between 20 and 1000 columns"),
        (AppUnderTest.chat, ["--chat", "c-7", "--width", "100000000", "list"], "--width must be between 20 and 1000 columns; got 100000000"),
        (AppUnderTest.order, ["--order", "42", "--timeout", "0.0001", "list"], "--timeout must be between 0.001 and 600 seconds"),
        (AppUnderTest.order, ["--order", "42", "--base-url", "ftp://x", "list"], "--base-url must be an http or https URL"),
        (AppUnderTest.chat, ["--chat", "c-7", "explode"], "chat-app: no verb \"explode\""),
        (AppUnderTest.chat, ["list"], "which chat room? Pass --chat <id>, set CHAT_APP_CHAT"),
        (AppUnderTest.order, ["--order", "42", "lsit"], "did you mean `order-app --order 42 list`?"),
    ])
    func usage(_ app: AppUnderTest, _ arguments: [String], _ message: String) async throws {
        let result = try await ProcessRunner.run(app.product, arguments, environment: [app.tokenVariable: app.token])
        expectEqual(result.status, 64)
        expectContains(result.stderr, message, "\(result.stderr)")
        expectEmpty(result.stdout)
        // The apps' form, the sandbox's too: the message after ✗, one hint after → holding a
        // command to paste, and no usage block.
        let lines = result.stderr.split(separator: "\n")
        expectEqual(lines.count, 2, "\(result.stderr)")
        expectEqual(lines.first?.hasPrefix("✗ "), true)
        #expect(lines.last?.hasPrefix("  → ") == true && lines.last?.contains("`\(app.product) ") == true, "\(result.stderr)")
        #expect(!result.stderr.contains("Usage:") && !result.stderr.contains("Error:"))
    }

    // An app starts loading libcurl on a thread of its own as it starts; a usage error exits
    // a few milliseconds later, often in the middle of that load. Exiting then ran OpenSSL's
    // exit handlers beside its set-up and crashed about one run in forty (signal 11).
    @Test("an exit while libcurl is still loading is clean: the usage error and nothing else, forty times")
    func exitWhileLoading() async throws {
        try await withThrowingTaskGroup(of: ProcessRunner.Result.self) { group in
            for _ in 0..<40 {
                group.addTask {
                    try await ProcessRunner.run(AppUnderTest.chat.product, ["--chat", "c-7", "explode"],
                                                environment: [AppUnderTest.chat.tokenVariable: AppUnderTest.chat.token])
                }
            }
            for try await result in group {
                expectEqual(result.status, 64, "\(result.stderr)")
                expectEqual(result.stderr.split(separator: "\n").count, 2, "\(result.stderr)")
            }
        }
    }

    @Test("a missing token is a configuration error (78) naming the variable and the config key", arguments: AppUnderTest.all)
    func missingToken(_ app: AppUnderTest) async throws {
        // The other credentials given (site-app's client id): only the secret is missing.
        let result = try await ProcessRunner.run(app.product, [app.contextFlag, app.context, "list"], environment: app.credentials)
        expectEqual(result.status, 78)
        expectContains(flat(result.stderr), app.missingSecretSays, "\(result.stderr)")
        // An app names no stub's token: the demo token belongs to stub-server, not to the app.
        expectNotContains(result.stderr, app.token)
    }
}
