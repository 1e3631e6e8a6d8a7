import Core
import CSQLite
import FoundationEssentials

extension LocalStore {
    /// Keeps a write to send later to `backend` (an origin, `https://host:443`) only. Enqueuing an
    /// `idempotencyKey` that is already there returns the entry that holds it and adds nothing.
    ///
    /// - Parameters:
    ///   - payload: what the write carries beyond its target (a comment's text), sent with it.
    ///   - lease: when given, the entry is made claimed by this store until `date + lease`, for
    ///     a caller that sends it right away: no other claimer sends it meanwhile, and if this
    ///     process dies the claim dies with it.
    public func enqueue(
        context: String, backend: String, baseURL: String, action: String, target: String, payload: String? = nil,
        version: String? = nil, settings: [String: String] = [:], idempotencyKey: String, at date: Date, claimFor lease: TimeInterval? = nil
    ) throws(DomainError) -> OutboxEntry {
        var owner: String?, locked = false
        if lease != nil {
            let claimer = try claimer()
            (owner, locked) = (claimer.owner, claimer.isLocked)
        }
        return try data.write("queue \(action) \(target) of \(context) in the outbox", durability: .powerLoss) {
            (connection) throws(SQLiteError) -> OutboxEntry in
            try connection.run(
                """
                INSERT INTO outbox (context, action, target, idempotency_key, created_at, backend, base_url,
                                    claimed_by, claimed_until, claim_locked, payload, version, settings)
                VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)
                ON CONFLICT (idempotency_key) DO NOTHING
                """,
                [
                    .text(context), .text(action), .text(target), .text(idempotencyKey),
                    .real(date.timeIntervalSince1970), .text(backend), .text(baseURL), .text(owner),
                    lease.map { .real(date.addingTimeInterval($0).timeIntervalSince1970) } ?? .null,
                    .integer(locked ? 1 : 0), .text(payload), .text(version), .text(OutboxEntry.text(of: settings)),
                ]
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

    /// Entries not yet sent, oldest first, of one context or (nil) of all, whatever backend
    /// they are for.
    public func pendingOutbox(context: String?) throws(DomainError) -> [OutboxEntry] {
        try data.withConnection("read the outbox") { (connection) throws(SQLiteError) -> [OutboxEntry] in
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

    /// Takes, for this store, every entry of `context` (or of all) made for `backend` that
    /// nobody holds, or whose holder ended (its process is gone: its lock can be taken), or
    /// whose holder's lease ran out (it hangs); holds them until `now + lease` and returns them
    /// oldest first. Entries made before entries were bound to a backend are bound to `backend`
    /// (and `baseURL`) as they are claimed. Another store calling this meanwhile, in this
    /// process or another, gets none of them, so no entry is sent twice at once.
    ///
    /// - Throws: `.storage` when the database fails, or the claim lock cannot be taken.
    public func claimPending(
        context: String?, backend: String, baseURL: String, now: Date, lease: TimeInterval
    ) throws(DomainError) -> [OutboxEntry] {
        // Nothing waits for this backend (most runs): no lock file, no write transaction. An
        // entry queued right after this read is claimed by the next run, as it would be had it
        // been queued after the claim.
        let waiting = try data.withConnection("read the outbox") { (connection) throws(SQLiteError) -> Int64? in
            try connection.integer(
                "SELECT EXISTS (SELECT 1 FROM outbox WHERE (?1 IS NULL OR context = ?1) AND (backend IS NULL OR backend = ?2))",
                [.text(context), .text(backend)]
            )
        }
        guard waiting == 1 else { return [] }
        let claimer = try claimer()
        let (owner, locked) = (claimer.owner, claimer.isLocked)
        let directory = claimsDirectory
        let claimed = try data.write("claim outbox entries", durability: .powerLoss) { (connection) throws(SQLiteError) -> [OutboxEntry] in
            let holders = try connection.query(
                """
                SELECT DISTINCT claimed_by FROM outbox
                WHERE (?1 IS NULL OR context = ?1) AND (backend IS NULL OR backend = ?2)
                  AND claimed_by IS NOT NULL AND claimed_by <> ?3 AND claimed_until > ?4 AND claim_locked = 1
                """,
                [.text(context), .text(backend), .text(owner), .real(now.timeIntervalSince1970)]
            ) { $0.text(0) }
            let gone = holders.filter { ClaimLock.probe(owner: $0, in: directory) == .gone }
            let goneClause = gone.isEmpty
                ? ""
                : " OR claimed_by IN (\(gone.indices.map { "?\($0 + 8)" }.joined(separator: ", ")))"
            return try connection.query(
                """
                UPDATE outbox
                SET claimed_by = ?3, claimed_until = ?5, claim_locked = ?7,
                    backend = COALESCE(backend, ?2), base_url = COALESCE(base_url, ?6)
                WHERE (?1 IS NULL OR context = ?1) AND (backend IS NULL OR backend = ?2)
                  AND (claimed_by IS NULL OR claimed_by = ?3 OR claimed_until <= ?4\(goneClause))
                RETURNING \(OutboxEntry.columns)
                """,
                [
                    .text(context), .text(backend), .text(owner), .real(now.timeIntervalSince1970),
                    .real(now.addingTimeInterval(lease).timeIntervalSince1970), .text(baseURL), .integer(locked ? 1 : 0),
                ] + gone.map(SQLValue.text),
                OutboxEntry.init(row:)
            )
        }
        // RETURNING gives rows in no promised order.
        return claimed.sorted { ($0.createdAt, $0.id) < ($1.createdAt, $1.id) }
    }

    /// Extends this store's claim on entry `id` to `now + lease`, just before sending it.
    ///
    /// - Returns: false when this store no longer holds it (its lease ran out and another
    ///   claimer took it over, or it was sent meanwhile): then it must not be sent.
    public func renewClaim(_ id: Int64, now: Date, lease: TimeInterval) throws(DomainError) -> Bool {
        guard let owner = claimOwner else { return false }
        return try data.write("renew the claim on outbox entry \(id)", durability: .powerLoss) { (connection) throws(SQLiteError) -> Bool in
            try connection.run(
                "UPDATE outbox SET claimed_until = ?3 WHERE id = ?1 AND claimed_by = ?2",
                [.integer(id), .text(owner), .real(now.addingTimeInterval(lease).timeIntervalSince1970)]
            ) == 1
        }
    }

    /// Removes an entry the backend accepted (and so its claim). Removing one that is already
    /// gone does nothing.
    public func markSent(_ id: Int64) throws(DomainError) {
        try data.write("remove sent outbox entry \(id)", durability: .powerLoss) { (connection) throws(SQLiteError) -> Void in
            try connection.run("DELETE FROM outbox WHERE id = ?1", [.integer(id)])
        }
    }

    /// Counts a failed attempt to send an entry, keeps why, and releases this store's claim on
    /// it (a claim another claimer took over meanwhile stays theirs).
    public func recordFailure(_ id: Int64, error: String) throws(DomainError) {
        let owner = claimOwner
        try data.write("record a failed send of outbox entry \(id)", durability: .powerLoss) { (connection) throws(SQLiteError) -> Void in
            try connection.run(
                """
                UPDATE outbox
                SET attempts = attempts + 1, last_error = ?2,
                    claimed_until = CASE WHEN claimed_by IS ?3 THEN NULL ELSE claimed_until END,
                    claimed_by = CASE WHEN claimed_by IS ?3 THEN NULL ELSE claimed_by END
                WHERE id = ?1
                """,
                [.integer(id), .text(error), .text(owner)]
            )
        }
    }
}
