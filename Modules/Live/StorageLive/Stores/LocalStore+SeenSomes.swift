import Core

extension LocalStore {
    /// The store of what the person has seen in one context ("order:42").
    public func someStore(context: String) -> SQLiteSomeStore {
        SQLiteSomeStore(store: self, context: context)
    }

    /// The ids recorded for `context`, or nil when none were ever recorded.
    func seenSomeIDs(context: String) throws(DomainError) -> Set<SomeID>? {
        // One statement, so the marker and the ids come from the same snapshot.
        let rows = try state.withConnection("read the seen somes of \(context)") { (connection) throws(SQLiteError) -> [String?] in
            try connection.query(
                """
                SELECT s.some_id FROM seen_contexts AS c
                LEFT JOIN seen_somes AS s ON s.context = c.context
                WHERE c.context = ?1
                """,
                [.text(context)]
            ) { $0.optionalText(0) }
        }
        guard !rows.isEmpty else { return nil }
        return Set(rows.compactMap { $0.map(SomeID.init(rawValue:)) })
    }

    /// Replaces the ids recorded for `context`, in one transaction.
    func setSeenSomeIDs(_ ids: Set<SomeID>, context: String) throws(DomainError) {
        try state.write("record the seen somes of \(context)", durability: .processDeath) { (connection) throws(SQLiteError) in
            try connection.run("INSERT OR IGNORE INTO seen_contexts (context) VALUES (?1)", [.text(context)])
            // The same ids as last time (the usual case) are left as they are: nothing to log.
            let kept = try connection.query("SELECT some_id FROM seen_somes WHERE context = ?1", [.text(context)]) { $0.text(0) }
            guard Set(kept.map(SomeID.init(rawValue:))) != ids else { return }
            try connection.run("DELETE FROM seen_somes WHERE context = ?1", [.text(context)])
            try connection.runEach(
                "INSERT INTO seen_somes (context, some_id) VALUES (?1, ?2)",
                ids.sorted().map { [.text(context), .text($0.rawValue)] }
            )
        }
    }
}
