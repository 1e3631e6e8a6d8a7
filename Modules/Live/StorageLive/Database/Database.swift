import Core
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FoundationEssentials

/// One SQLite file of a ``LocalStore``, opened and brought to its latest schema, with its one
/// connection behind a mutex.
///
/// Other processes may use the same file at the same time: the file is in WAL mode, every write
/// is a `BEGIN IMMEDIATE` transaction and a writer waits up to
/// ``LocalStore/busyTimeoutMilliseconds`` for another. A file is never reset or deleted:
/// anything this build cannot use is an error.
final class Database: Sendable {
    /// The file.
    let path: String
    /// The connection; nil for a file that could not be opened (``unavailable``).
    private let connection: Locked<Connection>?
    /// Why the file cannot be used, once opening or upgrading it failed: every use then fails
    /// with this reason, and nothing is written.
    private let failure = Locked<DomainError?>(nil)

    /// The schema it is brought to by ``upgrade(spanning:)``.
    private let migrator: Migrator
    /// The version the file had when opened.
    private let openedAt: Int
    /// What becomes of the file's log when it closes.
    private let closing: Closing

    /// What becomes of a file's log (its `-wal`) when the last connection to it closes.
    enum Closing: Sendable, Equatable {
        /// It is copied into the file, which waits for the disk, and removed: the file alone then
        /// holds everything. For the data file, whose rows exist nowhere else.
        case foldLog
        /// It is left for the next run while it holds fewer than `bytes`, and copied in and
        /// emptied once it holds more. A run that wrote a few pages then ends without waiting
        /// for the disk (twice per file: the log, then the file), and the next run writes on
        /// after those pages without waiting either. The limit bounds what opening costs: the
        /// first connection reads the whole log back to index it. For the cache and state
        /// files, whose rows can be fetched or counted again.
        case keepLog(upTo: Int)
    }

    /// A file that could not be opened, for a store that goes on without it: every use fails
    /// saying `error`'s reason.
    init(unavailable path: String, schema: [Migration], because error: DomainError) {
        self.path = path
        connection = nil
        migrator = Migrator(migrations: schema, path: path)
        openedAt = 0
        closing = .foldLog
        failure.withLock { $0 = error }
    }

    /// Why the file cannot be used, or nil when it can.
    var unavailable: DomainError? { failure.withLock { $0 } }

    /// Marks the file unusable from now on, because of `error`.
    func markUnavailable(_ error: DomainError) {
        failure.withLock { $0 = $0 ?? error }
    }

    /// Opens (creating if missing) `directory/fileName` and checks that its schema is one this
    /// build may bring to `schema`'s latest version; writes nothing (``upgrade(spanning:)``
    /// does). `role` names the directory in messages ("data", "cache", "state"); `closing`
    /// says what becomes of its log when it closes.
    ///
    /// - Throws: `.storage` when the directory cannot be made, the file is not a database or
    ///   belongs to another program, or it was written by a newer build.
    init(directory: URL, role: String, fileName: String, schema: [Migration], closing: Closing) throws(DomainError) {
        try Self.makeDirectory(directory, role: role)
        let path = directory.appendingPathComponent(fileName).path
        let connection: Connection
        do {
            connection = try Connection(path: path)
            try connection.setBusyTimeout(milliseconds: LocalStore.busyTimeoutMilliseconds)
            if case .keepLog = closing { try connection.keepLogOnClose() }
        } catch {
            throw error.domainError(path: path, activity: "open it")
        }
        migrator = Migrator(migrations: schema, path: path)
        openedAt = try migrator.check(connection)
        self.path = path
        self.closing = closing
        self.connection = Locked(connection)
    }

    /// Switches the file to WAL and runs the schema steps it lacks. `spanning` names the files a
    /// step that moves tables out of this one writes to.
    ///
    /// - Throws: `.storage` when a step fails; the file keeps the steps before it.
    func upgrade(spanning: Migrator.AttachedFiles? = nil) throws(DomainError) {
        if let unavailable { throw unavailable }
        guard let connection else { return }
        try connection.withLock { (connection) throws(DomainError) in
            do throws(SQLiteError) {
                // Switching to WAL writes the header, so it comes only after the version check.
                try connection.retryingWhileBusy(milliseconds: LocalStore.busyTimeoutMilliseconds) { () throws(SQLiteError) in
                    try connection.execute("PRAGMA journal_mode = WAL")
                }
                try connection.execute("PRAGMA foreign_keys = ON")
            } catch {
                throw error.domainError(path: path, activity: "switch it to write-ahead logging")
            }
            try migrator.migrate(connection, from: openedAt, spanning: spanning)
        }
    }

    /// Closes the file (``Connection/close()``), first folding a log kept past its limit into
    /// it (``Closing``); every later use fails saying so. For a store that is going away.
    func close() {
        markUnavailable(DomainError(.storage, "could not use \(path): it was closed"))
        connection?.withLock { connection in
            if case .keepLog(let limit) = closing, Self.size(of: path + "-wal") > limit {
                connection.foldLogIfIdle()
            }
            connection.close()
        }
    }

    /// The size of the file at `path` in bytes; 0 when there is none. A log's size is what it
    /// holds: nothing here ever empties one without truncating it.
    private static func size(of path: String) -> Int {
        var info = stat()
        guard stat(path, &info) == 0 else { return 0 }
        return Int(info.st_size)
    }

    /// Runs `body` with the connection held, turning SQLite's errors into ones that name the
    /// file and `activity` ("read the cached list for order:42").
    func withConnection<T: Sendable>(
        _ activity: @autoclosure () -> String,
        _ body: (Connection) throws(SQLiteError) -> T
    ) throws(DomainError) -> T {
        if let unavailable { throw Self.reason(unavailable, activity: activity()) }
        guard let connection else { throw DomainError(.storage, "could not \(activity()): \(path) is not open") }
        do {
            return try connection.withLock { (connection) throws(SQLiteError) -> T in
                try body(connection)
            }
        } catch {
            throw error.domainError(path: path, activity: activity())
        }
    }

    /// `error` (why the file could not be opened) told for `activity`: "could not save the list
    /// for offline use: the disk is full (…/cache.sqlite)".
    static func reason(_ error: DomainError, activity: String) -> DomainError {
        // Our messages read "could not <what it was doing>: <the fault>"; the fault is the reason.
        var reason = Substring(error.message)
        if reason.hasPrefix("could not "), let colon = reason.firstRange(of: ": ") {
            reason = reason[colon.upperBound...]
        }
        return DomainError(.storage, "could not \(activity): \(reason)", hint: error.hint)
    }

    /// What a write must survive once it has returned.
    enum Durability {
        /// This process dying (a crash, `kill -9`): the write is in the log, and the disk is not
        /// waited for (`synchronous = NORMAL`). For what can be fetched or counted again: the
        /// cached lists, the seen ids, analytics, settings.
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

    /// Makes `directory` (and its parents) unless it exists; `role` names it in messages.
    private static func makeDirectory(_ directory: URL, role: String) throws(DomainError) {
        let path = directory.path
        switch FilePaths.kind(of: path) {
        case .folder: return
        case .file:
            throw DomainError(.storage, "could not open the \(role) folder: \(path) is a file, not a folder",
                              hint: "move the file aside or point --data-dir elsewhere")
        case .missing: break
        }
        // Each missing folder from the top down, so the system's own error names what failed.
        var made = ""
        for component in directory.standardizedFileURL.pathComponents {
            made = made.isEmpty ? component : FilePaths.appending(component, to: made)
            switch FilePaths.kind(of: made) {
            case .folder: continue
            case .file:
                throw DomainError(.storage, "could not create the \(role) folder \(path): \(made) is a file, not a folder",
                                  hint: "move the file aside or point --data-dir elsewhere")
            case .missing: break
            }
            guard mkdir(made, 0o755) == 0 || errno == EEXIST else {
                let number = errno
                let parent = FilePaths.parent(of: made)
                let fault = StorageFault.classify(errno: number, directory: parent)
                let reason = switch fault {
                case .other: "\(parent) does not take a folder (\(String(cString: strerror(number))))"
                default: fault.phrase(path: made, detail: String(cString: strerror(number)))
                }
                throw DomainError(.storage, "could not create the \(role) folder \(path): \(reason)",
                                  hint: fault == .other ? "point --data-dir at a folder you can write" : fault.hint(path: made))
            }
        }
    }
}
