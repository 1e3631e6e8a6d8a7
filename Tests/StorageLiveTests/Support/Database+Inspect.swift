@testable import StorageLive

extension Database {
    /// The first column of the first row `sql` returns, asked on this store's own connection
    /// (for what only that connection knows: its pragmas, `total_changes()`).
    func integer(_ sql: String) throws -> Int64? {
        try withConnection("read \(sql)") { (connection) throws(SQLiteError) -> Int64? in
            try connection.integer(sql)
        }
    }
}
