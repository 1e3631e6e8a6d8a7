import Core
import CSQLite
import Foundation

extension LocalStore {
    /// Keeps a write to send later. Enqueuing an `idempotencyKey` that is already there
    /// returns the entry that holds it and adds nothing.
    public func enqueue(
        context: String, action: String, target: String, idempotencyKey: String, at date: Date
    ) throws(DomainError) -> OutboxEntry {
        try write("queue \(action) \(target) of \(context) in the outbox") {
            (connection) throws(SQLiteError) -> OutboxEntry in
            try connection.run(
                """
                INSERT INTO outbox (context, action, target, idempotency_key, created_at)
                VALUES (?1, ?2, ?3, ?4, ?5)
                ON CONFLICT (idempotency_key) DO NOTHING
                """,
                [.text(context), .text(action), .text(target), .text(idempotencyKey), .real(date.timeIntervalSince1970)]
            )
            let entries = try connection.query(
                "SELECT \(OutboxEntry.columns) FROM outbox WHERE idempotency_key = ?1",
                [.text(idempotencyKey)],
                OutboxEntry.init(row:)
            )
            guard let entry = entries.first else {
                throw SQLiteError(code: SQLITE_INTERNAL, detail: "the entry just written is missing")
            }
            return entry
        }
    }

    /// Entries not yet sent, oldest first, of one context or (nil) of all.
    public func pendingOutbox(context: String?) throws(DomainError) -> [OutboxEntry] {
        try withConnection("read the outbox") { (connection) throws(SQLiteError) -> [OutboxEntry] in
            try connection.query(
                """
                SELECT \(OutboxEntry.columns) FROM outbox
                WHERE ?1 IS NULL OR context = ?1
                ORDER BY created_at, id
                """,
                [.text(context)],
                OutboxEntry.init(row:)
            )
        }
    }

    /// Takes, for `owner`, every entry (of `context`, or of all) that nobody holds or whose
    /// holder's lease ran out, until `now + lease`; returns them oldest first. Another process
    /// calling this meanwhile gets none of them, so no entry is sent twice at once.
    public func claimPending(
        context: String?, owner: String, now: Date, lease: TimeInterval
    ) throws(DomainError) -> [OutboxEntry] {
        let claimed = try write("claim outbox entries for \(owner)") {
            (connection) throws(SQLiteError) -> [OutboxEntry] in
            try connection.query(
                """
                UPDATE outbox SET claimed_by = ?2, claimed_until = ?3
                WHERE (?1 IS NULL OR context = ?1)
                  AND (claimed_by IS NULL OR claimed_by = ?2 OR claimed_until <= ?4)
                RETURNING \(OutboxEntry.columns)
                """,
                [
                    .text(context), .text(owner),
                    .real(now.addingTimeInterval(lease).timeIntervalSince1970), .real(now.timeIntervalSince1970),
                ],
                OutboxEntry.init(row:)
            )
        }
        // RETURNING gives rows in no promised order.
        return claimed.sorted { ($0.createdAt, $0.id) < ($1.createdAt, $1.id) }
    }

    /// Removes an entry the backend accepted (and so its claim). Removing one that is already
    /// gone does nothing.
    public func markSent(_ id: Int64) throws(DomainError) {
        try write("remove sent outbox entry \(id)") { (connection) throws(SQLiteError) -> Void in
            try connection.run("DELETE FROM outbox WHERE id = ?1", [.integer(id)])
        }
    }

    /// Counts a failed attempt to send an entry, keeps why, and releases its claim.
    public func recordFailure(_ id: Int64, error: String) throws(DomainError) {
        try write("record a failed send of outbox entry \(id)") { (connection) throws(SQLiteError) -> Void in
            try connection.run(
                """
                UPDATE outbox
                SET attempts = attempts + 1, last_error = ?2, claimed_by = NULL, claimed_until = NULL
                WHERE id = ?1
                """,
                [.integer(id), .text(error)]
            )
        }
    }
}
