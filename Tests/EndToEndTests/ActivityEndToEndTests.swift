import Core
import Expectations
import Foundation
import ProcessHarness
import ScriptingContract
import Testing

/// ActivityFeature through the real binaries: order-app hosts it, chat-app does not, and
/// chat-app's executable holds nothing of it.
@Suite("ActivityFeature end to end: hosted by order-app only", .timeLimit(.minutes(2)), .removesTemporaryFolders)
struct ActivityEndToEndTests {
    static let order = AppUnderTest.order

    @Test("order-app activity lists the order's activity newest first, as text and as --json that follows its schema")
    func activity() async throws {
        let server = try await StubServerProcess.start()
        defer { server.stop() }
        let data = TemporaryDirectory()
        let text = try await Self.order.run(["activity"], server: server.baseURL, dataDir: data.url)
        expectEqual(text.status, 0, "\(text.all)")
        expectPrefix(text.stdout, "Activity · 14 entries\n", "\(text.stdout)")
        expectContains(text.stdout, "[assigned?]", "a kind this build does not know is shown as sent, marked")

        let json = try await Self.order.run(["--json", "activity"], server: server.baseURL, dataDir: data.url)
        expectEqual(json.status, 0, "\(json.all)")
        let document = try JSONValue(parsing: json.stdout)
        try expectEqual(JSONSchema().problems(document, against: "activity.schema.json"), [], "\(json.stdout)")
        guard case .array(let entries)? = document.members["activity"] else { Issue.record("no activity: \(json.stdout)"); return }
        expectEqual(entries.count, 14)
        let times = entries.compactMap { entry -> String? in
            if case .string(let at)? = entry.members["at"] { return at }
            return nil
        }
        expectEqual(times, times.sorted(by: >), "newest first")
        #expect(entries.contains { $0.members["some_id"] == .null }, "an entry about the whole order")
        #expect(entries.contains { $0.members["kind_recognised"] == .bool(false) })
    }

    @Test("comment posts once; it shows first in the some's activity; its --json follows its schema")
    func comment() async throws {
        let server = try await StubServerProcess.start()
        defer { server.stop() }
        let data = TemporaryDirectory()
        let posted = try await Self.order.run(["--json", "comment", "4", "needs a second coat"], server: server.baseURL, dataDir: data.url)
        expectEqual(posted.status, 0, "\(posted.all)")
        let document = try JSONValue(parsing: posted.stdout)
        try expectEqual(JSONSchema().problems(document, against: "comment.schema.json"), [], "\(posted.stdout)")
        expectEqual(document.members["queued"], .bool(false))

        let some = try await Self.order.run(["--json", "activity", "--some", "4"], server: server.baseURL, dataDir: data.url)
        let entries = try JSONValue(parsing: some.stdout).members["activity"]
        guard case .array(let list)? = entries, let first = list.first else { Issue.record("no activity: \(some.all)"); return }
        expectEqual(first.members["text"], .string("needs a second coat"))
        expectEqual(first.members["kind"], .string("comment"))
        #expect(list.allSatisfy { $0.members["some_id"] == .string("4") })
        try expectEqual(server.writes().count, 1)
    }

    @Test("offline: activity shows the cached copy (69), a comment is queued (75) and a later sync sends it exactly once")
    func offline() async throws {
        let server = try await StubServerProcess.start()
        defer { server.stop() }
        let data = TemporaryDirectory()
        try await expectEqual(Self.order.run(["activity"], server: server.baseURL, dataDir: data.url).status, 0)
        try server.setFault("status=503")

        let cached = try await Self.order.run(["activity"], server: server.baseURL, dataDir: data.url)
        expectEqual(cached.status, 69, "\(cached.all)")
        expectContains(cached.stdout, "Offline: showing the activity as cached", "\(cached.stdout)")
        let queued = try await Self.order.run(["comment", "4", "塗り直しが必要"], server: server.baseURL, dataDir: data.url)
        expectEqual(queued.status, 75, "\(queued.all)")
        expectContains(queued.all, Self.order.hint("sync", server: server.baseURL, dataDir: data.url), "\(queued.all)")

        try server.setFault(nil)
        let sync = try await Self.order.run(["sync"], server: server.baseURL, dataDir: data.url)
        expectEqual(sync.status, 0, "\(sync.all)")
        expectContains(sync.stdout, "Sent 1 waiting change.", "\(sync.stdout)")
        expectContains(sync.stdout, "Refreshed the activity: 15 entries.", "\(sync.stdout)")
        try await expectPrefix(Self.order.run(["sync"], server: server.baseURL, dataDir: data.url).stdout, "Sent 0 waiting changes.")
        let writes = try server.writes()
        expectEqual(writes.count, 1)
        #expect(writes.first?["applied"] as? Int == 1, "\(writes)")
    }

    @Test("a comment the command line cannot take is refused before anything is sent", arguments: [
        (["comment", "4", "  "], 64, "the comment is empty"),
        (["comment", "4", String(repeating: "あ", count: 2001)], 64, "at most 2000 are accepted"),
        (["comment", "999", "hello"], 66, "some 999 not found"),
    ])
    func refused(_ arguments: [String], _ status: Int32, _ message: String) async throws {
        let server = try await StubServerProcess.start()
        defer { server.stop() }
        let result = try await Self.order.run(arguments, server: server.baseURL, dataDir: TemporaryDirectory().url)
        expectEqual(result.status, status, "\(result.all)")
        expectContains(result.stderr, message, "\(result.stderr)")
        #expect(try server.writes().allSatisfy { $0["applied"] as? Int == 0 })
    }

    @Test("chat-app and site-app do not host ActivityFeature: no verb, nothing in --help, not one Activity symbol in their executables")
    func absentFromChatApp() async throws {
        for verb in ["activity", "comment"] {
            let result = try await ProcessRunner.run("chat-app", ["--chat", "c-7", verb])
            expectEqual(result.status, 64, "\(result.all)")
            expectContains(result.stderr, "no verb \"\(verb)\"", "\(result.stderr)")
        }
        let help = try await ProcessRunner.run("chat-app", ["--help"])
        #expect(!help.stdout.contains("activity") && !help.stdout.contains("comment"), "\(help.stdout)")
        let orderHelp = try await ProcessRunner.run("order-app", ["--help"])
        #expect(orderHelp.stdout.contains("activity") && orderHelp.stdout.contains("comment"), "\(orderHelp.stdout)")

        // Not its module, and nothing of it in Core either: SomeFeature's `a` comes from
        // ActivityFeature through ViewDescriptor.ItemActions, which names no feature.
        for app in ["chat-app", "site-app"] {
            try expectEqual(AppUnderTest.symbols(of: app, containing: "Activity"), 0, app)
        }
        #expect(try AppUnderTest.symbols(of: "order-app", containing: "ActivityFeature") > 0)
    }
}
