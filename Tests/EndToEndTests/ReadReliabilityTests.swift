import Core
import Expectations
import Foundation
import ProcessHarness
import ScriptingContract
import Testing

/// What the apps do with a backend newer or busier than they are, end to end: statuses they do
/// not know, items they cannot read, `Retry-After`, and caches kept per backend.
///
/// One test at a time: each runs a stub-server and several app processes (some in a tmux pane,
/// whose every look is a process too); the end-to-end suites side by side would start more
/// processes than two cores run in time for each other's waits (docs/testing.md).
@Suite("Reads from a newer, busier or different backend, end to end", .serialized, .timeLimit(.minutes(2)), .removesTemporaryFolders)
struct ReadReliabilityTests {
    private func flat(_ text: String) -> String {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    private func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// A fixtures folder for `stub-server --fixtures` with one order and one chat, each holding a
    /// readable some, one with a status the apps do not know (`blocked`) and one that cannot be
    /// read (an impossible date: 2026-02-30, and a deadline in the year 3 million).
    private static func newerBackendFixtures() throws -> TemporaryDirectory {
        let folder = TemporaryDirectory()
        let orders = folder.url.appendingPathComponent("orders"), chats = folder.url.appendingPathComponent("chats")
        let sites = folder.url.appendingPathComponent("sites")
        for kind in [orders, chats, sites] {
            try FileManager.default.createDirectory(at: kind, withIntermediateDirectories: true)
        }
        try Data("""
        {"order":{"id":77,"name":"Newer"},"others":[],"somes":[
          {"id":1,"title":"Readable","state":"open","assignee":null,"due_on":null,"other_id":null,"updated_at":"2026-11-20T09:00:00Z"},
          {"id":2,"title":"Waiting on glass","state":"blocked","assignee":null,"due_on":null,"other_id":null,"updated_at":"2026-11-20T09:00:00Z"},
          {"id":3,"title":"Impossible","state":"open","assignee":null,"due_on":"2026-02-30","other_id":null,"updated_at":"2026-11-20T09:00:00Z"}
        ]}
        """.utf8).write(to: orders.appendingPathComponent("77.json"))
        try Data("""
        {"chat_id":"c-77","attachments":[],"items":[
          {"some_id":"1","text":"Readable","progress":"todo","owner":null,"deadline":null,"linked_other":null,"modified":1795165200},
          {"some_id":"2","text":"Waiting on glass","progress":"blocked","owner":null,"deadline":null,"linked_other":null,"modified":1795165200},
          {"some_id":"3","text":"Impossible","progress":"todo","owner":null,"deadline":99999999999999,"linked_other":null,"modified":1795165200}
        ]}
        """.utf8).write(to: chats.appendingPathComponent("c-77.json"))
        // The sites backend checks its due dates, so task 3's unreadable field is a time past
        // the year 9999.
        try Data("""
        {"site_id":"S-77","inspections":[],"tasks":[
          {"type":"tasks","id":"1","attributes":{"title":"Readable","state":"open","due_on":null,"assignee":null,"updated_at":1795165200000}},
          {"type":"tasks","id":"2","attributes":{"title":"Waiting on glass","state":"blocked","due_on":null,"assignee":null,"updated_at":1795165200000}},
          {"type":"tasks","id":"3","attributes":{"title":"Impossible","state":"open","due_on":null,"assignee":null,"updated_at":999999999999999}}
        ]}
        """.utf8).write(to: sites.appendingPathComponent("S-77.json"))
        return folder
    }

    /// The app on the newer backend's context, and the field its unreadable some breaks.
    private static func onNewerContext(_ app: AppUnderTest) -> (app: AppUnderTest, field: String) {
        var moved = app
        moved.context = app.newerContext
        return (moved, app.unreadableField)
    }

    @Test("a status the app does not know is shown as sent and marked; an unreadable some is named; the rest shown; exit 65",
          arguments: AppUnderTest.all)
    func newerBackend(_ plain: AppUnderTest) async throws {
        let fixtures = try Self.newerBackendFixtures()
        let server = try await StubServerProcess.start(arguments: ["--fixtures", fixtures.url.path])
        defer { server.stop() }
        let (app, field) = Self.onNewerContext(plain)
        let data = TemporaryDirectory()

        let screen = try await app.run(["list"], server: server.baseURL, dataDir: data.url)
        expectEqual(screen.status, 65, "\(screen.stderr)")
        expectContains(screen.stdout, "Readable")
        expectContains(screen.stdout, "[blocked?]")
        expectNotContains(screen.stdout, "Impossible")
        expectContains(flat(screen.stdout), "Incomplete: 1 item of the list could not be read and is not shown: item 3: \(field)")

        let result = try await app.run(["--json", "list"], server: server.baseURL, dataDir: data.url)
        expectEqual(result.status, 65)
        let root = try json(result.stdout)
        let somes = try #require(root["somes"] as? [[String: Any]])
        expectEqual(somes.compactMap { $0["id"] as? String }.sorted(), ["1", "2"])
        let blocked = try #require(somes.first { $0["id"] as? String == "2" })
        #expect(blocked["status"] as? String == "blocked")
        #expect(blocked["status_recognised"] as? Bool == false)
        #expect(somes.first { $0["id"] as? String == "1" }?["status_recognised"] == nil)
        let unreadable = try #require(root["unreadable"] as? [[String: Any]])
        expectEqual(unreadable.count, 1)
        #expect(unreadable.first?["id"] as? String == "3")
        #expect(unreadable.first?["field"] as? String == field)
        expectContains(result.stderr, "item 3: \(field)")
        let document = try JSONValue(parsing: result.stdout)
        try expectEqual(JSONSchema().problems(document, against: "list.schema.json"), [])

        // --json=FIELDS: the mark travels with the status it qualifies.
        let narrowed = try await json(try app.run(["--json=id,status", "list"], server: server.baseURL, dataDir: data.url).stdout)
        let narrowedSomes = try #require(narrowed["somes"] as? [[String: Any]])
        expectEqual(narrowedSomes.first { $0["id"] as? String == "2" }.map { Set($0.keys) }, ["id", "status", "status_recognised"])
        expectEqual(narrowedSomes.first { $0["id"] as? String == "1" }.map { Set($0.keys) }, ["id", "status"])

        let sync = try await app.run(["sync"], server: server.baseURL, dataDir: data.url)
        expectEqual(sync.status, 65)
        expectContains(flat(sync.stdout), "Refreshed the list: 2 \(app.many); 1 item could not be read: item 3: \(field)")

        // Offline, the cached copy is just as incomplete, and says so.
        let gone = try server.stopHoldingPort()
        defer { gone.release() }
        let offline = try await app.run(["--json", "list"], server: server.baseURL, dataDir: data.url)
        expectEqual(offline.status, 69)
        let cached = try json(offline.stdout)
        #expect(cached["stale"] as? Bool == true)
        #expect((cached["unreadable"] as? [[String: Any]])?.first?["id"] as? String == "3")
    }

    @Test("offline against another --base-url, the list cached from the first backend is never shown", arguments: AppUnderTest.all)
    func cachePerBackend(_ app: AppUnderTest) async throws {
        let server = try await StubServerProcess.start()
        let other = try await StubServerProcess.start()
        let otherGone = try other.stopHoldingPort()
        defer { otherGone.release() }
        let data = TemporaryDirectory()
        try await expectEqual(app.run(["list"], server: server.baseURL, dataDir: data.url).status, 0)
        let gone = try server.stopHoldingPort()
        defer { gone.release() }

        let elsewhere = try await app.run(["--json", "list"], server: other.baseURL, dataDir: data.url)
        expectEqual(elsewhere.status, 69)
        expectNotContains(elsewhere.stdout, app.firstTitle)
        expectNotContains(elsewhere.stdout, #""stale":true"#)
        let screen = try await app.run(["list"], server: other.baseURL, dataDir: data.url)
        expectNotContains(screen.stdout, app.firstTitle)
        expectNotContains(screen.stdout, "Offline: showing the list cached")

        let home = try await app.run(["list"], server: server.baseURL, dataDir: data.url)
        expectEqual(home.status, 69)
        expectContains(home.stdout, app.firstTitle)
    }

    @Test("a 503 with Retry-After: 0 on every other request is waited out: the whole list, exit 0", arguments: AppUnderTest.all)
    func retryAfterHonoured(_ app: AppUnderTest) async throws {
        let server = try await StubServerProcess.start(arguments: ["--fault-status", "503", "--fault-retry-after", "0", "--fault-every", "2"])
        defer { server.stop() }
        let result = try await app.run(["--json", "list"], server: server.baseURL, dataDir: TemporaryDirectory().url)
        expectEqual(result.status, 0, "\(result.stderr)")
        try expectEqual(#require(try json(result.stdout)["somes"] as? [[String: Any]]).count, 12)
        // Three pages, two of them refused once and sent again. An app that asks its token
        // endpoint first (served) moves the refusals onto each of its three pages: 1 + 3 × 2.
        try expectEqual(server.stats()["requests"], app.requestsBeforeList == 0 ? 5 : app.requestsBeforeList + 6)
    }

    @Test("a Retry-After longer than --timeout is not waited: the message says how long and until when, with the command", arguments: AppUnderTest.all)
    func retryAfterTooLong(_ app: AppUnderTest) async throws {
        let server = try await StubServerProcess.start(arguments: ["--fault-status", "429", "--fault-retry-after", "120"])
        defer { server.stop() }
        let result = try await app.run(["list"], server: server.baseURL, dataDir: TemporaryDirectory().url)
        expectEqual(result.status, 69)
        let said = flat(result.stdout + "\n" + result.stderr)
        expectContains(said, "answered 429 Too Many Requests")
        expectContains(said, "the backend asks to wait 120 s")
        expectContains(said, "try again after ")
        expectContains(said, "`\(app.product) \(app.contextFlag) \(app.context) --base-url")
        try expectEqual(server.stats()["requests"], 1)
    }

    @Test("a reader that closes early (| head) does not cost the list its offline copy: the run keeps it, then ends by SIGPIPE")
    func closedPipeKeepsTheList() async throws {
        // 500 somes: their JSON (about 80 KB) is more than a pipe holds, so the app writes
        // after head has gone.
        let fixtures = TemporaryDirectory()
        let orders = fixtures.url.appendingPathComponent("orders")
        try FileManager.default.createDirectory(at: orders, withIntermediateDirectories: true)
        let somes = (1...500).map {
            #"{"id":\#($0),"title":"Some \#($0) of a long order","state":"open","assignee":null,"due_on":null,"other_id":null,"updated_at":"2026-11-20T09:00:00Z"}"#
        }
        try Data(#"{"order":{"id":77,"name":"Long"},"others":[],"somes":[\#(somes.joined(separator: ","))]}"#.utf8)
            .write(to: orders.appendingPathComponent("77.json"))
        let server = try await StubServerProcess.start(arguments: ["--fixtures", fixtures.url.path])
        let app = Self.onNewerContext(.order).app
        let data = TemporaryDirectory()

        let app_path = ProcessRunner.path(of: app.product).path
        // As a closed pipe ends any command: status 141 (128 + SIGPIPE), and nothing said.
        let piped = try await ProcessRunner.run("/bin/bash", ["-c", #""$0" "$@" --json list | head -c 16; echo " app ${PIPESTATUS[0]}""#, app_path]
                                                + app.arguments([], server: server.baseURL, dataDir: data.url, width: nil),
                                                environment: app.environment())
        expectEqual(piped.stdout, #"{"app":"order-ap app 141"# + "\n", piped.stderr)
        expectEqual(piped.stderr, "")
        _ = server.stop()

        let offline = try await app.run(["--json", "list"], server: server.baseURL, dataDir: data.url, width: nil)
        expectEqual(offline.status, 69, offline.stderr)
        let root = try json(offline.stdout)
        expectEqual((root["somes"] as? [[String: Any]])?.count, 500, offline.stderr)
        #expect(root["stale"] as? Bool == true)
    }
}
