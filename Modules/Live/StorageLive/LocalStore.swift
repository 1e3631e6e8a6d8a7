import Core
import FoundationEssentials

/// An app's local state in three SQLite files (see ``StoreLocations``): key-values and the
/// outbox of pending writes in the data file, what the person has seen and analytics in the
/// state file, the last good list per backend and context in the cache file.
///
/// One connection per file, each behind a mutex, so the store can be shared freely. Other
/// processes may use the same files at the same time (see ``Database``).
public final class LocalStore: Sendable {
    /// The data file: the outbox and key-values.
    let data: Database
    /// The state file: seen ids and analytics.
    let state: Database
    /// The cache file: cached lists.
    let cache: Database
    /// This store's lock as a claimer of outbox entries, taken at the first claim.
    private let claimLock = Locked<ClaimLock?>(nil)
    /// The cache file's writes made beside the run (``cacheRecordsBehind(json:feature:backend:context:fetchedAt:failed:)``).
    let cacheWrites = WriteBehind()
    /// Why those writes failed, each told to its caller's `failed` by whoever waits for them
    /// next (``settle()``), on that thread: never in the middle of what the run is printing.
    let cacheFailures = Locked<[@Sendable () -> Void]>([])

    /// How long a write waits for another process's write to finish before failing.
    public static let busyTimeoutMilliseconds: Int32 = 5000

    /// How the files' logs are left as they close (``Database/Closing``): the data file's is
    /// always copied in, so `store.sqlite` alone holds every change not yet sent; the state and
    /// cache files keep theirs up to 1 MiB, about 250 pages: a `list` of 500 somes adds about
    /// 40 to the cache's when the list changed and 1 when it did not, 2 to the state's, and
    /// reading 1 MiB back on opening costs about half a millisecond (docs/build-times.md).
    static let dataClosing = Database.Closing.foldLog
    static let keptClosing = Database.Closing.keepLog(upTo: 1 << 20)

    /// The data file (`store.sqlite`).
    public var path: String { data.path }
    /// The state file (`state.sqlite`).
    public var statePath: String { state.path }
    /// The cache file (`cache.sqlite`).
    public var cachePath: String { cache.path }

    /// Opens (creating what is missing) the three files and brings each to its latest schema.
    /// A data file from before the split has its cached lists, seen ids and analytics moved
    /// to the other two, once.
    ///
    /// - Throws: `.storage` when a directory cannot be made, a file is not a database or
    ///   belongs to another program, it was written by a newer build, or an upgrade fails.
    ///   A file's version is checked before anything is written to it.
    public init(_ locations: StoreLocations) throws(DomainError) {
        // Every file is checked before any is written or made: a data file this build must not
        // touch is refused with nothing created beside it.
        data = try Database(directory: locations.data, role: "data", fileName: "store.sqlite", schema: Schema.data,
                            closing: Self.dataClosing)
        state = try Database(directory: locations.state, role: "state", fileName: "state.sqlite", schema: Schema.state,
                             closing: Self.keptClosing)
        cache = try Database(directory: locations.cache, role: "cache", fileName: "cache.sqlite", schema: Schema.cache,
                             closing: Self.keptClosing)
        // The data file last: its step 4 moves tables into the other two.
        try cache.upgrade()
        try state.upgrade()
        try data.upgrade(spanning: Migrator.AttachedFiles(cache: cache.path, state: state.path))
    }

    /// Opens the three files as ``init(_:)`` does, but goes on without any that cannot be used
    /// (a full or read-only disk, no permission, a disk error, a file that is not this app's
    /// database, one from a newer build): each fails on its own, so a full cache disk costs the
    /// cache and not the outbox. Using a file that could not be opened fails saying why
    /// (``problems``); nothing is written to it.
    public init(tolerating locations: StoreLocations) {
        func open(_ directory: URL, role: String, fileName: String, schema: [Migration], closing: Database.Closing) -> Database {
            do {
                return try Database(directory: directory, role: role, fileName: fileName, schema: schema, closing: closing)
            } catch {
                return Database(unavailable: directory.appendingPathComponent(fileName).path, schema: schema, because: error)
            }
        }
        data = open(locations.data, role: "data", fileName: "store.sqlite", schema: Schema.data, closing: Self.dataClosing)
        state = open(locations.state, role: "state", fileName: "state.sqlite", schema: Schema.state, closing: Self.keptClosing)
        cache = open(locations.cache, role: "cache", fileName: "cache.sqlite", schema: Schema.cache, closing: Self.keptClosing)
        for file in [cache, state] {
            do { try file.upgrade() } catch { file.markUnavailable(error) }
        }
        do {
            // Rows move to the other two only where both can take them (a file from before the
            // split, with both usable); otherwise a new file's empty tables are simply dropped.
            let usable = cache.unavailable == nil && state.unavailable == nil
            try data.upgrade(spanning: usable ? Migrator.AttachedFiles(cache: cache.path, state: state.path) : nil)
        } catch {
            data.markUnavailable(error)
        }
    }

    /// The three files close at once, each on a thread of its own: closing one may copy its log
    /// into it and wait for the disk (``Database/Closing``), and one after another that was most
    /// of a run's last milliseconds.
    deinit {
        // The cache's writer has nothing in progress: a write holds the store until it is done.
        let stateClosing = WriteBehind()
        stateClosing.start { [state] in state.close() }
        cacheWrites.start { [cache] in cache.close() }
        data.close()
        stateClosing.settle()
        settle()
    }

    /// Why each file that cannot be used cannot, data file first; empty when all three can.
    public var problems: [DomainError] {
        [data, state, cache].compactMap(\.unavailable)
    }

    /// Opens a store that keeps all three files in `directory`.
    public convenience init(directory: URL) throws(DomainError) {
        try self.init(.together(in: directory))
    }

    /// The folder of the claimers' lock files, beside the database.
    var claimsDirectory: String { path + "-claims" }

    /// This store's claim lock, taken the first time it is needed and held until the store
    /// goes away.
    func claimer() throws(DomainError) -> ClaimLock {
        // The outbox's file first: a claim on entries that cannot be read is no claim.
        if let unavailable = data.unavailable { throw Database.reason(unavailable, activity: "use the outbox") }
        return try claimLock.withLock { (lock) throws(DomainError) -> ClaimLock in
            if let lock { return lock }
            let made = try ClaimLock(directory: claimsDirectory)
            lock = made
            return made
        }
    }

    /// The owner id of this store's claims, once it claimed anything.
    var claimOwner: String? {
        claimLock.withLock { $0?.owner }
    }
}
