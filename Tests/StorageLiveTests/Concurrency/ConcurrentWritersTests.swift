import Foundation
import StorageLive
import Testing

@Suite("Two processes writing one file")
struct ConcurrentWritersTests {
    @Test("two worker processes writing at once lose nothing and leave a sound file")
    func twoProcesses() throws {
        let worker = try #require(workerBinaryURL(), "StorageLiveWorker not found next to the tests; run `swift build --build-tests`")
        try withTemporaryDirectorySync { directory in
            let workers = try ["first", "second"].map { prefix in
                try startWorker(worker, directory: directory, prefix: prefix, count: 200)
            }
            for (process, stderr) in workers {
                process.waitUntilExit()
                let message = (try? String(contentsOf: stderr, encoding: .utf8)) ?? ""
                #expect(process.terminationStatus == 0, "worker failed: \(message)")
                #expect(message == "")
            }

            let store = try LocalStore(directory: directory)
            let entries = try store.pendingOutbox(context: nil)
            #expect(entries.count == 400)
            #expect(Set(entries.map(\.idempotencyKey)) == Set((1...200).flatMap { ["first-\($0)", "second-\($0)"] }))
            #expect(try store.analyticsEvents(limit: 1_000).count == 400)
            #expect(try RawDatabase(path: store.path).string("PRAGMA integrity_check") == "ok")
        }
    }

    private func startWorker(
        _ worker: URL, directory: URL, prefix: String, count: Int
    ) throws -> (Process, URL) {
        let stderr = directory.appendingPathComponent("\(prefix).stderr")
        try Data().write(to: stderr)
        let process = Process()
        process.executableURL = worker
        process.arguments = ["--db", directory.path, "--context", "order:42", "--count", String(count), "--prefix", prefix]
        process.standardError = try FileHandle(forWritingTo: stderr)
        try process.run()
        return (process, stderr)
    }
}
