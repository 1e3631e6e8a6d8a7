import Core

/// A context's activity as the API client could get it: live, or the last good copy.
public struct ActivityListing: Sendable, Hashable {
    /// Every entry, all pages joined, newest first.
    public var entries: [ActivityEntry]
    /// The entries the backend sent that could not be read, named.
    public var unreadable: [UnreadableItem]
    /// Whether this came from the backend just now or from a cache.
    public var freshness: Freshness

    /// Makes a listing.
    public init(entries: [ActivityEntry], unreadable: [UnreadableItem] = [], freshness: Freshness = .fresh) {
        self.entries = entries
        self.unreadable = unreadable
        self.freshness = freshness
    }
}
