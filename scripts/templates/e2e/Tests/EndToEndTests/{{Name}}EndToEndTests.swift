import Core
import Expectations
import Foundation
import ProcessHarness
import ScriptingContract
import Testing

/// {{Name}}Feature through the real binaries of the apps that host it, against a real
/// stub-server that serves it from each backend's plug-in.
@Suite("{{Name}}Feature end to end", .timeLimit(.minutes(2)), .removesTemporaryFolders)
struct {{Name}}EndToEndTests {
    /// The apps that host the feature.
    static let hosts: [AppUnderTest] = [{{hosts}}]
    /// The apps that do not: no verb, nothing in their executables.
    static let others: [String] = [{{others}}]

    @Test("{{kebab}} lists the items from the backend, as text and as one --json document that follows its schema", arguments: hosts)
    func list(_ app: AppUnderTest) async throws {
        let server = try await StubServerProcess.start()
        defer { server.stop() }
        let data = TemporaryDirectory()
        let text = try await app.run(["{{kebab}}"], server: server.baseURL, dataDir: data.url)
        expectEqual(text.status, 0, "\(text.all)")
        expectContains(text.stdout, "[ ] 1  Check the first thing", "\(text.stdout)")
        expectContains(text.stdout, "[x] 2  二つ目を確かめる", "\(text.stdout)")

        let json = try await app.run(["--json", "{{kebab}}"], server: server.baseURL, dataDir: data.url)
        expectEqual(json.status, 0, "\(json.all)")
        let document = try JSONValue(parsing: json.stdout)
        try expectEqual(JSONSchema().problems(document, against: "{{kebab}}.schema.json"), [], "\(json.stdout)")
        guard case .array(let items)? = document.members["items"] else { Issue.record("no items: \(json.stdout)"); return }
        expectEqual(items.count, 3)
    }
    {{#writes}}

    @Test("{{kebab}}-mark applies once: the backend logs one write, and the list shows it marked", arguments: hosts)
    func mark(_ app: AppUnderTest) async throws {
        let server = try await StubServerProcess.start()
        defer { server.stop() }
        let data = TemporaryDirectory()
        let marked = try await app.run(["--json", "{{kebab}}-mark", "1"], server: server.baseURL, dataDir: data.url)
        expectEqual(marked.status, 0, "\(marked.all)")
        let document = try JSONValue(parsing: marked.stdout)
        try expectEqual(JSONSchema().problems(document, against: "{{kebab}}-mark.schema.json"), [], "\(marked.stdout)")
        expectEqual(document.members["queued"], .bool(false))
        let writes = try server.writes()
        expectEqual(writes.count, 1, "\(writes)")
        expectEqual(writes.first?["applied"] as? Int, 1, "\(writes)")

        let list = try await app.run(["{{kebab}}"], server: server.baseURL, dataDir: data.url)
        expectContains(list.stdout, "[x] 1  Check the first thing", "\(list.stdout)")
        let missing = try await app.run(["{{kebab}}-mark", "99"], server: server.baseURL, dataDir: data.url)
        expectEqual(missing.status, 66, "\(missing.all)")
    }

    @Test("offline, {{kebab}}-mark is kept (75) and sync sends it exactly once", arguments: hosts)
    func offline(_ app: AppUnderTest) async throws {
        let server = try await StubServerProcess.start()
        defer { server.stop() }
        let data = TemporaryDirectory()
        try await expectEqual(app.run(["{{kebab}}"], server: server.baseURL, dataDir: data.url).status, 0)
        try server.setFault("status=503")
        let queued = try await app.run(["{{kebab}}-mark", "3"], server: server.baseURL, dataDir: data.url)
        expectEqual(queued.status, 75, "\(queued.all)")
        expectContains(queued.all, app.hint("sync", server: server.baseURL, dataDir: data.url), "\(queued.all)")
        let cached = try await app.run(["{{kebab}}"], server: server.baseURL, dataDir: data.url)
        expectEqual(cached.status, 69, "\(cached.all)")
        expectContains(cached.stdout, "[x] 3", "the waiting mark shows on the cached copy: \(cached.stdout)")

        try server.setFault(nil)
        let sync = try await app.run(["sync"], server: server.baseURL, dataDir: data.url)
        expectEqual(sync.status, 0, "\(sync.all)")
        expectContains(sync.stdout, "Sent 1 waiting change.", "\(sync.stdout)")
        expectContains(sync.stdout, "Refreshed {{Name}}: 3 items.", "\(sync.stdout)")
        try await expectPrefix(app.run(["sync"], server: server.baseURL, dataDir: data.url).stdout, "Sent 0 waiting changes.")
        let writes = try server.writes()
        expectEqual(writes.count, 1, "\(writes)")
        expectEqual(writes.first?["applied"] as? Int, 1, "\(writes)")
    }
    {{/writes}}

    @Test("an app that does not host {{Name}}Feature has no {{kebab}} verb and not one {{Name}} symbol", arguments: others)
    func notHosted(_ product: String) async throws {
        let help = try await ProcessRunner.run(product, ["--help"])
        expectNotContains(help.stdout, "{{kebab}}", "\(help.stdout)")
        try expectEqual(AppUnderTest.symbols(of: product, containing: "{{Name}}Feature"), 0, "\(product) holds {{Name}}Feature's code")
    }
}
