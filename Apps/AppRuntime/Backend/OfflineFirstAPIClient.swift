import Core
import Foundation
import StorageLive
import Synchronization

/// The API client every app hands to its features: a ``BackendAdapter`` plus the local
/// store, so that nothing a person did is lost when the backend is away.
///
/// - The list is cached after every good fetch; when the backend is unavailable the cached
///   copy comes back marked stale.
/// - Completing writes an outbox entry *before* sending, with an idempotency key that every
///   retry reuses; the entry is removed only when the backend has answered. So a write is never
///   lost, and the backend's idempotency makes sure it is never applied twice.
public final class OfflineFirstAPIClient: SomeFeatureAPIClient, OtherFeatureAPIClient {
    private let adapter: any BackendAdapter
    private let store: LocalStore
    private let context: String
    private let clock: any WallClock
    private let owner = UUID().uuidString
    private let fallback = Mutex<DomainError?>(nil)

    /// Set when a some was served from the cached list because the backend was unavailable:
    /// why the live copy could not be had.
    public var cacheFallback: DomainError? { fallback.withLock { $0 } }

    /// Makes a client for `context` (e.g. `order:42`), caching and queueing in `store`.
    public init(adapter: any BackendAdapter, store: LocalStore, context: String, clock: any WallClock) {
        self.adapter = adapter
        self.store = store
        self.context = context
        self.clock = clock
    }

    public func listSomes() async throws(DomainError) -> SomeListing {
        do {
            let somes = try await adapter.fetchAllSomes()
            try store.cacheList(somes, context: context, fetchedAt: clock.now)
            return SomeListing(somes: somes)
        } catch where error.kind == .unavailable {
            guard let cached = try store.cachedList(context: context) else { throw error }
            return SomeListing(somes: cached.somes, freshness: .stale(fetchedAt: cached.fetchedAt, reason: error))
        }
    }

    public func some(id: SomeID) async throws(DomainError) -> Some {
        do {
            return try await adapter.fetchSome(id: id)
        } catch where error.kind == .unavailable {
            // Offline, the last good list still knows the some.
            guard let cached = try store.cachedList(context: context)?.somes.first(where: { $0.id == id }) else { throw error }
            fallback.withLock { $0 = error }
            return cached
        }
    }

    public func complete(id: SomeID) async throws(DomainError) -> CompletionOutcome {
        let entry = try store.enqueue(context: context, action: OutboxAction.complete, target: id.rawValue,
                                      idempotencyKey: UUID().uuidString, at: clock.now)
        do {
            try await adapter.complete(id: id, idempotencyKey: entry.idempotencyKey)
            try store.markSent(entry.id)
            return .applied
        } catch where error.kind == .unavailable {
            try store.recordFailure(entry.id, error: error.message)
            // The cached list is only a convenience: failing to update it loses nothing.
            try? markDoneInCache(id)
            return .queued(reason: error)
        } catch {
            // The person sees this failure now and the screen rolls back, so the change must
            // not be sent later behind their back.
            try store.markSent(entry.id)
            throw error
        }
    }

    public func other(id: OtherID) async throws(DomainError) -> Other {
        try await adapter.fetchOther(id: id)
    }

    /// Sends every pending outbox entry of this context with its original idempotency key.
    ///
    /// An entry leaves the outbox only when the backend accepted it, or refused it for good
    /// (a 4xx about the request itself). Anything that may be about this run instead (the
    /// backend unreachable, the token refused, a wrong base URL, an unreadable answer) keeps
    /// it for the next try. The first unreachable answer stops the round: the others would
    /// only wait for the same timeout.
    /// - Returns: what was sent, what was refused for good, and what is still waiting.
    public func flushOutbox() async throws(DomainError) -> OutboxReport {
        var report = OutboxReport()
        let claimed = try store.claimPending(context: context, owner: owner, now: clock.now, lease: 600)
        var unreachable: DomainError?
        for entry in claimed {
            if let unreachable {
                try store.recordFailure(entry.id, error: unreachable.message)
                continue
            }
            guard entry.action == OutboxAction.complete else {
                // Written by a newer version of the app: leave it for that version.
                try store.recordFailure(entry.id, error: "unknown action \(entry.action)")
                report.unknown.append(entry)
                continue
            }
            do {
                try await adapter.complete(id: SomeID(entry.target), idempotencyKey: entry.idempotencyKey)
            } catch where error.kind == .rejected {
                try store.markSent(entry.id)
                report.refused.append((entry, error))
                continue
            } catch {
                try store.recordFailure(entry.id, error: error.message)
                report.lastProblem = error
                if error.kind == .unavailable { unreachable = error }
                continue
            }
            try store.markSent(entry.id)
            report.sent.append(entry)
        }
        report.waiting = try store.pendingOutbox(context: context).filter { pending in
            !report.unknown.contains { $0.id == pending.id }
        }
        return report
    }

    private func markDoneInCache(_ id: SomeID) throws(DomainError) {
        guard var cached = try store.cachedList(context: context),
              let index = cached.somes.firstIndex(where: { $0.id == id }) else { return }
        cached.somes[index].status = .done
        try store.cacheList(cached.somes, context: context, fetchedAt: cached.fetchedAt)
    }
}

/// The actions the outbox knows how to send.
enum OutboxAction {
    static let complete = "complete"
}

/// What flushing the outbox did.
public struct OutboxReport: Sendable {
    /// Entries the backend accepted (or had already applied).
    public var sent: [OutboxEntry] = []
    /// Entries the backend refused for good, with why; they are not retried.
    public var refused: [(OutboxEntry, DomainError)] = []
    /// Entries still waiting: the backend was unreachable, refused the credentials, or could
    /// not be understood; they are sent again next time.
    public var waiting: [OutboxEntry] = []
    /// Entries with an action this version does not know; kept for the version that wrote them.
    public var unknown: [OutboxEntry] = []
    /// Why the last entry that is still waiting could not be sent, if one was tried.
    public var lastProblem: DomainError?
}
