/// Every schema step this build knows, oldest first. Append; never edit a shipped step, since
/// files out there already ran it.
enum Schema {
    /// The ordered steps; step `n` has version `n`.
    static let migrations: [Migration] = [
        Migration(
            version: 1,
            summary: "key-values, seen somes, cached lists and the outbox",
            sql: """
            CREATE TABLE key_values (
                key TEXT PRIMARY KEY NOT NULL,
                value TEXT NOT NULL
            );
            CREATE TABLE seen_contexts (
                context TEXT PRIMARY KEY NOT NULL
            );
            CREATE TABLE seen_somes (
                context TEXT NOT NULL REFERENCES seen_contexts (context) ON DELETE CASCADE,
                some_id TEXT NOT NULL,
                PRIMARY KEY (context, some_id)
            );
            CREATE TABLE cached_lists (
                context TEXT PRIMARY KEY NOT NULL,
                fetched_at REAL NOT NULL
            );
            CREATE TABLE cached_somes (
                context TEXT NOT NULL REFERENCES cached_lists (context) ON DELETE CASCADE,
                position INTEGER NOT NULL,
                some_json TEXT NOT NULL,
                PRIMARY KEY (context, position)
            );
            CREATE TABLE outbox (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                context TEXT NOT NULL,
                action TEXT NOT NULL,
                target TEXT NOT NULL,
                idempotency_key TEXT NOT NULL UNIQUE,
                created_at REAL NOT NULL,
                attempts INTEGER NOT NULL DEFAULT 0,
                last_error TEXT
            );
            """
        ),
        Migration(
            version: 2,
            summary: "outbox claims and analytics",
            sql: """
            ALTER TABLE outbox ADD COLUMN claimed_by TEXT;
            ALTER TABLE outbox ADD COLUMN claimed_until REAL;
            CREATE INDEX outbox_by_context ON outbox (context, created_at, id);
            CREATE TABLE analytics_events (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                name TEXT NOT NULL,
                properties TEXT NOT NULL,
                context TEXT NOT NULL,
                recorded_at REAL NOT NULL
            );
            """
        ),
        Migration(
            version: 3,
            summary: "outbox entries bound to their backend, claims held under a process lock",
            // Entries made before this step have no backend: the first run that claims them binds
            // them to its own (what an older build would have done with them), so none is lost.
            // Claims made before it have claim_locked 0: only their lease frees them.
            sql: """
            ALTER TABLE outbox ADD COLUMN backend TEXT;
            ALTER TABLE outbox ADD COLUMN base_url TEXT;
            ALTER TABLE outbox ADD COLUMN claim_locked INTEGER NOT NULL DEFAULT 0;
            """
        ),
    ]

    /// The version a file has once every step ran.
    static var latestVersion: Int { migrations.last?.version ?? 0 }
}
