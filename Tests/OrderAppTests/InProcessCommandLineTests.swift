import AppHarness
import AppRuntime
import Core
import DemoBackends
import Expectations
import Foundation
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
