import ActivityFeature
import AppRuntime
import Core
import FoundationEssentials
import StorageLive

/// ActivityFeature's API client in every app that hosts it: the app's ``ActivityBackend`` plus
/// the runtime's cache and outbox, so nothing a person did is lost when the backend is away.
///
/// - The activity is cached after every good fetch (in the local store's cache of feature
///   records, under "ActivityFeature"); when the backend is unavailable the cached copy comes
///   back marked stale.
/// - A comment goes through the outbox, its text with it: kept before it is sent, sent once.
public final class OfflineActivityClient: ActivityFeatureAPIClient {
    private let backend: any ActivityBackend
    /// The run's store, context, outbox and clock; the cache is kept per backend (`backendKey`).
    private let run: AppRun

    /// The outbox action of a comment: its target is the some, its payload the text.
    public static let commentAction = "comment"
    /// The activity as last fetched well, with the entries that could not be read.
    private var cache: CachedList<ActivityEntry> { CachedList(feature: "ActivityFeature", run: run) }

    /// A client over `backend`, caching and queueing in the run's store and context.
    public init(backend: any ActivityBackend, run: AppRun) {
        self.backend = backend
        self.run = run
    }

    /// How to send each kind of write this client queues: the first try and every retry alike.
    public var outboxSenders: [String: OutboxSender] {
        [Self.commentAction: sendComment]
    }

    /// Sends one waiting comment with its text and idempotency key. A some the backend says it
    /// does not have is a refusal for good: the comment would wait for it forever, so it leaves
    /// the outbox and `sync` says it was refused. (The first try, in ``comment(on:text:)``, says
    /// "not found" as it is: nothing is kept after a first try that is not about availability.)
    private var sendComment: OutboxSender {
        let backend = backend
        return { write throws(DomainError) in
            guard let text = write.payload else {
                throw DomainError(.rejected, "the queued comment on some \(write.target) has no text (made by another build?)",
                                  hint: "post it again with comment \(ShellWord.quoted(write.target)) TEXT")
            }
            do throws(DomainError) {
                try await backend.postComment(on: SomeID(write.target), text: text, idempotencyKey: write.idempotencyKey)
                return .changed
            } catch {
                guard error.kind == .notFound else { throw error }
                throw DomainError(.rejected, "comment on some \(write.target) not posted: \(error.message)", hint: error.hint)
            }
        }
    }

    public func listActivity() async throws(DomainError) -> ActivityListing {
        let fetched = try await CachedRead.read(
            live: { () async throws(DomainError) -> ActivityListing in try await backend.fetchAllActivity() },
            keep: { (listing) throws(DomainError) in
                // Kept while the run prints it; a failure is said as a warning.
                cache.keepBehind(unreadable: listing.unreadable, fetchedAt: run.clock.now) { listing.entries }
            },
            cached: { () throws(DomainError) -> (value: ActivityListing, fetchedAt: Date)? in
                try cache.read().map { (ActivityListing(entries: $0.records, unreadable: $0.unreadable), $0.fetchedAt) }
            },
            warnings: run.warnings
        )
        var listing = fetched.value
        listing.freshness = fetched.freshness
        // Offline, the cached copy lacks what was said since: the comments that wait in the
        // outbox come first, by whom and when they were made, marked as not sent yet.
        if listing.freshness.isStale {
            // Newest first; at the same moment, the waiting comment first.
            listing.entries = (waitingComments() + listing.entries).enumerated()
                .sorted { $0.element.at != $1.element.at ? $0.element.at > $1.element.at : $0.offset < $1.offset }
                .map(\.element)
        }
        return listing
    }

    /// The comments kept in the outbox for this context and backend, as entries.
    private func waitingComments() -> [ActivityEntry] {
        run.outbox.waiting(Self.commentAction).map { entry in
            ActivityEntry(id: "waiting-\(entry.id)", someID: SomeID(entry.target), kind: .comment, text: entry.payload ?? "",
                          author: Self.waitingAuthor, at: entry.createdAt)
        }
    }

    /// Who a comment still in the outbox is by, as the activity shows it.
    public static let waitingAuthor = "you (not sent yet)"

    public func comment(on someID: SomeID, text: String) async throws(DomainError) -> WriteOutcome {
        let backend = backend
        return try await run.outbox.perform(Self.commentAction, target: someID.rawValue, payload: text) { write throws(DomainError) in
            try await backend.postComment(on: someID, text: text, idempotencyKey: write.idempotencyKey)
            return .changed
        }
    }
}
