import Core
import Foundation
import StorageLive
import Testing

@Suite("Outbox")
struct OutboxTests {
    @Test("enqueuing returns the entry as kept, with no attempts yet")
    func enqueue() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)

            let entry = try store.enqueue(
                context: "order:42", action: "complete", target: "5", idempotencyKey: "k-1", at: Fixtures.noon
            )

            #expect(entry == OutboxEntry(
                id: entry.id, context: "order:42", action: "complete", target: "5", idempotencyKey: "k-1",
                createdAt: Fixtures.noon, attempts: 0, lastError: nil
            ))
            #expect(try store.pendingOutbox(context: "order:42") == [entry])
        }
    }

    @Test("enqueuing the same idempotency key twice keeps one entry and returns it")
    func sameKeyOnce() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            let first = try store.enqueue(
                context: "order:42", action: "complete", target: "5", idempotencyKey: "k-1", at: Fixtures.noon
            )

            let second = try store.enqueue(
                context: "order:42", action: "complete", target: "5", idempotencyKey: "k-1",
                at: Fixtures.noon.addingTimeInterval(60)
            )

            #expect(second == first)
            #expect(try store.pendingOutbox(context: nil) == [first])
        }
    }

    @Test("pending entries come oldest first, of one context or of all")
    func pendingOldestFirst() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            let late = try store.enqueue(
                context: "order:42", action: "complete", target: "1", idempotencyKey: "a", at: Fixtures.noon.addingTimeInterval(20)
            )
            let early = try store.enqueue(
                context: "order:42", action: "complete", target: "2", idempotencyKey: "b", at: Fixtures.noon
            )
            let other = try store.enqueue(
                context: "chat:c-7", action: "complete", target: "3", idempotencyKey: "c", at: Fixtures.noon.addingTimeInterval(10)
            )

            #expect(try store.pendingOutbox(context: "order:42") == [early, late])
            #expect(try store.pendingOutbox(context: "chat:c-7") == [other])
            #expect(try store.pendingOutbox(context: nil) == [early, other, late])
        }
    }

    @Test("a failed send counts an attempt and keeps the reason; a sent entry is removed")
    func failureAndSent() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            let entry = try store.enqueue(
                context: "order:42", action: "complete", target: "5", idempotencyKey: "k-1", at: Fixtures.noon
            )

            try store.recordFailure(entry.id, error: "backend unreachable")
            try store.recordFailure(entry.id, error: "HTTP 503")

            let failed = try #require(try store.pendingOutbox(context: nil).first)
            #expect(failed.attempts == 2)
            #expect(failed.lastError == "HTTP 503")

            try store.markSent(entry.id)

            #expect(try store.pendingOutbox(context: nil) == [])
            try store.markSent(entry.id)  // already gone: nothing happens
        }
    }

    @Test("claimed entries are withheld from another owner until the lease runs out")
    func claimLease() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            let first = try store.enqueue(
                context: "order:42", action: "complete", target: "1", idempotencyKey: "a", at: Fixtures.noon
            )
            let second = try store.enqueue(
                context: "order:42", action: "complete", target: "2", idempotencyKey: "b", at: Fixtures.noon.addingTimeInterval(1)
            )

            #expect(try store.claimPending(context: "order:42", owner: "A", now: Fixtures.noon, lease: 30) == [first, second])
            #expect(try store.claimPending(context: "order:42", owner: "B", now: Fixtures.noon.addingTimeInterval(29), lease: 30) == [])

            let third = try store.enqueue(
                context: "order:42", action: "complete", target: "3", idempotencyKey: "c", at: Fixtures.noon.addingTimeInterval(2)
            )
            #expect(try store.claimPending(context: nil, owner: "B", now: Fixtures.noon.addingTimeInterval(29), lease: 30) == [third])
            #expect(try store.claimPending(context: nil, owner: "B", now: Fixtures.noon.addingTimeInterval(30), lease: 30) == [first, second, third])
        }
    }

    @Test("a failed or sent entry is released: another owner may claim a failed one at once")
    func failureReleasesClaim() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            let first = try store.enqueue(
                context: "order:42", action: "complete", target: "1", idempotencyKey: "a", at: Fixtures.noon
            )
            let second = try store.enqueue(
                context: "order:42", action: "complete", target: "2", idempotencyKey: "b", at: Fixtures.noon.addingTimeInterval(1)
            )
            _ = try store.claimPending(context: nil, owner: "A", now: Fixtures.noon, lease: 300)

            try store.recordFailure(first.id, error: "HTTP 503")
            try store.markSent(second.id)

            let claimed = try store.claimPending(context: nil, owner: "B", now: Fixtures.noon.addingTimeInterval(1), lease: 300)
            #expect(claimed.map(\.idempotencyKey) == ["a"])
            #expect(claimed.first?.attempts == 1)
        }
    }

    @Test("an owner claiming again gets back what it already holds")
    func sameOwnerReclaims() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            let entry = try store.enqueue(
                context: "order:42", action: "complete", target: "1", idempotencyKey: "a", at: Fixtures.noon
            )
            _ = try store.claimPending(context: nil, owner: "A", now: Fixtures.noon, lease: 30)

            #expect(try store.claimPending(context: nil, owner: "A", now: Fixtures.noon.addingTimeInterval(1), lease: 30) == [entry])
        }
    }
}
