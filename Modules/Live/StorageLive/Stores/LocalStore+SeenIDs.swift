import Core

/// What a person has already seen, as a set of item ids per context: a feature's host keeps
/// its "seen" state here without this module knowing the feature.
extension LocalStore {
    /// The ids recorded for `context` ("order:42"), or nil when none were ever recorded.
    public func seenIDs(context: String) throws(DomainError) -> Set<String>? {
        // One statement, so the marker and the ids come from the same snapshot.
        let rows = try state.withConnection("read what was seen in \(context)") { (connection) throws(SQLiteError) -> [String?] in
            try connection.query(
                """
                SELECT s.item_id FROM seen_contexts AS c
                LEFT JOIN seen_items AS s ON s.context = c.context
                WHERE c.context = ?1
                """,
                [.text(context)]
            ) { $0.optionalText(0) }
        }
        guard !rows.isEmpty else { return nil }
        return Set(rows.compactMap { $0 })
    }

    /// Replaces the ids recorded for `context`, in one transaction.
    public func setSeenIDs(_ ids: Set<String>, context: String) throws(DomainError) {
        try state.write("record what was seen in \(context)", durability: .processDeath) { (connection) throws(SQLiteError) in
            try connection.run("INSERT OR IGNORE INTO seen_contexts (context) VALUES (?1)", [.text(context)])
            // The same ids as last time (the usual case) are left as they are: nothing to log.
            let kept = try connection.query("SELECT item_id FROM seen_items WHERE context = ?1", [.text(context)]) { $0.text(0) }
            guard Set(kept) != ids else { return }
            try connection.run("DELETE FROM seen_items WHERE context = ?1", [.text(context)])
            try connection.runEach(
                "INSERT INTO seen_items (context, item_id) VALUES (?1, ?2)",
                ids.sorted().map { [.text(context), .text($0)] }
            )
        }
    }
}
