import Core
import Expectations
import Foundation
import ProcessHarness
import ScriptingContract
import Testing

/// `capture` in each app against a real stub-server, opened in the real `some-sandbox`.
///
/// One test at a time: each runs a stub-server and several app processes (some in a tmux pane,
/// whose every look is a process too); the end-to-end suites side by side would start more
/// processes than two cores run in time for each other's waits (docs/testing.md).
@Suite("capture, then the sandbox", .serialized, .timeLimit(.minutes(2)), .removesTemporaryFolders)
struct CaptureTests {
    private func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    private func sandbox(_ arguments: [String]) throws -> ProcessRunner.Result {
        try ProcessRunner.run("some-sandbox", arguments)
    }

    @Test("a capture opens in the sandbox as is and shows the same rows the app showed, in the app's words",
          arguments: AppUnderTest.all)
    func sameRows(_ app: AppUnderTest) async throws {
        let server = try await StubServerProcess.start()
        defer { server.stop() }
        let data = TemporaryDirectory()
        // One moment for the list and the capture: the rows say "due in N days", and a run that
        // crossed midnight between the two would compare two days.
        let now = app.at("2026-11-24T12:00:00Z")
        let shown = try await app.run(["--no-color", "list"], server: server.baseURL, dataDir: data.url, extra: now)
        expectEqual(shown.status, 0, "\(shown.stderr)")
        let listed = try await app.run(["--json", "list"], server: server.baseURL, dataDir: data.url, extra: now)

        let file = data.url.appendingPathComponent("captured.json")
        let capture = try await app.run(["capture", "--out", file.path], server: server.baseURL, dataDir: data.url, extra: now)
        expectEqual(capture.status, 0, "\(capture.stderr)")
        // Linked items in words every app shares: site-app's are inspections, chat-app's attachments.
        expectContains(capture.stdout, "Captured 12 \(app.many) and the 3 linked items to", "\(capture.stdout)")
        // The sandbox built beside the app, by its path: a command that runs as pasted; an app
        // shipped alone (`scripts/release --test`) has none beside it and says `swift run`.
        let beside = ProcessRunner.path(of: app.product).resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("some-sandbox").path
        let sandboxCommand = FileManager.default.isExecutableFile(atPath: beside) ? beside : "swift run some-sandbox"
        expectContains(capture.stdout, "`\(sandboxCommand) --scenario \(file.path)`")
        // A folder that is not there is not made: it is said, with the command that makes it.
        let nowhere = data.url.appendingPathComponent("missing/dir")
        let refused = try await app.run(["capture", "--out", nowhere.appendingPathComponent("x.json").path], server: server.baseURL,
                                        dataDir: data.url, extra: now)
        expectEqual(refused.status, 74, "\(refused.stderr)")
        expectContains(refused.stderr, "there is no folder \(nowhere.path)", "\(refused.stderr)")
        expectContains(refused.stderr, "run `mkdir -p \(nowhere.path)` and capture again", "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: nowhere.path))

        let text = try String(contentsOf: file, encoding: .utf8)
        expectNotContains(text, app.token)
        expectNotContains(text, server.baseURL)
        expectNotContains(text, "127.0.0.1")

        let rendered = try sandbox(["--scenario", file.path, "--width", "100", "--no-color"])
        expectEqual(rendered.status, 0, "\(rendered.stderr)")
        expectEqual(rendered.stdout, shown.stdout)

        let sandboxJSON = try sandbox(["--scenario", file.path, "--json"])
        let appSomes = try #require(try json(listed.stdout)["somes"] as? [[String: Any]])
        let sandboxSomes = try #require(try json(sandboxJSON.stdout)["somes"] as? [[String: Any]])
        #expect(NSArray(array: sandboxSomes).isEqual(to: appSomes))
        // One shape for a list wherever it is printed: the same members, and the same values,
        // but for who printed it (the app's context and backend; the sandbox and its scenario).
        var appDocument = try JSONValue(parsing: listed.stdout).members
        var sandboxDocument = try JSONValue(parsing: sandboxJSON.stdout).members
        for key in ["app", "context", "backend"] { #expect(appDocument.removeValue(forKey: key) != nil, "\(key)") }
        for key in ["sandbox", "scenario"] { #expect(sandboxDocument.removeValue(forKey: key) != nil, "\(key)") }
        expectEqual(sandboxDocument, appDocument, "app: \(listed.stdout)\nsandbox: \(sandboxJSON.stdout)")
        expectEqual(appDocument.keys.sorted(), ["fetched_at", "filter", "live", "reason", "somes", "stale"])

        // The linked other opens from the capture, as it did in the app.
        let other = try sandbox(["--scenario", file.path, "--screen", "details:1", "--width", "100", "--no-color"])
        expectEqual(other.status, 0, "\(other.stderr)")
        expectPrefix(other.stdout, app.firstSome)
    }

    @Test("across midnight the capture keeps its own moment: the sandbox shows what the app shows at that moment, not the day before",
          arguments: AppUnderTest.all)
    func acrossMidnight(_ app: AppUnderTest) async throws {
        let server = try await StubServerProcess.start()
        defer { server.stop() }
        let data = TemporaryDirectory()
        let before = try await app.run(["--no-color", "list"], server: server.baseURL, dataDir: data.url, extra: app.at("2026-11-24T23:59:59.9Z"))
        let file = data.url.appendingPathComponent("captured.json")
        let capture = try await app.run(["capture", "--out", file.path], server: server.baseURL, dataDir: data.url,
                                        extra: app.at("2026-11-25T00:00:00.1Z"))
        expectEqual(capture.status, 0, "\(capture.stderr)")
        let after = try await app.run(["--no-color", "list"], server: server.baseURL, dataDir: data.url, extra: app.at("2026-11-25T00:00:00.1Z"))

        let rendered = try sandbox(["--scenario", file.path, "--width", "100", "--no-color"])
        expectEqual(rendered.stdout, after.stdout)
        // The day did change between the two lists: the due dates say so.
        expectNotEqual(before.stdout, after.stdout)
    }

    @Test("a <PREFIX>_NOW that is not an ISO-8601 time is a usage error naming it", arguments: AppUnderTest.all)
    func badNow(_ app: AppUnderTest) async throws {
        let result = try await app.run(["list"], server: "http://127.0.0.1:9", dataDir: TemporaryDirectory().url, extra: app.at("tomorrow"))
        expectEqual(result.status, 64, "\(result.all)")
        expectContains(result.stderr, "\(app.nowVariable) must be an ISO-8601 time", "\(result.stderr)")
    }

    @Test("--anonymize replaces every person's name, one name always by the same", arguments: AppUnderTest.all)
    func anonymize(_ app: AppUnderTest) async throws {
        let server = try await StubServerProcess.start()
        defer { server.stop() }
        let data = TemporaryDirectory()
        let listed = try await app.run(["--json", "list"], server: server.baseURL, dataDir: data.url)
        let somes = try #require(try json(listed.stdout)["somes"] as? [[String: Any]])
        let people = somes.compactMap { $0["assignee"] as? String }
        #expect(!people.isEmpty)

        let file = data.url.appendingPathComponent("anonymous.json")
        let capture = try await app.run(["capture", "--out", file.path, "--anonymize"], server: server.baseURL, dataDir: data.url)
        expectEqual(capture.status, 0, "\(capture.stderr)")
        let text = try String(contentsOf: file, encoding: .utf8)
        for person in Set(people) { expectNotContains(text, person, "\(person) is still in the capture") }

        let captured = try #require(try json(text)["somes"] as? [[String: Any]])
        var mapping: [String: String] = [:]
        for (original, copy) in zip(somes.sorted { ($0["id"] as! String) < ($1["id"] as! String) },
                                    captured.sorted { ($0["id"] as! String) < ($1["id"] as! String) }) {
            #expect(original["title"] as? String == copy["title"] as? String)
            guard let name = original["assignee"] as? String else {
                #expect(copy["assignee"] is NSNull)
                continue
            }
            let replaced = try #require(copy["assignee"] as? String)
            expectPrefix(replaced, "Person ")
            expectEqual(mapping[name, default: replaced], replaced)
            mapping[name] = replaced
        }
        expectEqual(Set(mapping.values).count, Set(people).count)
        try expectEqual(sandbox(["--scenario", file.path, "--no-color", "--width", "100"]).status, 0)
    }

    @Test("--json prints the capture document, valid against its schema", arguments: AppUnderTest.all)
    func jsonDocument(_ app: AppUnderTest) async throws {
        let server = try await StubServerProcess.start()
        defer { server.stop() }
        let data = TemporaryDirectory()
        let file = data.url.appendingPathComponent("doc.json")
        let result = try await app.run(["--json", "capture", "--out", file.path], server: server.baseURL, dataDir: data.url)
        expectEqual(result.status, 0, "\(result.stderr)")
        let document = try JSONValue(parsing: result.stdout)
        try expectEqual(JSONSchema().problems(document, against: "capture.schema.json"), [])
        #expect(try json(result.stdout)["out"] as? String == file.path)
        #expect(try json(result.stdout)["somes"] as? Int == 12)
    }

    @Test("capture refuses to overwrite a file without --force and writes nothing when the backend refuses")
    func refusals() async throws {
        let server = try await StubServerProcess.start()
        defer { server.stop() }
        let data = TemporaryDirectory()
        let file = data.url.appendingPathComponent("kept.json")
        try Data("mine\n".utf8).write(to: file)
        let refused = try await AppUnderTest.order.run(["capture", "--out", file.path], server: server.baseURL, dataDir: data.url)
        expectEqual(refused.status, 64)
        expectContains(refused.stderr, "\(file.path) already exists; add --force to replace it, or choose another --out")
        try expectEqual(String(contentsOf: file, encoding: .utf8), "mine\n")

        let other = data.url.appendingPathComponent("never.json")
        let badToken = try await AppUnderTest.order.run(["capture", "--out", other.path], server: server.baseURL, dataDir: data.url, token: "wrong")
        expectEqual(badToken.status, 77)
        #expect(!FileManager.default.fileExists(atPath: other.path))
    }
}
