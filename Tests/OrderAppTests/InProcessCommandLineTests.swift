import AppHarness
import AppRuntime
import Core
import DemoBackends
import Expectations
import Foundation
import HTTPClientLive
import OrderApp
import OrderContract
import StorageLive
import StubServer
import Testing

/// `AppCommand.main(_:in:)` answers as the executable does, with the exit code returned instead
/// of the process ending: help and the version on standard output, every mistake on standard
/// error the apps' way.
@Suite("order-app in process: help, version and mistakes", .timeLimit(.minutes(2)))
struct InProcessCommandLineTests {
    func app() throws -> InProcessApp<OrderApp> {
        InProcessApp(environment: ["ORDER_APP_TOKEN": OrderDemo.token, "XDG_CONFIG_HOME": "/nonexistent", "ORDER_APP_NOW": "2026-11-20T09:00:00Z"],
                     transport: StubTransport(backend: try InMemoryStubBackend(configuration: .demo())))
    }

    @Test("--help and --version print on standard output and exit 0")
    func helpAndVersion() async throws {
        let app = try app()
        let help = await app.run(["--help"])
        expectEqual(help.status, 0)
        expectContains(help.stdout, "order-app [--order <id>]", "\(help.stdout)")
        expectEmpty(help.stderr)
        let version = await app.run(["--version"])
        expectEqual(version.status, 0)
        expectEqual(version.stdout, ProjectVersion.current + "\n")
    }

    @Test("a verb it does not have, and a bad option, are usage errors (64) on standard error")
    func mistakes() async throws {
        let app = try app()
        let verb = await app.run(["--order", "42", "lsit"])
        expectEqual(verb.status, 64)
        expectEmpty(verb.stdout)
        expectContains(verb.stderr, "did you mean `order-app --order 42 list`?", "\(verb.stderr)")
        let option = await app.run(["--order", "42", "list", "--status", "finished"])
        expectEqual(option.status, 64)
        expectPrefix(option.stderr, "✗ ", "\(option.stderr)")
        expectContains(option.stderr, "run `order-app list --help` to see what it takes", "\(option.stderr)")
        // `help` about a verb it does not have is the same mistake, with the same suggestion.
        let help = await app.run(["help", "lsit"])
        expectEqual(help.status, 64)
        expectEmpty(help.stdout)
        expectContains(help.stderr, "order-app: no verb \"lsit\"", "\(help.stderr)")
        expectContains(help.stderr, "did you mean `order-app help list`?", "\(help.stderr)")
        await expectEqual(app.run(["help", "list"]).status, 0)
    }

    @Test("--json=FIELDS names only the fields of the verb's records, each once")
    func jsonFieldsOfTheVerb() async throws {
        let app = try app()
        let list = await app.run(["--order", "42", "list", "--json=bogus"])
        expectEqual(list.status, 64)
        let fields = try #require(list.stderr.split(separator: "\n").first { $0.contains("fields: ") }?.components(separatedBy: "fields: ").last)
        let names = fields.split(separator: ",").map(String.init)
        expectEqual(names.count, Set(names).count, "\(names)")
        expectContains(names, "title")
        expectNotContains(names, "some_id", "\(names)")  // the activity's
        let activity = await app.run(["--order", "42", "activity", "--json=bogus"])
        expectEqual(activity.status, 64)
        expectContains(activity.stderr, "some_id", "\(activity.stderr)")
        expectNotContains(activity.stderr, "due_date", "\(activity.stderr)")
    }

    @Test("a run's result is its exit code: a list shown is 0, a some that does not exist 66")
    func results() async throws {
        let app = try app()
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("in-process-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: data) }
        let listed = await app.run(["--order", "42", "--data-dir", data, "--json", "list"])
        expectEqual(listed.status, 0, "\(listed.stderr)")
        #expect(listed.stdout.hasPrefix("{\"app\":\"order-app\""))
        let missing = await app.run(["--order", "42", "--data-dir", data, "show", "999"])
        expectEqual(missing.status, 66, "\(missing.stderr)")
        // What to do about it: the command that lists those there are.
        expectContains(missing.stderr, "→ run `order-app --order 42 --data-dir \(data) list` to see the somes there are", "\(missing.stderr)")
        let done = await app.run(["--order", "42", "--data-dir", data, "done", "999"])
        expectEqual(done.status, 66, "\(done.stderr)")
        expectContains(done.stderr, "list` to see the somes there are", "\(done.stderr)")
    }

    @Test("a backend that asks to wait is waited on the run's clock, not in real time: two waits of 3 s, then exit 69 naming the wait")
    func waitsOnTheRunsClock() async throws {
        let clock = ImmediateClock()
        let transport = StubTransport(backend: try InMemoryStubBackend(configuration: .demo()))
        var app = try app()
        app.transport = transport
        app.clock = clock
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("in-process-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: data) }
        try await transport.setFault("status=429,retry-after=3")
        let listed = await app.run(["--order", "42", "--data-dir", data, "list"])
        expectEqual(listed.status, 69, "\(listed.stderr)")
        expectContains(listed.stderr, "the backend asks to wait 3 s", "\(listed.stderr)")
        expectEqual(clock.now.offset, .seconds(3 * JSONBackend.maxRetries))
    }

    @Test("a backend that answers Backoff: 2 paces every later request of the run on its clock, and the run says so once")
    func backoffPacesTheRun() async throws {
        let clock = ImmediateClock()
        let transport = StubTransport(backend: try InMemoryStubBackend(configuration: .demo()))
        var app = try app()
        app.transport = transport
        app.clock = clock
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("in-process-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: data) }
        try await transport.setFault("backoff=2")
        let listed = await app.run(["--order", "42", "--data-dir", data, "--json", "list"])
        expectEqual(listed.status, 0, "\(listed.stderr)")
        // Twelve somes, five a page: three pages, the last two each 2 s after the one before.
        expectEqual(clock.now.offset >= .seconds(4), true, "\(clock.now.offset)")
        let said = listed.stderr.components(separatedBy: "asked clients to slow down (Backoff: 2 s)").count - 1
        expectEqual(said, 1, "\(listed.stderr)")
        #expect(listed.stdout.hasPrefix("{\"app\":\"order-app\""))
    }

    @Test("a service that has ended (410 with an Alert) is unavailable (69) in the backend's words and link, never a refused change; a retiring one is said once")
    func endOfService() async throws {
        let transport = StubTransport(backend: try InMemoryStubBackend(configuration: .demo()))
        var app = try app()
        app.transport = transport
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("in-process-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: data) }
        try await transport.setFault("alert=soft-eol")
        let retiring = await app.run(["--order", "42", "--data-dir", data, "list"])
        expectEqual(retiring.status, 0, "\(retiring.stderr)")
        expectEqual(retiring.stderr.components(separatedBy: "announces the end of this service (soft-eol): This service will end soon").count - 1, 1,
                    "\(retiring.stderr)")
        try await transport.setFault("status=410,alert=hard-eol")
        for arguments in [["--json", "list"], ["show", "1"], ["--json", "show", "1"]] {
            let ended = await app.run(["--order", "42", "--data-dir", data] + arguments)
            expectEqual(ended.status, 69, "\(arguments): \(ended.stderr)")
            let flat = ended.stderr.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            expectContains(flat, "has ended this service (410 Gone): This service has ended; use the new one", "\(ended.stderr)")
            expectContains(flat, "see https://example.com/end-of-service", "\(ended.stderr)")
            expectNotContains(flat, "change", "\(ended.stderr)")
        }
    }

    /// A backend of an older version: no activity route (404 with the API's error body, as
    /// stub-server answers a path it does not serve); everything else as usual.
    final class NoActivityRoute: HTTPTransport, Sendable {
        let inner: StubTransport
        init(_ inner: StubTransport) { self.inner = inner }
        func send(_ request: HTTPRequest) async throws(DomainError) -> HTTPResponse {
            guard request.url.path.hasSuffix("/activity") else { return try await inner.send(request) }
            let body = #"{"error":{"code":"route_not_found","message":"no route for GET \#(request.url.path)"}}"#
            return HTTPResponse(status: 404, headers: ["Content-Type": "application/json"], body: Data(body.utf8))
        }
    }

    @Test("sync on a backend without one hosted feature's route: what waited is sent and reported, the refresh is warned of as set up wrong, and the exit is the send's (0); with nothing waiting it is 78")
    func syncWithAMissingRoute() async throws {
        let stub = StubTransport(backend: try InMemoryStubBackend(configuration: .demo()))
        var app = try app()
        app.transport = NoActivityRoute(stub)
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("in-process-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: data) }
        await expectEqual(app.run(["--order", "42", "--data-dir", data, "list"]).status, 0)
        try await stub.setFault("status=503")
        await expectEqual(app.run(["--order", "42", "--data-dir", data, "done", "4"]).status, 75)
        try await stub.setFault(nil)
        let sync = await app.run(["--order", "42", "--data-dir", data, "sync"])
        expectEqual(sync.status, 0, "\(sync.stdout)\(sync.stderr)")
        expectContains(sync.stdout, "Sent 1 waiting change.", "\(sync.stdout)")
        expectContains(sync.stdout, "Could not refresh the activity", "\(sync.stdout)")
        let flat = sync.stderr.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        expectContains(flat, "does not serve this part of it", "\(sync.stderr)")
        expectNotContains(flat, "does not exist", "\(sync.stderr)")

        let again = await app.run(["--order", "42", "--data-dir", data, "--json", "sync"])
        expectEqual(again.status, 78, "\(again.stderr)")
        let document = try JSONValue(parsing: again.stdout)
        expectEqual(document.members["sent"], .array([]), "\(again.stdout)")
        guard case .array(let refreshed)? = document.members["refreshed"] else { Issue.record("no refreshed: \(again.stdout)"); return }
        expectEqual(refreshed.compactMap { $0.members["problem"]?.members["kind"] }, [.string("configuration")], "\(again.stdout)")
    }

    @Test("a run uses the store it is handed: the list is kept there and nothing is made in --data-dir; the next run, offline, shows it from there")
    func usesTheStoreItIsHanded() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("in-process-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try LocalStore(directory: folder.appendingPathComponent("handed"))
        let transport = StubTransport(backend: try InMemoryStubBackend(configuration: .demo()))
        var app = try app()
        app.transport = transport
        app.store = store
        let unused = folder.appendingPathComponent("unused").path
        let listed = await app.run(["--order", "42", "--data-dir", unused, "--json", "list"])
        expectEqual(listed.status, 0, "\(listed.stderr)")
        #expect(!FileManager.default.fileExists(atPath: unused), "the run made \(unused)")

        try await transport.setFault("status=503")
        let offline = await app.run(["--order", "42", "--data-dir", unused, "--json", "list"])
        expectEqual(offline.status, 69, "\(offline.stderr)")
        expectContains(offline.stdout, "\"stale\":true", "\(offline.stdout)")
        #expect(!FileManager.default.fileExists(atPath: unused), "the run made \(unused)")
    }
}
