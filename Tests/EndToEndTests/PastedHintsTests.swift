import Expectations
import Foundation
import ProcessHarness
import Testing

/// Every command a one-shot run prints as a hint is pasted, as a person would, into a shell and
/// run: it names the same context, backend, data folder and timeout, so it does what it says
/// (the retry after a 503 with `Retry-After` lists; `sync` sends what waited; `list` after a
/// some that does not exist lists), never a usage error or another folder's state.
@Suite("Hints pasted and run", .timeLimit(.minutes(2)), .removesTemporaryFolders)
struct PastedHintsTests {
    /// The commands in backticks that start with the app's name.
    static func commands(in output: String, app: AppUnderTest) -> [String] {
        output.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 && $0.element.hasPrefix(app.product + " ") }
            .map { String($0.element) }
    }

    /// Runs `command` through `sh`, with the app found by its full path and the app's token.
    static func paste(_ command: String, app: AppUnderTest) async throws -> ProcessRunner.Result {
        let line = ProcessRunner.path(of: app.product).path + command.dropFirst(app.product.count)
        return try await ProcessRunner.run("/bin/sh", ["-c", line], environment: app.environment())
    }

    @Test("each hint of a 503 with Retry-After, a queued done, a missing some and a linked other, pasted, runs as it says",
          arguments: AppUnderTest.all)
    func pasted(_ app: AppUnderTest) async throws {
        let server = try await StubServerProcess.start()
        defer { server.stop() }
        let data = TemporaryDirectory()
        try await expectEqual(app.run(["list"], server: server.baseURL, dataDir: data.url).status, 0)
        var hinted: [(command: String, expected: Int32, after: String)] = []

        // A read the backend asks to retry later than the timeout allows: the hint is the whole command.
        try server.setFault("status=503,retry-after=120")
        let busy = try await app.run(["list"], server: server.baseURL, dataDir: data.url)
        expectEqual(busy.status, 69, busy.all)
        hinted += Self.commands(in: busy.all, app: app).map { ($0, 0, "the 503's retry") }
        // A write kept offline: the hint is the sync that sends it.
        let queued = try await app.run(["done", "4"], server: server.baseURL, dataDir: data.url)
        expectEqual(queued.status, 75, queued.all)
        hinted += Self.commands(in: queued.all, app: app).map { ($0, 0, "the queued done's sync") }
        try server.setFault(nil)
        // A some that does not exist: the hint lists those there are.
        let missing = try await app.run(["show", "999"], server: server.baseURL, dataDir: data.url)
        expectEqual(missing.status, 66, missing.all)
        hinted += Self.commands(in: missing.all, app: app).map { ($0, 0, "the missing some's list") }
        // The details name the linked other's command.
        let shown = try await app.run(["show", "1"], server: server.baseURL, dataDir: data.url)
        expectEqual(shown.status, 0, shown.all)
        hinted += Self.commands(in: shown.all, app: app).map { ($0, 0, "the details' other") }

        // One hint at least from each: the retry, the sync, the list, the other.
        for what in ["the 503's retry", "the queued done's sync", "the missing some's list", "the details' other"] {
            #expect(hinted.contains { $0.after == what }, "no hint from \(what): \(hinted.map(\.command))")
        }
        for hint in hinted {
            expectContains(hint.command, "--base-url \(server.baseURL)", hint.after)
            expectContains(hint.command, "--data-dir \(data.url.path)", hint.after)
            expectContains(hint.command, "--timeout 5", hint.after)
            let run = try await Self.paste(hint.command, app: app)
            expectEqual(run.status, hint.expected, "\(hint.after): `\(hint.command)` → \(run.all)")
        }
        // The pasted sync sent the done that waited: nothing waits any more.
        let again = try await app.run(["sync"], server: server.baseURL, dataDir: data.url)
        expectPrefix(again.stdout, "Sent 0 waiting changes.", again.all)
    }
}
