import CSQLite

/// One prepared statement with its parameters bound; finalized when released.
final class Statement {
    private let handle: OpaquePointer
    private let connection: OpaquePointer

    /// Prepares `sql` (one statement) on a connection.
    init(sql: String, connection: OpaquePointer) throws(SQLiteError) {
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v2(connection, sql, -1, &statement, nil)
        guard code == SQLITE_OK, let statement else {
            sqlite3_finalize(statement)
            throw SQLiteError(code: code, connection: connection)
        }
        self.handle = statement
        self.connection = connection
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Binds values to the parameters `?1`, `?2`, ... in order.
    func bind(_ values: [SQLValue]) throws(SQLiteError) {
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32
            switch value {
            case .null:
                code = sqlite3_bind_null(handle, index)
            case let .integer(number):
                code = sqlite3_bind_int64(handle, index, number)
            case let .real(number):
                code = sqlite3_bind_double(handle, index, number)
            case let .text(string):
                // SQLITE_TRANSIENT: SQLite copies the bytes before the bridged buffer goes away.
                code = sqlite3_bind_text(
                    handle, index, string, Int32(string.utf8.count),
                    unsafeBitCast(-1, to: sqlite3_destructor_type.self)
                )
            }
            guard code == SQLITE_OK else { throw SQLiteError(code: code, connection: connection) }
        }
    }

    /// Steps to the next row; false when the statement is done.
    func step() throws(SQLiteError) -> Bool {
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw SQLiteError(code: code, connection: connection)
        }
    }

    /// Makes the statement ready to run again with new parameters.
    func reset() {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }

    /// The current row; call only after ``step()`` returned true.
    var row: Row { Row(handle: handle) }
}
