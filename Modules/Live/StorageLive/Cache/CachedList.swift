import Core
import Foundation

/// The last good list of a context, as ``LocalStore/cacheList(_:context:fetchedAt:)`` kept it.
public struct CachedList: Sendable, Hashable {
    /// The somes, in the order they were cached.
    public var somes: [Some]
    /// When they were fetched from the backend.
    public var fetchedAt: Date

    /// Makes a cached list.
    public init(somes: [Some], fetchedAt: Date) {
        self.somes = somes
        self.fetchedAt = fetchedAt
    }
}
