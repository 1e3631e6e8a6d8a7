import Core
import Foundation
import Synchronization

/// An app's local state in one SQLite file in its data directory: key-values, what the person
/// has seen, the last good list per context, the outbox of pending writes and analytics.
///
/// One connection, behind a mutex, so the store can be shared freely. Other processes may
/// use the same file at the same time: the file is in WAL mode, every write is a
/// `BEGIN IMMEDIATE` transaction and a writer waits up to ``busyTimeoutMilliseconds`` for
/// another. A file is never reset or deleted: anything this build cannot use is an error.
public final class LocalStore: Sendable {
    /// The database file.
    public let path: String
    private let connection: Mutex<Connection>
    /// This store's lock as a claimer of outbox entries, taken at the first claim.
    private let claimLock = Mutex<ClaimLock?>(nil)

    /// How long a write waits for another process's write to finish before failing.
    public static let busyTimeoutMilliseconds: Int32 = 5000

    /// Opens (creating if missing) `directory/fileName` and brings it to the latest schema.
    ///
    /// - Throws: `.storage` when the directory cannot be made, the file is not a database or
    ///   belongs to another program, it was written by a newer build, or the upgrade fails.
    ///   The file's version is checked before anything is written to it.
    public init(directory: URL, fileName: String = "store.sqlite") throws(DomainError) {
        try Self.makeDirectory(directory)
        let path = directory.appendingPathComponent(fileName).path
        let connection: Connection
        do {
            connection = try Connection(path: path)
            try connection.setBusyTimeout(milliseconds: Self.busyTimeoutMilliseconds)
        } catch {
            throw error.domainError(path: path, activity: "open it")
        }
        let migrator = Migrator(migrations: Schema.migrations, path: path)
        let version = try migrator.check(connection)
        do {
            // Switching to WAL writes the header, so it comes only after the version check.
            try connection.retryingWhileBusy(milliseconds: Self.busyTimeoutMilliseconds) { () throws(SQLiteError) in
                try connection.execute("PRAGMA journal_mode = WAL")
            }
            try connection.execute("PRAGMA foreign_keys = ON")
        } catch {
            throw error.domainError(path: path, activity: "switch it to write-ahead logging")
        }
        try migrator.migrate(connection, from: version)
        self.path = path
        self.connection = Mutex(connection)
    }

    /// Runs `body` with the connection held, turning SQLite's errors into ones that name the
    /// file and `activity` ("read the cached list for order:42").
    func withConnection<T: Sendable>(
        _ activity: @autoclosure () -> String,
        _ body: (Connection) throws(SQLiteError) -> T
    ) throws(DomainError) -> T {
        do {
            return try connection.withLock { (connection) throws(SQLiteError) -> T in
                try body(connection)
            }
        } catch {
            throw error.domainError(path: path, activity: activity())
        }
    }

    /// What a write must survive once it has returned.
    enum Durability {
        /// This process dying (a crash, `kill -9`): the write is in the log, and the disk is not
        /// waited for (`synchronous = NORMAL`). For what can be fetched or counted again: the
        /// cached lists, the seen somes, analytics, settings.
        case processDeath
        /// The machine stopping too (a power cut, a kernel panic): the log reaches the disk
        /// before the write returns (`synchronous = FULL`). For the outbox, which holds changes
        /// a person made that exist nowhere else yet.
        case powerLoss

        var pragma: String {
            switch self {
            case .processDeath: "PRAGMA synchronous = NORMAL"
            case .powerLoss: "PRAGMA synchronous = FULL"
            }
        }
    }

    /// Runs `body` in one `BEGIN IMMEDIATE` transaction: all of it is written, or none, and
    /// once it returns it survives what `durability` says.
    func write<T: Sendable>(
        _ activity: @autoclosure () -> String,
        durability: Durability,
        _ body: (Connection) throws(SQLiteError) -> T
    ) throws(DomainError) -> T {
        try withConnection(activity()) { (connection) throws(SQLiteError) -> T in
            // A pragma of this connection only, set outside the transaction as SQLite asks;
            // in WAL mode a FULL commit also flushes the NORMAL ones before it.
            try connection.execute(durability.pragma)
            return try connection.immediateTransaction { () throws(SQLiteError) -> T in
                try body(connection)
            }
        }
    }

    /// The folder of the claimers' lock files, beside the database.
    var claimsDirectory: String { path + "-claims" }

    /// This store's claim lock, taken the first time it is needed and held until the store
    /// goes away.
    func claimer() throws(DomainError) -> ClaimLock {
        try claimLock.withLock { (lock) throws(DomainError) -> ClaimLock in
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

    private static func makeDirectory(_ directory: URL) throws(DomainError) {
        let path = directory.path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw DomainError(
                    .storage, "data directory \(path) is a file, not a directory",
                    hint: "move the file aside or point --data-dir elsewhere"
                )
            }
            return
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw DomainError(
                .storage, "cannot create data directory \(path) (\(error.localizedDescription))",
                hint: "check that its parent exists and is writable, or point --data-dir elsewhere"
            )
        }
    }
}
