import CSQLite

/// One open SQLite connection. Not thread-safe: ``LocalStore`` keeps it behind a mutex.
final class Connection {
    /// The database file.
    let path: String
    private let handle: OpaquePointer
    /// Set by ``close()``: the handle is gone, and nothing may use this connection again.
    private var closed = false

    /// Opens (creating if missing) the database file. SQLite reads nothing yet: a file that is
    /// not a database is only noticed by the first statement.
    init(path: String) throws(SQLiteError) {
        var connection: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &connection, flags, nil)
        guard code == SQLITE_OK, let connection else {
            let error = SQLiteError(code: code, connection: connection)
            sqlite3_close_v2(connection)
            throw error
        }
        sqlite3_extended_result_codes(connection, 1)
        self.handle = connection
        self.path = path
    }

    deinit {
        if !closed { sqlite3_close_v2(handle) }
    }

    /// Closes the file now rather than when the connection goes away: in WAL mode SQLite then
    /// copies the log into the file and waits for the disk (unless ``keepLogOnClose()`` said
    /// not to). Only for a connection nothing will use again.
    func close() {
        guard !closed else { return }
        closed = true
        sqlite3_close_v2(handle)
    }

    /// Leaves the log (`-wal`) in place when the connection closes, for the next connection to
    /// read back, instead of copying it into the file and waiting for the disk.
    func keepLogOnClose() throws(SQLiteError) {
        let code = csqlite_keep_log_on_close(handle)
        guard code == SQLITE_OK else { throw SQLiteError(code: code, connection: handle) }
    }

    /// Copies the log into the file and empties it, unless another connection is reading it
    /// right now: then it is left for a later close, and nothing waits. Errors are those of a
    /// close: nothing is lost, the log stays as it was.
    func foldLogIfIdle() {
        sqlite3_busy_timeout(handle, 0)
        _ = sqlite3_wal_checkpoint_v2(handle, nil, SQLITE_CHECKPOINT_TRUNCATE, nil, nil)
    }

    /// Waits up to `milliseconds` for another process's lock before giving up with SQLITE_BUSY.
    func setBusyTimeout(milliseconds: Int32) throws(SQLiteError) {
        let code = sqlite3_busy_timeout(handle, milliseconds)
        guard code == SQLITE_OK else { throw SQLiteError(code: code, connection: handle) }
    }

    /// Runs SQL that takes no parameters (schema scripts, pragmas); may hold several statements.
    func execute(_ sql: String) throws(SQLiteError) {
        var message: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &message)
        guard code == SQLITE_OK else {
            let detail = message.map { String(cString: $0) } ?? String(cString: sqlite3_errstr(code))
            sqlite3_free(message)
            throw SQLiteError(code: code, detail: detail)
        }
    }

    /// Runs one statement with bound parameters; returns how many rows it changed.
    @discardableResult
    func run(_ sql: String, _ parameters: [SQLValue] = []) throws(SQLiteError) -> Int {
        let statement = try Statement(sql: sql, connection: handle)
        try statement.bind(parameters)
        while try statement.step() {}
        return Int(sqlite3_changes(handle))
    }

    /// Runs one statement once per parameter list, prepared once (bulk inserts).
    func runEach(_ sql: String, _ parameterLists: [[SQLValue]]) throws(SQLiteError) {
        let statement = try Statement(sql: sql, connection: handle)
        for parameters in parameterLists {
            statement.reset()
            try statement.bind(parameters)
            while try statement.step() {}
        }
    }

    /// Runs one statement with bound parameters and maps every row it returns.
    func query<T>(
        _ sql: String, _ parameters: [SQLValue] = [], _ map: (Row) -> T
    ) throws(SQLiteError) -> [T] {
        let statement = try Statement(sql: sql, connection: handle)
        try statement.bind(parameters)
        var rows: [T] = []
        while try statement.step() {
            rows.append(map(statement.row))
        }
        return rows
    }

    /// The first column of the first row, as an integer; nil when there is no row.
    func integer(_ sql: String, _ parameters: [SQLValue] = []) throws(SQLiteError) -> Int64? {
        try query(sql, parameters) { $0.int64(0) }.first
    }

    /// The id of the row the last INSERT made.
    var lastInsertedRowID: Int64 {
        sqlite3_last_insert_rowid(handle)
    }
}
