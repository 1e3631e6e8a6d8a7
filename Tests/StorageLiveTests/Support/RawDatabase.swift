import CSQLite

/// A database file opened straight through the C API, below ``LocalStore``: for making files
/// by hand (an old schema, a newer version) and for looking at what the store wrote.
final class RawDatabase {
    private let handle: OpaquePointer

    /// Opens (creating if missing) the file at `path`.
    init(path: String) throws {
        var handle: OpaquePointer?
        let code = sqlite3_open_v2(path, &handle, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil)
        guard code == SQLITE_OK, let handle else {
            sqlite3_close_v2(handle)
            throw RawDatabaseError(message: "open \(path): code \(code)")
        }
        sqlite3_busy_timeout(handle, 5000)
        self.handle = handle
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// Runs SQL with no parameters (may hold several statements).
    func execute(_ sql: String) throws {
        var message: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &message)
        defer { sqlite3_free(message) }
        guard code == SQLITE_OK else {
            throw RawDatabaseError(message: message.map { String(cString: $0) } ?? "code \(code)")
        }
    }

    /// The first column of every row, as text (NULL as "NULL").
    func strings(_ sql: String) throws -> [String] {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw RawDatabaseError(message: String(cString: sqlite3_errmsg(handle)))
        }
        defer { sqlite3_finalize(statement) }
        var rows: [String] = []
        while true {
            let code = sqlite3_step(statement)
            if code == SQLITE_DONE { return rows }
            guard code == SQLITE_ROW else { throw RawDatabaseError(message: String(cString: sqlite3_errmsg(handle))) }
            rows.append(sqlite3_column_text(statement, 0).map { String(cString: $0) } ?? "NULL")
        }
    }

    /// The first column of the first row, as text.
    func string(_ sql: String) throws -> String? {
        try strings(sql).first
    }
}

/// What went wrong in a ``RawDatabase`` call.
struct RawDatabaseError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
