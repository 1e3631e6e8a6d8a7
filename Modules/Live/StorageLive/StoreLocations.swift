import FoundationEssentials

/// Where a ``LocalStore`` keeps its three files, by their nature (the XDG base directories):
///
/// - `data` (`store.sqlite`): the outbox and settings, which exist nowhere else;
/// - `state` (`state.sqlite`): what the person has seen and the analytics log, worth keeping
///   between runs but not worth backing up;
/// - `cache` (`cache.sqlite`): the last good lists, which can always be fetched again.
///
/// Deleting the cache or state directory loses nothing that matters: the files are made again.
public struct StoreLocations: Sendable, Hashable {
    public var data: URL
    public var state: URL
    public var cache: URL

    public init(data: URL, state: URL, cache: URL) {
        self.data = data
        self.state = state
        self.cache = cache
    }

    /// All three files in one directory (`--data-dir`, tests, workers).
    public static func together(in directory: URL) -> StoreLocations {
        StoreLocations(data: directory, state: directory, cache: directory)
    }
}
