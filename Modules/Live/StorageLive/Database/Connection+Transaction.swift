extension Connection {
    /// Runs `body` in a write transaction taken up front (`BEGIN IMMEDIATE`), so a second
    /// process waits its turn on the busy timeout instead of failing half-way; commits when
    /// `body` returns, rolls back when it throws.
    func immediateTransaction<T>(_ body: () throws(SQLiteError) -> T) throws(SQLiteError) -> T {
        try transaction(begin: "BEGIN IMMEDIATE", body)
    }

    /// Runs `body` in a read transaction (`BEGIN DEFERRED`), so every statement in it sees the
    /// same snapshot of the file even while another process writes. Writes nothing.
    func readTransaction<T>(_ body: () throws(SQLiteError) -> T) throws(SQLiteError) -> T {
        try transaction(begin: "BEGIN DEFERRED", body)
    }

    private func transaction<T>(begin: String, _ body: () throws(SQLiteError) -> T) throws(SQLiteError) -> T {
        try execute(begin)
        let result: T
        do {
            result = try body()
            try execute("COMMIT")
        } catch {
            // The original error is what matters; a failed rollback leaves nothing committed.
            try? execute("ROLLBACK")
            throw error
        }
        return result
    }
}
