import AppRuntime
import Core
import FoundationEssentials
import SomeFeature
import StorageLive

/// SomeFeature's API client in every app: the app's ``SomeBackend`` plus the runtime's cache
/// and outbox, so that nothing a person did is lost when the backend is away.
///
/// - The list is cached after every good fetch; when the backend is unavailable the cached
///   copy comes back marked stale, and so does a some read from it.
/// - Completing goes through the outbox: kept before it is sent, sent once, against the version
///   of the some the person saw (for a backend that guards writes by version).
/// - What a one-shot command showed a person is remembered with its version
///   (``recordShown(_:)``), so a later one-shot `done` writes against what the person was last
///   shown (``lastSeen(_:)``), not against whatever a refresh that showed nothing brought.
public final class OfflineSomeClient: SomeFeatureAPIClient {
    private let backend: any SomeBackend
    /// The run's store, context, outbox and clock; the cache is kept per backend (`backendKey`).
    private let run: AppRun

    /// The outbox action of a completion.
    public static let completeAction = "complete"

    /// The backend's own states the app declared, which the cache keeps by name.
    private let states: [SomeStatus]

    /// A client over `backend`, caching and queueing in the run's store and context; `states` are
    /// the app's declared states, read back from the cache as such.
    public init(backend: any SomeBackend, run: AppRun, states: [SomeStatus] = []) {
        self.backend = backend
        self.run = run
        self.states = states
    }

    /// `some` with a state kept by name (the cache and `--json` hold only the name) read back as
    /// the state the app declared.
    private func declaring(_ some: Some) -> Some {
        guard case .unrecognised(let name) = some.status, let declared = states.first(where: { $0.name == name }) else { return some }
        var some = some
        some.status = declared
        return some
    }

    /// How to send each kind of write this client queues: the first try and every retry alike.
    public var outboxSenders: [String: OutboxSender] {
        [Self.completeAction: sendCompletion]
    }

    /// Sends one completion with its idempotency key and the version it was made against.
    private var sendCompletion: OutboxSender {
        let backend = backend
        return { write throws(DomainError) in
            try await backend.complete(id: SomeID(write.target), preconditions: write.preconditions)
        }
    }

    public func listSomes() async throws(DomainError) -> SomeListing {
        let fetched = try await CachedRead.read(
            live: { () async throws(DomainError) -> SomeListing in try await backend.fetchAllSomes() },
            keep: { (listing) throws(DomainError) in
                // An incomplete list is kept with what could not be read, so it reads back
                // incomplete; while the run prints it, with a failure said as a warning.
                cache.keepBehind(unreadable: listing.unreadable, fetchedAt: run.clock.now) { listing.somes.map(CachedSome.init) }
            },
            cached: { () throws(DomainError) in
                try cachedList().map { ($0.listing, $0.fetchedAt) }
            },
            warnings: run.warnings
        )
        return SomeListing(somes: fetched.value.somes, unreadable: fetched.value.unreadable, freshness: fetched.freshness)
    }

    /// The last good list of this context from this backend, read from the cache alone; nil
    /// when there is none or it no longer reads (the live load then says why).
    public func keptSomes() async -> (listing: SomeListing, fetchedAt: Date)? {
        try? cachedList()
    }

    public func some(id: SomeID) async throws(DomainError) -> Fetched<Some> {
        try await CachedRead.read(
            live: { () async throws(DomainError) -> Some in try await backend.fetchSome(id: id) },
            keep: { _ in },
            cached: { () throws(DomainError) in
                // Offline, the last good list still knows the some.
                guard let list = try cachedList(),
                      let some = list.listing.somes.first(where: { $0.id == id }) else { return nil }
                return (some, list.fetchedAt)
            },
            warnings: run.warnings
        )
    }

    public func complete(id: SomeID, seenVersion: String?) async throws(DomainError) -> WriteOutcome {
        let outcome = try await run.outbox.perform(Self.completeAction, target: id.rawValue, version: seenVersion, send: sendCompletion)
        // The cached list and what was shown are only conveniences: failing to update them loses nothing.
        if case .queued = outcome { try? markDoneInCache(id) }
        // Done stays done where it was shown, so `done` again says so; only a some with a
        // version was remembered there.
        if seenVersion != nil, var shown = lastSeen(id) {
            shown.status = .done
            try? remember([shown])
        }
        return outcome
    }

    public func sendWaiting() async {
        await run.sendWaiting()
    }

    /// The somes whose completion waits in the outbox for this backend (or for none yet).
    public func waitingCompletions() async -> Set<SomeID> {
        Set(run.outbox.waiting(Self.completeAction).map { SomeID($0.target) })
    }

    /// The some as `list` or `show` last showed it, with its version; nil when none with a
    /// version was shown.
    public func lastSeen(_ id: SomeID) -> Some? {
        (try? shown.read())?.records.first { $0.json.id == id.rawValue }.flatMap { try? $0.some() }.map(declaring)
    }

    /// Remembers `somes` as a person was just shown them (by `list` or `show`), with their
    /// versions: what a later `done` is made against. Somes without a version (a backend that
    /// guards writes by key alone) are not remembered: nothing would be made against them.
    public func recordShown(_ somes: [Some]) {
        do {
            try remember(somes)
        } catch {
            // Not remembered: a later `done` reads the some first, as it does for one never shown.
            run.warnings.report(error)
        }
    }

    /// Puts the versioned ones of `somes` among those shown, replacing what was there for their ids.
    private func remember(_ somes: [Some]) throws(DomainError) {
        let versioned = somes.filter { $0.version != nil }
        guard !versioned.isEmpty else { return }
        let ids = Set(versioned.map(\.id.rawValue))
        var records = try shown.read()?.records ?? []
        records.removeAll { ids.contains($0.json.id) }
        records += versioned.map(CachedSome.init)
        try shown.keep(Array(records.suffix(Self.shownLimit)), unreadable: [], fetchedAt: run.clock.now)
    }

    /// How many shown somes are remembered, the most recent kept.
    static let shownLimit = 5_000

    /// The somes one-shot commands showed, as shown, with their versions.
    private var shown: CachedList<CachedSome> { CachedList(feature: "SomeFeature.shown", run: run) }

    private func markDoneInCache(_ id: SomeID) throws(DomainError) {
        guard var cached = try cachedList(),
              let index = cached.listing.somes.firstIndex(where: { $0.id == id }) else { return }
        cached.listing.somes[index].status = .done
        try keep(cached.listing, fetchedAt: cached.fetchedAt)
    }

    /// The list as last fetched well: each some in its normalized JSON form (so `updatedAt`
    /// keeps whole seconds), with the items that could not be read.
    private var cache: CachedList<CachedSome> { CachedList(feature: "SomeFeature", run: run) }

    /// Keeps `listing` as the last good list.
    private func keep(_ listing: SomeListing, fetchedAt: Date) throws(DomainError) {
        try cache.keep(listing.somes.map(CachedSome.init), unreadable: listing.unreadable, fetchedAt: fetchedAt)
    }

    /// The last good list of this context from this backend.
    /// - Throws: `.storage` naming the context when a cached some no longer reads.
    private func cachedList() throws(DomainError) -> (listing: SomeListing, fetchedAt: Date)? {
        guard let copy = try cache.read() else { return nil }
        var listing = SomeListing(somes: [], unreadable: copy.unreadable)
        for (index, json) in copy.records.enumerated() {
            do {
                listing.somes.append(declaring(try json.some()))
            } catch {
                throw DomainError(.storage, "the cached list of \(run.storageContext) no longer reads (item \(index + 1): \(error.message))",
                                  hint: "refresh the list while online to replace the cache — nothing was deleted")
            }
        }
        return (listing, copy.fetchedAt)
    }
}
