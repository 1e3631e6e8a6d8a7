import Core
import Expectations
import Foundation
@testable import StorageLive
import Testing

@Suite("Outbox", .timeLimit(.minutes(2)))
struct OutboxTests {
    @Test("enqueuing returns the entry as kept, bound to its backend, with no attempts yet")
    func enqueue() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)

            let entry = try store.enqueue(target: "5", key: "k-1")

            expectEqual(entry, OutboxEntry(
                id: entry.id, context: "order:42", action: "complete", target: "5", idempotencyKey: "k-1",
                createdAt: Fixtures.noon, attempts: 0, lastError: nil,
                backend: Fixtures.backend, baseURL: Fixtures.baseURL, claimedUntil: nil
            ))
            try expectEqual(store.pendingOutbox(context: "order:42"), [entry])
        }
    }

    @Test("an entry keeps the version it was made against and its payload, read back by a store opened afresh")
    func versionKept() async throws {
        try await withTemporaryDirectory { directory in
            let entry = try LocalStore(directory: directory).enqueue(
                context: "site:S-1", backend: Fixtures.backend, baseURL: Fixtures.baseURL, action: "complete", target: "2",
                payload: "note", version: "\"t2-v1\"", idempotencyKey: "k-v", at: Fixtures.noon
            )
            expectEqual(entry.version, "\"t2-v1\"")
            // As after a kill -9: nothing but the file is left.
            let reopened = try LocalStore(directory: directory)
            let pending = try reopened.pendingOutbox(context: "site:S-1")
            expectEqual(pending.map(\.version), ["\"t2-v1\""])
            expectEqual(pending.map(\.payload), ["note"])
        }
    }

    @Test("enqueuing the same idempotency key twice keeps one entry and returns it")
    func sameKeyOnce() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            let first = try store.enqueue(target: "5", key: "k-1")

            let second = try store.enqueue(target: "5", key: "k-1", at: Fixtures.noon.addingTimeInterval(60))

            expectEqual(second, first)
            try expectEqual(store.pendingOutbox(context: nil), [first])
        }
    }

    @Test("pending entries come oldest first, of one context or of all")
    func pendingOldestFirst() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            let late = try store.enqueue(target: "1", key: "a", at: Fixtures.noon.addingTimeInterval(20))
            let early = try store.enqueue(target: "2", key: "b")
            let other = try store.enqueue(target: "3", key: "c", at: Fixtures.noon.addingTimeInterval(10), context: "chat:c-7")

            try expectEqual(store.pendingOutbox(context: "order:42"), [early, late])
            try expectEqual(store.pendingOutbox(context: "chat:c-7"), [other])
            try expectEqual(store.pendingOutbox(context: nil), [early, other, late])
        }
    }

    @Test("a failed send counts an attempt and keeps the reason; a sent entry is removed")
    func failureAndSent() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            let entry = try store.enqueue(target: "5", key: "k-1")

            try store.recordFailure(entry.id, error: "backend unreachable")
            try store.recordFailure(entry.id, error: "HTTP 503")

            let failed = try #require(try store.pendingOutbox(context: nil).first)
            expectEqual(failed.attempts, 2)
            expectEqual(failed.lastError, "HTTP 503")

            try store.markSent(entry.id)

            try expectEqual(store.pendingOutbox(context: nil), [])
            try store.markSent(entry.id)  // already gone: nothing happens
        }
    }

    @Test("entries held by a claimer that still runs are withheld from another until the lease runs out")
    func claimLease() async throws {
        try await withTemporaryDirectory { directory in
            let first = try LocalStore(directory: directory)
            let second = try LocalStore(directory: directory)
            _ = try first.enqueue(target: "1", key: "a")
            _ = try first.enqueue(target: "2", key: "b", at: Fixtures.noon.addingTimeInterval(1))

            try expectEqual(first.claim(at: Fixtures.noon, lease: 30).map(\.idempotencyKey), ["a", "b"])
            try expectEqual(second.claim(at: Fixtures.noon.addingTimeInterval(29), lease: 30), [])

            _ = try first.enqueue(target: "3", key: "c", at: Fixtures.noon.addingTimeInterval(2))
            try expectEqual(second.claim(at: Fixtures.noon.addingTimeInterval(29), lease: 30).map(\.idempotencyKey), ["c"])
            // A claimer that hangs: its lease is what frees its entries.
            try expectEqual(second.claim(at: Fixtures.noon.addingTimeInterval(30), lease: 30).map(\.idempotencyKey), ["a", "b", "c"])
        }
    }

    @Test("entries held by a claimer that is gone are taken over at once, long before the lease ends")
    func goneClaimerIsTakenOver() async throws {
        try await withTemporaryDirectory { directory in
            let survivor = try LocalStore(directory: directory)
            do {
                let dying = try LocalStore(directory: directory)
                _ = try dying.enqueue(target: "1", key: "a")
                try expectEqual(dying.claim(at: Fixtures.noon, lease: 600).count, 1)
                try expectEqual(survivor.claim(at: Fixtures.noon, lease: 600), [])
            }

            let taken = try survivor.claim(at: Fixtures.noon.addingTimeInterval(1), lease: 600)

            expectEqual(taken.map(\.idempotencyKey), ["a"])
            expectEqual(taken.first?.claimedUntil, Fixtures.noon.addingTimeInterval(601))
        }
    }

    @Test("a claim renewed by a claimer that lost it says so, and its failure leaves the new claim alone")
    func lostClaim() async throws {
        try await withTemporaryDirectory { directory in
            let slow = try LocalStore(directory: directory)
            let other = try LocalStore(directory: directory)
            let entry = try slow.enqueue(target: "1", key: "a")
            _ = try slow.claim(at: Fixtures.noon, lease: 30)
            #expect(try slow.renewClaim(entry.id, now: Fixtures.noon.addingTimeInterval(10), lease: 30))

            // The slow claimer's lease runs out; the other takes the entry over.
            try expectEqual(other.claim(at: Fixtures.noon.addingTimeInterval(40), lease: 30).count, 1)

            #expect(try !slow.renewClaim(entry.id, now: Fixtures.noon.addingTimeInterval(41), lease: 30))
            try slow.recordFailure(entry.id, error: "HTTP 503")
            try expectEqual(slow.claim(at: Fixtures.noon.addingTimeInterval(42), lease: 30), [])
            #expect(try other.renewClaim(entry.id, now: Fixtures.noon.addingTimeInterval(42), lease: 30))
        }
    }

    @Test("a failed or sent entry is released: another claimer may claim a failed one at once")
    func failureReleasesClaim() async throws {
        try await withTemporaryDirectory { directory in
            let first = try LocalStore(directory: directory)
            let second = try LocalStore(directory: directory)
            let failing = try first.enqueue(target: "1", key: "a")
            let sent = try first.enqueue(target: "2", key: "b", at: Fixtures.noon.addingTimeInterval(1))
            _ = try first.claim(at: Fixtures.noon, lease: 300)

            try first.recordFailure(failing.id, error: "HTTP 503")
            try first.markSent(sent.id)

            let claimed = try second.claim(at: Fixtures.noon.addingTimeInterval(1), lease: 300)
            expectEqual(claimed.map(\.idempotencyKey), ["a"])
            expectEqual(claimed.first?.attempts, 1)
        }
    }

    @Test("a claimer claiming again gets back what it already holds")
    func sameOwnerReclaims() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            _ = try store.enqueue(target: "1", key: "a")
            _ = try store.claim(at: Fixtures.noon, lease: 30)

            try expectEqual(store.claim(at: Fixtures.noon.addingTimeInterval(1), lease: 30).map(\.idempotencyKey), ["a"])
        }
    }

    @Test("entries made for another backend are never claimed; entries from before backends were kept are bound to the claimer's")
    func boundToBackend() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            _ = try store.enqueue(target: "1", key: "staging", backend: "https://staging.example.com:443")
            _ = try store.enqueue(target: "2", key: "ours", at: Fixtures.noon.addingTimeInterval(1))
            try RawDatabase(path: store.path).execute(
                """
                INSERT INTO outbox (context, action, target, idempotency_key, created_at)
                VALUES ('order:42', 'complete', '3', 'legacy', \(Fixtures.noon.timeIntervalSince1970 + 2))
                """
            )

            let claimed = try store.claim(at: Fixtures.noon, lease: 30)

            expectEqual(claimed.map(\.idempotencyKey), ["ours", "legacy"])
            expectEqual(claimed.map(\.backend), [Fixtures.backend, Fixtures.backend])
            expectEqual(claimed.last?.baseURL, Fixtures.baseURL)
            let staging = try store.claimPending(
                context: "order:42", backend: "https://staging.example.com:443", baseURL: "https://staging.example.com",
                now: Fixtures.noon, lease: 30
            )
            expectEqual(staging.map(\.idempotencyKey), ["staging"])
        }
    }

    @Test("a claim an older build made (no lock) is freed only by its lease")
    func olderBuildsClaimWaitsForTheLease() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            _ = try store.enqueue(target: "1", key: "a")
            let until = Fixtures.noon.timeIntervalSince1970 + 600
            try RawDatabase(path: store.path).execute(
                "UPDATE outbox SET claimed_by = 'C0FFEE00-0000-4000-8000-000000000000', claimed_until = \(until), claim_locked = 0"
            )

            try expectEqual(store.claim(at: Fixtures.noon.addingTimeInterval(1), lease: 30), [])
            try expectEqual(store.claim(at: Fixtures.noon.addingTimeInterval(600), lease: 30).map(\.idempotencyKey), ["a"])
        }
    }

    @Test("with nothing waiting for the backend, a claim takes no lock and makes no file; entries for another backend do not count")
    func nothingToClaim() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            try store.enqueue(target: "5", key: "k-1", backend: "https://staging.example.com:443")

            try expectEqual(store.claim(at: Fixtures.noon, lease: 30), [])
            #expect(!FileManager.default.fileExists(atPath: store.path + "-claims"))
            expectNil(store.claimOwner)

            try store.enqueue(target: "6", key: "k-2")
            try expectEqual(store.claim(at: Fixtures.noon, lease: 30).map(\.idempotencyKey), ["k-2"])
            #expect(store.claimOwner != nil)
        }
    }

    @Test("a claimer's lock file goes with its store, and a gone claimer's file is cleared by the next claimer")
    func lockFiles() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            let claims = store.path + "-claims"
            func lockFiles() throws -> [String] {
                try FileManager.default.contentsOfDirectory(atPath: claims).filter { $0.hasSuffix(".lock") }
            }
            try store.enqueue(target: "5", key: "k-1")
            _ = try store.claim(at: Fixtures.noon, lease: 30)
            try expectEqual(lockFiles().count, 1)
            // A file left behind by a process that was killed: nothing holds its lock.
            let stale = "\(claims)/\(UUID().uuidString).lock"
            #expect(FileManager.default.createFile(atPath: stale, contents: Data()))
            do {
                let other = try LocalStore(directory: directory)
                _ = try other.claim(at: Fixtures.noon, lease: 30)
                try expectEqual(lockFiles().count, 2)
                #expect(!FileManager.default.fileExists(atPath: stale))
            }
            try expectEqual(lockFiles().count, 1)
        }
    }
}

extension LocalStore {
    /// Queues a completion of `target` in order 42 for the fixtures' backend, at noon.
    @discardableResult
    func enqueue(
        target: String, key: String, at date: Date = Fixtures.noon, context: String = "order:42", backend: String = Fixtures.backend
    ) throws -> OutboxEntry {
        try enqueue(
            context: context, backend: backend, baseURL: backend == Fixtures.backend ? Fixtures.baseURL : backend,
            action: "complete", target: target, idempotencyKey: key, at: date
        )
    }

    /// Claims what waits in order 42 for the fixtures' backend.
    func claim(at now: Date, lease: TimeInterval) throws -> [OutboxEntry] {
        try claimPending(context: "order:42", backend: Fixtures.backend, baseURL: Fixtures.baseURL, now: now, lease: lease)
    }
}
