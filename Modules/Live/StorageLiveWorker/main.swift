// A second process for StorageLiveTests' concurrency tests: opens the store in --db and
// writes --count outbox entries and --count analytics events, each in its own transaction, as
// fast as it can; with --claim it then claims the context's waiting entries, prints their keys
// and exits without letting go of them. Exit 0 on success, 64 on bad arguments, 1 when the store
// fails.
import Core
import FoundationEssentials
import StorageLive
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

func fail(_ message: String, code: Int32) -> Never {
    StandardStreams.writeError(message + "\n")
    exit(code)
}

/// When every record is made: the tests this worker serves never depend on when they run. The
/// claim test takes over claims made at this moment, at this moment, with the lease far from over.
let moment = Date(timeIntervalSince1970: 1_795_165_200)

let arguments: WorkerArguments
do {
    arguments = try WorkerArguments(Array(CommandLine.arguments.dropFirst()))
} catch {
    fail("StorageLiveWorker: \(error.message)\n\(WorkerArguments.usage)", code: 64)
}

do {
    let store = try LocalStore(directory: arguments.directory)
    let analytics = store.analytics(context: arguments.context, clock: FixedClock(now: moment))
    for index in stride(from: 1, through: arguments.count, by: 1) {
        let key = "\(arguments.prefix)-\(index)"
        _ = try store.enqueue(
            context: arguments.context, backend: "http://127.0.0.1:80", baseURL: "http://127.0.0.1",
            action: "complete", target: String(index),
            idempotencyKey: key, at: moment
        )
        analytics.track(AnalyticsEvent("worker_enqueued", ["key": key]))
    }
    if arguments.claim {
        let claimed = try store.claimPending(
            context: arguments.context, backend: "http://127.0.0.1:80", baseURL: "http://127.0.0.1", now: moment, lease: 600
        )
        print(claimed.map(\.idempotencyKey).joined(separator: "\n"))
        // Exits with the claims held and the lock file left behind, as a killed process does;
        // only the kernel lets go of the lock.
        exit(0)
    }
} catch {
    fail("StorageLiveWorker: \(error)", code: 1)
}
