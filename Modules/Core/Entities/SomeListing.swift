import FoundationEssentials

/// A context's list of somes as the API client could get it: fresh, or the last good copy.
public struct SomeListing: Sendable, Hashable {
    /// Every some in the context (all pages, already joined).
    public var somes: [Some]
    /// The items the backend sent that could not be read, named; the list is incomplete when
    /// there are any, whether it is live or a cached copy of an incomplete list.
    public var unreadable: [UnreadableItem]
    /// Whether this came from the backend just now or from a cache.
    public var freshness: Freshness

    /// Makes a listing.
    public init(somes: [Some], unreadable: [UnreadableItem] = [], freshness: Freshness = .fresh) {
        self.somes = somes
        self.unreadable = unreadable
        self.freshness = freshness
    }

    /// True when the listing is a cached copy.
    public var isStale: Bool { freshness.isStale }

    /// True when every item the backend sent could be read.
    public var isComplete: Bool { unreadable.isEmpty }
}
