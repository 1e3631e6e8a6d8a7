import Foundation

/// A context's list of somes as the API client could get it: fresh, or the last good copy.
public struct SomeListing: Sendable, Hashable {
    /// Every some in the context (all pages, already joined).
    public var somes: [Some]
    /// Whether this came from the backend just now or from a cache.
    public var freshness: Freshness

    /// Makes a listing.
    public init(somes: [Some], freshness: Freshness = .fresh) {
        self.somes = somes
        self.freshness = freshness
    }

    /// True when the listing is a cached copy.
    public var isStale: Bool { freshness.isStale }
}

/// What happened to a request to complete a some.
public enum CompletionOutcome: Sendable, Hashable {
    /// The backend accepted it.
    case applied
    /// The backend could not be reached; the request is kept and will be sent later.
    case queued(reason: DomainError)
}
