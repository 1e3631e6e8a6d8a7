/// Every schema step this build knows for each of a store's files, oldest first. Append; never
/// change what a shipped step does, since files out there already ran it.
///
/// The tables are named for what they hold to any feature (`cached_items`, `seen_items`); until
/// step 2 of the cache and state files they were named after the first feature that used them
/// (`cached_somes`, `seen_somes`), and those names stay in the steps that made them.
// feature-names: the steps a shipped build ran keep the table names they ran with
enum Schema {
    /// The data file (`store.sqlite`): key-values and the outbox. Its steps 1 to 3 made the
    /// store's only file; step 4 moved the cached lists, the seen ids and analytics out to
    /// ``cache`` and ``state``.
    static let data: [Migration] = [
        Migration(
            version: 1,
            summary: "key-values, seen items, cached lists and the outbox",
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
        Migration(
            version: 4,
            summary: "cached lists moved to the cache file, seen items and analytics to the state file",
            // Runs with this file as `data`, the cache file as `main` and the state file as
            // `state` (see Migrator.runAcrossFiles). Copying skips what is there already, so a
            // step that a crash cut short runs again without doubling anything: cached lists and
            // seen ids by their keys; events by their content, since the state file may hold
            // events of its own under the same ids.
            //
            // The cache and state files are at their latest steps when this runs (LocalStore
            // upgrades them first), so this writes their tables under today's names; the rows come
            // from this file's own tables, under the names its step 1 gave them.
            sql: """
            INSERT OR IGNORE INTO main.cached_lists (context, fetched_at)
                SELECT context, fetched_at FROM data.cached_lists;
            INSERT OR IGNORE INTO main.cached_items (context, position, item_json)
                SELECT context, position, some_json FROM data.cached_somes;
            INSERT OR IGNORE INTO state.seen_contexts (context)
                SELECT context FROM data.seen_contexts;
            INSERT OR IGNORE INTO state.seen_items (context, item_id)
                SELECT context, some_id FROM data.seen_somes;
            INSERT INTO state.analytics_events (name, properties, context, recorded_at)
                SELECT name, properties, context, recorded_at FROM data.analytics_events AS old
                WHERE NOT EXISTS (
                    SELECT 1 FROM state.analytics_events AS new
                    WHERE new.name = old.name AND new.properties = old.properties
                      AND new.context = old.context AND new.recorded_at = old.recorded_at
                )
                ORDER BY old.id;
            DROP TABLE data.cached_somes;
            DROP TABLE data.cached_lists;
            DROP TABLE data.seen_somes;
            DROP TABLE data.seen_contexts;
            DROP TABLE data.analytics_events;
            """,
            spansFiles: true,
            movesTables: ["cached_somes", "cached_lists", "seen_somes", "seen_contexts", "analytics_events"]
        ),
        Migration(
            version: 5,
            summary: "outbox entries carry what a write needs beyond its target",
            // A comment's text, a version to write against: what the feature that queued the
            // write put there, sent with it on every try. Entries made before have none.
            sql: """
            ALTER TABLE outbox ADD COLUMN payload TEXT;
            """
        ),
        Migration(
            version: 6,
            summary: "outbox entries carry the version they were made against",
            // The version (an ETag) of the thing as the person saw it, for a backend that
            // refuses a write made against an older one (If-Match). Entries made before have none.
            sql: """
            ALTER TABLE outbox ADD COLUMN version TEXT;
            """
        ),
        Migration(
            version: 7,
            summary: "outbox entries carry the settings they were made with",
            // What a write depends on besides its target and payload (who made it: a backend's
            // `X-User`), as a JSON object, so a later `sync` sends it as made, not with whatever
            // the settings are then. Entries made before have none.
            sql: """
            ALTER TABLE outbox ADD COLUMN settings TEXT;
            """
        ),
    ]

    /// The cache file (`cache.sqlite`): the last good list of each backend and context.
    static let cache: [Migration] = [
        Migration(
            version: 1,
            summary: "cached lists",
            sql: """
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
            """
        ),
        Migration(
            version: 2,
            summary: "cached rows named for any feature's items",
            // Renaming keeps every row; the list table's reference follows the new name.
            sql: """
            ALTER TABLE cached_somes RENAME TO cached_items;
            ALTER TABLE cached_items RENAME COLUMN some_json TO item_json;
            """
        ),
    ]

    /// The state file (`state.sqlite`): what the person has seen, and the analytics log.
    static let state: [Migration] = [
        Migration(
            version: 1,
            summary: "seen items and analytics",
            sql: """
            CREATE TABLE seen_contexts (
                context TEXT PRIMARY KEY NOT NULL
            );
            CREATE TABLE seen_somes (
                context TEXT NOT NULL REFERENCES seen_contexts (context) ON DELETE CASCADE,
                some_id TEXT NOT NULL,
                PRIMARY KEY (context, some_id)
            );
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
            version: 2,
            summary: "seen ids named for any feature's items",
            sql: """
            ALTER TABLE seen_somes RENAME TO seen_items;
            ALTER TABLE seen_items RENAME COLUMN some_id TO item_id;
            """
        ),
    ]
}
