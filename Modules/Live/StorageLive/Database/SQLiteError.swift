import CSQLite

/// A failure reported by SQLite: its (extended) result code and its own words.
///
/// Connection-level code throws this; ``LocalStore`` turns it into a ``DomainError`` that
/// names the file and what it was doing.
struct SQLiteError: Error, Sendable, Hashable {
    /// The extended result code (`SQLITE_BUSY_SNAPSHOT`, `SQLITE_NOTADB`, ...).
    var code: Int32
    /// SQLite's message (`"database is locked"`).
    var detail: String
    /// The operating system's error behind it (`ENOSPC`, `EROFS`), when SQLite saw one.
    var systemErrno: Int32 = 0

    /// The primary result code (`SQLITE_BUSY` for `SQLITE_BUSY_SNAPSHOT`).
    var primaryCode: Int32 { code & 0xFF }

    /// The last error of a connection.
    init(code: Int32, connection: OpaquePointer?) {
        self.code = code
        if let connection, let message = sqlite3_errmsg(connection) {
            detail = String(cString: message)
            systemErrno = sqlite3_system_errno(connection)
        } else {
            detail = String(cString: sqlite3_errstr(code))
        }
    }

    /// An error with explicit words.
    init(code: Int32, detail: String) {
        self.code = code
        self.detail = detail
    }
}
