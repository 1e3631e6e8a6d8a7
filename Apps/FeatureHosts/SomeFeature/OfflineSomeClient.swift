import AppRuntime
import Core
import Foundation
import SomeFeature
import StorageLive

/// SomeFeature's API client in every app: the app's ``SomeBackend`` plus the runtime's cache
/// and outbox, so that nothing a person did is lost when the backend is away.
///
/// - The list is cached after every good fetch; when the backend is unavailable the cached
///   copy comes back marked stale, and so does a some read from it.
/// - Completing goes through the outbox: kept before it is sent, sent once.
public final class OfflineSomeClient: SomeFeatureAPIClient {
    private let backend: any SomeBackend
    private let store: LocalStore
    private let context: String
    /// Whose list the cache holds: a run against another backend never sees it.
    private let backendKey: String
    private let outbox: Outbox
    private let clock: any WallClock

    /// The outbox action of a completion.
    public static let completeAction = "complete"

    /// A client over `backend`, caching and queueing in the run's store and context.
    public init(backend: any SomeBackend, run: AppRun) {
        self.backend = backend
        store = run.store
        context = run.storageContext
        backendKey = BackendIdentity(baseURL: run.backend.baseURL).key
        outbox = run.outbox
        clock = run.clock
    }

    /// How to send each kind of write this client queues: the first try and every retry alike.
    public var outboxSenders: [String: OutboxSender] {
        [Self.completeAction: sendCompletion]
    }

    /// Sends one completion with its idempotency key.
    private var sendCompletion: OutboxSender {
        let backend = backend
        return { write throws(DomainError) in
            try await backend.complete(id: SomeID(write.target), idempotencyKey: write.idempotencyKey)
        }
    }

    public func listSomes() async throws(DomainError) -> SomeListing {
        let fetched = try await CachedRead.read(
            live: { () async throws(DomainError) -> SomeListing in try await backend.fetchAllSomes() },
            keep: { (listing) throws(DomainError) in
                // An incomplete list is kept with what could not be read, so it reads back incomplete.
                try store.cacheList(listing.somes, unreadable: listing.unreadable, backend: backendKey, context: context, fetchedAt: clock.now)
            },
            cached: { () throws(DomainError) in
                try cachedList().map { (SomeListing(somes: $0.somes, unreadable: $0.unreadable), $0.fetchedAt) }
            }
        )
        return SomeListing(somes: fetched.value.somes, unreadable: fetched.value.unreadable, freshness: fetched.freshness)
    }

    public func some(id: SomeID) async throws(DomainError) -> Fetched<Some> {
        try await CachedRead.read(
            live: { () async throws(DomainError) -> Some in try await backend.fetchSome(id: id) },
            keep: { _ in },
            cached: { () throws(DomainError) in
                // Offline, the last good list still knows the some.
                guard let list = try cachedList(),
                      let some = list.somes.first(where: { $0.id == id }) else { return nil }
                return (some, list.fetchedAt)
            }
        )
    }

    public func complete(id: SomeID) async throws(DomainError) -> CompletionOutcome {
        let outcome = try await outbox.perform(Self.completeAction, target: id.rawValue, send: sendCompletion)
        if case .queued = outcome {
            // The cached list is only a convenience: failing to update it loses nothing.
            try? markDoneInCache(id)
        }
        return outcome
    }

    private func markDoneInCache(_ id: SomeID) throws(DomainError) {
        guard var cached = try cachedList(),
              let index = cached.somes.firstIndex(where: { $0.id == id }) else { return }
        cached.somes[index].status = .done
        try store.cacheList(cached.somes, unreadable: cached.unreadable, backend: backendKey, context: context, fetchedAt: cached.fetchedAt)
    }

    /// The last good list of this context from this backend.
    private func cachedList() throws(DomainError) -> CachedList? {
        try store.cachedList(backend: backendKey, context: context)
    }
}
