import AppRuntime
import Core
import FoundationEssentials
import {{Name}}Feature

/// {{Name}}Feature's API client in every app that hosts it: the app's ``{{Name}}Backend`` plus
{{#writes}}
/// the runtime's cache and outbox, so nothing a person did is lost when the backend is away.
{{/writes}}
{{^writes}}
/// the runtime's cache, so the last good list shows when the backend is away.
{{/writes}}
///
/// - The items are cached after every good fetch (in the local store's cache of feature
///   records, under "{{Name}}Feature"); when the backend is unavailable the cached copy comes
///   back marked stale.
{{#writes}}
/// - A mark goes through the outbox: kept before it is sent, sent once; offline it waits for
///   `sync`, and the cached copy shows it marked meanwhile.
{{/writes}}
public final class Offline{{Name}}Client: {{Name}}FeatureAPIClient {
    private let backend: any {{Name}}Backend
    private let run: AppRun
    private var cache: CachedList<{{Name}}Item> { CachedList(feature: "{{Name}}Feature", run: run) }

    /// A client over `backend`, caching and queueing in the run's store and context.
    public init(backend: any {{Name}}Backend, run: AppRun) {
        self.backend = backend
        self.run = run
    }

    public func list{{Name}}() async throws(DomainError) -> {{Name}}Listing {
        let fetched = try await CachedRead.read(
            live: { () async throws(DomainError) -> {{Name}}Listing in try await backend.fetch{{Name}}() },
            keep: { (listing) throws(DomainError) in
                cache.keepBehind(unreadable: listing.unreadable, fetchedAt: run.clock.now) { listing.items }
            },
            cached: { () throws(DomainError) -> (value: {{Name}}Listing, fetchedAt: Date)? in
                try cache.read().map { ({{Name}}Listing(items: $0.records, unreadable: $0.unreadable), $0.fetchedAt) }
            },
            warnings: run.warnings
        )
        var listing = fetched.value
        listing.freshness = fetched.freshness
        {{#writes}}
        // Offline, the cached copy lacks the marks made since: those waiting in the outbox show.
        if listing.freshness.isStale {
            let waiting = Set(run.outbox.waiting(Self.markAction).map(\.target))
            for index in listing.items.indices where waiting.contains(listing.items[index].id) {
                listing.items[index].marked = true
            }
        }
        {{/writes}}
        return listing
    }
    {{#writes}}

    /// The outbox action of a mark: its target is the item's id.
    public static let markAction = "{{kebab}}-mark"

    /// How to send each kind of write this client queues: the first try and every retry alike.
    public var outboxSenders: [String: OutboxSender] {
        [Self.markAction: sendMark]
    }

    /// Sends one waiting mark with its idempotency key. An item the backend says it does not
    /// have is a refusal for good: the mark leaves the outbox and `sync` says it was refused.
    /// (The first try, in ``mark{{Name}}(_:)``, says "not found" as it is.)
    private var sendMark: OutboxSender {
        let backend = backend
        return { write throws(DomainError) in
            do throws(DomainError) {
                try await backend.mark{{Name}}(write.target, idempotencyKey: write.idempotencyKey)
                return .changed
            } catch {
                guard error.kind == .notFound else { throw error }
                throw DomainError(.rejected, "mark of item \(write.target) not sent: \(error.message)", hint: error.hint)
            }
        }
    }

    public func mark{{Name}}(_ id: String) async throws(DomainError) -> WriteOutcome {
        let backend = backend
        return try await run.outbox.perform(Self.markAction, target: id) { write throws(DomainError) in
            try await backend.mark{{Name}}(id, idempotencyKey: write.idempotencyKey)
            return .changed
        }
    }
    {{/writes}}
}
