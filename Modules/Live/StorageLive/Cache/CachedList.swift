import Core
import Foundation

/// The last good list of a context on one backend, as
/// ``LocalStore/cacheList(_:unreadable:backend:context:fetchedAt:)`` kept it.
public struct CachedList: Sendable, Hashable {
    /// The somes, in the order they were cached.
    public var somes: [Some]
    /// The items that could not be read when the list was fetched: a copy of an incomplete list
    /// stays incomplete.
    public var unreadable: [UnreadableItem]
    /// When they were fetched from the backend.
    public var fetchedAt: Date

    /// Makes a cached list.
    public init(somes: [Some], unreadable: [UnreadableItem] = [], fetchedAt: Date) {
        self.somes = somes
        self.unreadable = unreadable
        self.fetchedAt = fetchedAt
    }
}
