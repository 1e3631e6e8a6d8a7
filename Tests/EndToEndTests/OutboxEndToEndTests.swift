import Expectations
import Foundation
import ProcessHarness
import Testing

/// The outbox through the real binaries: a `sync` killed in the middle of a request, and writes
/// bound to the backend they were made for.
@Suite("Outbox end to end: kill -9, backends", .timeLimit(.minutes(2)), .removesTemporaryFolders)
struct OutboxEndToEndTests {
    @Test("a sync killed with SIGKILL in the middle of a request holds nothing up: the next sync sends everything at once, each write applied once",
          arguments: AppUnderTest.all)
    func killedSync(_ app: AppUnderTest) async throws {
        let server = try await StubServerProcess.start()
        defer { server.stop() }
        let data = TemporaryDirectory()
        try await expectEqual(app.run(["list"], server: server.baseURL, dataDir: data.url).status, 0)
        try await server.admin("POST", "/_stub/faults?spec=status%3D503")
        try await expectEqual(app.run(["done", "1"], server: server.baseURL, dataDir: data.url).status, 75)
        try await expectEqual(app.run(["done", "4"], server: server.baseURL, dataDir: data.url).status, 75)
        try await server.admin("POST", "/_stub/faults")

        // The backend holds the first request, so the sync is caught in the middle of it.
        try await server.admin("POST", "/_stub/hold")
        let sync = try RunningProcess(
            app.product, app.arguments(["sync"], server: server.baseURL, dataDir: data.url), environment: app.environment()
        )
        try await server.admin("GET", "/_stub/held?count=1")
        sync.kill(SIGKILL)
        let killed = await sync.wait()
        #expect(sync.wasKilled && killed.status == SIGKILL, "\(killed.all)")
        // The held request now reaches the backend and is applied; its answer has nobody to go to.
        try await server.admin("POST", "/_stub/release")

        let next = try await app.run(["sync"], server: server.baseURL, dataDir: data.url)

        expectEqual(next.status, 0, "\(next.all)")
        expectPrefix(next.stdout, "Sent 2 waiting changes.\nRefreshed the list: 12 \(app.many).", "\(next.all)")
        // Each write applied once: the held one that reached the backend after the kill, and the
        // other. (A conditional write sent twice changes nothing the second time, so for site-app
        // this count cannot see a double send; the write log below does, for keyed writes.)
        try expectEqual(server.stats()["writes_applied"], 2)
        if app.keysWrites {
            let writes = try server.writes()
            expectEqual(writes.count, 2)
            #expect(writes.allSatisfy { $0["applied"] as? Int == 1 }, "\(writes)")
            expectEqual(Set(writes.compactMap { $0["request"] as? String }).count, 2, "\(writes)")
        }
        try await expectPrefix(app.run(["sync"], server: server.baseURL, dataDir: data.url).stdout, "Sent 0 waiting changes.")
    }

    @Test("the hint of a done queued offline names the data folder, base URL and timeout it was run with; pasted as it is, once the backend is back, it sends the change",
          arguments: AppUnderTest.all)
    func hintPastedSends(_ app: AppUnderTest) async throws {
        let server = try await StubServerProcess.start()
        let data = TemporaryDirectory()
        try await expectEqual(app.run(["list"], server: server.baseURL, dataDir: data.url).status, 0)
        let gone = try server.stopHoldingPort()
        let done = try await app.run(["done", "4"], server: server.baseURL, dataDir: data.url)
        expectEqual(done.status, 75, "\(done.all)")
        let sync = app.hint("sync", server: server.baseURL, dataDir: data.url)
        expectContains(done.all, "`\(sync)`", "\(done.all)")
        // Said once, on standard error, which says why the exit is not 0, marked as a warning;
        // the screen says neither that nor that the read came from the cache.
        expectNotContains(done.stdout, "Offline: showing", "\(done.stdout)")
        expectNotContains(done.stdout, "as done offline", "\(done.stdout)")
        expectEqual(done.all.components(separatedBy: "as done offline").count, 2, "\(done.all)")
        expectEqual(done.all.components(separatedBy: "→ ").count, 2, "one hint: \(done.all)")
        expectContains(done.stderr, "! saved “", "\(done.stderr)")
        expectNotContains(done.all, "✗", "\(done.all)")

        gone.release()
        let back = try await StubServerProcess.start(arguments: ["--port", server.port])
        defer { back.stop() }
        let pasted = try await ProcessRunner.run(app.product, sync.split(separator: " ").dropFirst().map(String.init), environment: app.environment())
        expectEqual(pasted.status, 0, "\(pasted.all)")
        expectPrefix(pasted.stdout, "Sent 1 waiting change.", "\(pasted.all)")
        try expectEqual(back.stats()["writes_applied"], 1)
        if app.keysWrites { try expectEqual(back.writes().map { $0["applied"] as? Int }, [1]) }
    }

    @Test("sync with the backend down lists each waiting write with why, says to run it when the backend is back, and exits 75",
          arguments: AppUnderTest.all)
    func backendDown(_ app: AppUnderTest) async throws {
        let server = try await StubServerProcess.start()
        let data = TemporaryDirectory()
        try await expectEqual(app.run(["list"], server: server.baseURL, dataDir: data.url).status, 0)
        let gone = try server.stopHoldingPort()
        defer { gone.release() }
        try await expectEqual(app.run(["done", "1"], server: server.baseURL, dataDir: data.url).status, 75)
        try await expectEqual(app.run(["done", "4"], server: server.baseURL, dataDir: data.url).status, 75)

        let sync = try await app.run(["sync"], server: server.baseURL, dataDir: data.url)

        expectEqual(sync.status, 75, "\(sync.all)")
        expectEqual(sync.stdout, """
            Sent 0 waiting changes.
            2 still waiting:
              complete 1: backend at \(server.baseURL) unreachable (connection refused)
              complete 4: not tried: backend at \(server.baseURL) unreachable (connection refused)
            → run `\(app.hint("sync", server: server.baseURL, dataDir: data.url))` when the backend is back

            """, "\(sync.all)")
        let list = try await app.run(["list"], server: server.baseURL, dataDir: data.url)
        expectPrefix(list.stderr, """
            2 changes still waiting: backend at \(server.baseURL) unreachable (connection refused).
            → run `\(app.hint("sync", server: server.baseURL, dataDir: data.url))` when the backend is back

            """, "\(list.all)")
    }

    @Test("a write made against one backend is never sent to another: sync there says so and gives the command that sends it",
          arguments: AppUnderTest.all)
    func otherBackend(_ app: AppUnderTest) async throws {
        let first = try await StubServerProcess.start()
        defer { first.stop() }
        let second = try await StubServerProcess.start()
        defer { second.stop() }
        let data = TemporaryDirectory()
        try await expectEqual(app.run(["list"], server: first.baseURL, dataDir: data.url).status, 0)
        try await first.admin("POST", "/_stub/faults?spec=status%3D503")
        try await expectEqual(app.run(["done", "4"], server: first.baseURL, dataDir: data.url).status, 75)
        try await first.admin("POST", "/_stub/faults")

        let elsewhere = try await app.run(["sync"], server: second.baseURL, dataDir: data.url)

        expectEqual(elsewhere.status, 75, "\(elsewhere.all)")
        let command = app.hint("sync", server: first.baseURL, dataDir: data.url)
        expectContains(elsewhere.stdout, """
            1 still waiting:
              complete 4: made for the backend at \(first.baseURL), never sent to \(second.baseURL)
            → 1 change was made for \(first.baseURL), not this backend; `\(command)` sends it there
            """, "\(elsewhere.all)")
        // Standard error's hint gives the same command, not this one again.
        expectContains(elsewhere.stderr, "`\(command)` sends it there", "\(elsewhere.all)")
        expectNotContains(elsewhere.stderr, app.hint("sync", server: second.baseURL, dataDir: data.url), "\(elsewhere.all)")
        try expectEqual(second.stats()["writes_applied"], 0)
        // Not even tried there: no key reached the other backend's write log.
        if app.keysWrites { try expectEmpty(second.writes()) }

        // The command it gave, as a person pastes it: the data directory is in it.
        let pasted = try await ProcessRunner.run(
            app.product, command.split(separator: " ").dropFirst().map(String.init), environment: app.environment()
        )
        expectEqual(pasted.status, 0, "\(pasted.all)")
        expectPrefix(pasted.stdout, "Sent 1 waiting change.")
        try expectEqual(first.stats()["writes_applied"], 1)
        if app.keysWrites { try expectEqual(first.writes().map { $0["applied"] as? Int }, [1]) }
    }
}
