import Core
import Expectations
import Foundation
@testable import StorageLive
import Testing

@Suite("What a write survives", .timeLimit(.minutes(2)))
struct DurabilityTests {
    /// The `synchronous` setting of the connection to `database` now: 1 is NORMAL, 2 is FULL.
    private func synchronous(_ database: Database) throws -> Int64? {
        try database.integer("PRAGMA synchronous")
    }

    @Test("an outbox write waits for the disk (FULL); a cached list, seen somes or a setting written after it do not (NORMAL), and the next outbox write waits again")
    func outboxIsFlushedAndCachesAreNot() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)

            _ = try store.enqueue(target: "5", key: "k-1")
            try expectEqual(synchronous(store.data), 2)

            try store.cacheRecords(Fixtures.somes.map(RecordJSON.init), feature: "SomeFeature", backend: Fixtures.backend, context: "order:42", fetchedAt: Fixtures.noon)
            try expectEqual(synchronous(store.cache), 1)
            try store.setSeenIDs(["5"], context: "order:42")
            try expectEqual(synchronous(store.state), 1)
            try store.setValue("kept", forKey: "k")
            try expectEqual(synchronous(store.data), 1)

            _ = try store.claimPending(context: "order:42", backend: Fixtures.backend, baseURL: Fixtures.baseURL, now: Fixtures.noon, lease: 30)
            try expectEqual(synchronous(store.data), 2)
        }
    }

    @Test("what a NORMAL write left is there for the next process, and an outbox entry after it too")
    func bothAreReadBack() async throws {
        try await withTemporaryDirectory { directory in
            do {
                let store = try LocalStore(directory: directory)
                try store.cacheRecords(Fixtures.somes.map(RecordJSON.init), feature: "SomeFeature", backend: Fixtures.backend, context: "order:42", fetchedAt: Fixtures.noon)
                _ = try store.enqueue(target: "5", key: "k-1")
            }
            let reopened = try LocalStore(directory: directory)
            try expectEqual(reopened.cachedRecords(RecordJSON.self, feature: "SomeFeature", backend: Fixtures.backend, context: "order:42")?.records, Fixtures.somes.map(RecordJSON.init))
            try expectEqual(reopened.pendingOutbox(context: "order:42").map(\.idempotencyKey), ["k-1"])
        }
    }
}
