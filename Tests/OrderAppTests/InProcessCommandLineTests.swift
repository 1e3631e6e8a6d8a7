import AppHarness
import Core
import Expectations
import Foundation
import OrderApp
import OrderContract
import StubServer
import Testing

/// `AppCommand.main(_:in:)` answers as the executable does, with the exit code returned instead
/// of the process ending: help and the version on standard output, every mistake on standard
/// error the apps' way.
@Suite("order-app in process: help, version and mistakes")
struct InProcessCommandLineTests {
    func app() throws -> InProcessApp<OrderApp> {
        InProcessApp(environment: ["ORDER_APP_TOKEN": OrderDemo.token, "XDG_CONFIG_HOME": "/nonexistent", "ORDER_APP_NOW": "2026-11-20T09:00:00Z"],
                     transport: StubTransport(backend: try InMemoryStubBackend()))
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
}
