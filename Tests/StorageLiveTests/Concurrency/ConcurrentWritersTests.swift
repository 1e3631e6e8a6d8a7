import Core
import Expectations
import Foundation
import ProcessHarness
import StorageLive
import Testing

@Suite("Two processes writing one file", .timeLimit(.minutes(2)))
struct ConcurrentWritersTests {
    @Test("two worker processes writing at once lose nothing and leave a sound file")
    func twoProcesses() async throws {
        let worker = try #require(workerBinaryURL(), "StorageLiveWorker not found next to the tests; run `swift build --build-tests`")
        try await withTemporaryDirectory { directory in
            var workers: [(ChildProcess, URL)] = []
            // Every worker that started is stopped, even when a later one cannot start or an
            // expectation throws.
            defer { for (process, _) in workers { process.forceStop(); process.wait() } }
            for prefix in ["first", "second"] {
                workers.append(try startWorker(worker, directory: directory, prefix: prefix, count: 200))
            }
            for (process, stderr) in workers {
                let status = await Blocking.run { process.wait() }
                let message = (try? String(contentsOf: stderr, encoding: .utf8)) ?? ""
                expectEqual(status, 0, "worker failed: \(message)")
                expectEqual(message, "")
            }

            let store = try LocalStore(directory: directory)
            let entries = try store.pendingOutbox(context: nil)
            expectEqual(entries.count, 400)
            expectEqual(Set(entries.map(\.idempotencyKey)), Set((1...200).flatMap { ["first-\($0)", "second-\($0)"] }))
            try expectEqual(store.analyticsEvents(limit: 1_000).count, 400)
            try expectEqual(RawDatabase(path: store.path).string("PRAGMA integrity_check"), "ok")
        }
    }

    @Test("entries claimed by a process that ended without letting go are taken over at once, not after the lease")
    func claimsOfAnEndedProcess() async throws {
        let worker = try #require(workerBinaryURL(), "StorageLiveWorker not found next to the tests; run `swift build --build-tests`")
        try await withTemporaryDirectory { directory in
            let (process, stderr) = try startWorker(worker, directory: directory, prefix: "gone", count: 3, claim: true)
            expectEqual(await Blocking.run { process.wait() }, 0, "worker failed: \((try? String(contentsOf: stderr, encoding: .utf8)) ?? "")")
            let store = try LocalStore(directory: directory)
            let held = try store.pendingOutbox(context: "order:42")
            expectEqual(held.count, 3)
            #expect(held.allSatisfy { $0.claimedUntil != nil })
            // Its lock file is still there: the process was not given the chance to clean up.
            let claims = try FileManager.default.contentsOfDirectory(atPath: store.path + "-claims")
            expectEqual(claims.filter { $0.hasSuffix(".lock") }.count, 1)

            // The moment the worker claimed them (StorageLiveWorker's `moment`): their lease has
            // all of its 600 s to run, so only the ended process can free them.
            let taken = try store.claimPending(
                context: "order:42", backend: "http://127.0.0.1:80", baseURL: "http://127.0.0.1",
                now: Date(timeIntervalSince1970: 1_795_165_200), lease: 600
            )

            expectEqual(taken.map(\.idempotencyKey), ["gone-1", "gone-2", "gone-3"])
        }
    }

    private func startWorker(
        _ worker: URL, directory: URL, prefix: String, count: Int, claim: Bool = false
    ) throws -> (ChildProcess, URL) {
        let stderr = directory.appendingPathComponent("\(prefix).stderr")
        let process = try ProcessRunner.start(
            worker.path, ["--db", directory.path, "--context", "order:42", "--count", String(count), "--prefix", prefix]
                + (claim ? ["--claim"] : []),
            environment: ProcessInfo.processInfo.environment, input: .null, output: .null, errors: .file(stderr.path))
        return (process, stderr)
    }
}
