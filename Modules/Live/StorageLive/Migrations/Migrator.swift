import Core
import CSQLite

/// Brings a database file to the latest schema by `PRAGMA user_version`, one transaction per
/// step, after making sure the file is one this build may write at all.
struct Migrator {
    /// The steps, oldest first.
    let migrations: [Migration]
    /// The file, for error messages.
    let path: String

    /// The version every step leads to.
    var latestVersion: Int { migrations.last?.version ?? 0 }

    /// Reads the file's schema version and refuses a file this build must not touch (not a
    /// database, written by a newer build, or another program's database). Writes nothing.
    func check(_ connection: Connection) throws(DomainError) -> Int {
        let version: Int
        let tables: [String]
        do {
            // One snapshot: another process may be creating the schema right now.
            (version, tables) = try connection.readTransaction { () throws(SQLiteError) -> (Int, [String]) in
                let version = Int(try connection.integer("PRAGMA user_version") ?? 0)
                guard version == 0 else { return (version, []) }
                let tables = try connection.query(
                    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name LIMIT 5"
                ) { $0.text(0) }
                return (version, tables)
            }
        } catch {
            throw error.domainError(path: path, activity: "read its schema version")
        }
        if version > latestVersion {
            throw DomainError(
                .storage,
                "database \(path) was written by a newer version of this app (schema \(version); this build knows up to \(latestVersion))",
                hint: "upgrade the app or point --data-dir elsewhere"
            )
        }
        if !tables.isEmpty {
            // Version 0 with tables in it: some other program's database.
            throw DomainError(
                .storage,
                "\(path) is a SQLite database from another program (it has tables \(tables.joined(separator: ", ")) but no schema version of this app)",
                hint: "point --data-dir elsewhere or move the file aside — nothing was changed"
            )
        }
        return version
    }

    /// The files a step that spans files writes to, already at their latest schema.
    struct AttachedFiles: Sendable {
        var cache: String
        var state: String
    }

    /// Runs every step above `version`. Each step re-reads the version inside its
    /// `BEGIN IMMEDIATE` transaction, so two processes opening a new file at once run it once.
    func migrate(_ connection: Connection, from version: Int, spanning others: AttachedFiles?) throws(DomainError) {
        for migration in migrations where migration.version > version {
            if migration.spansFiles, others == nil, (try? nothingToMove(migration, connection)) != true {
                // A file from before the split, with rows that belong in the other two files,
                // which cannot be used now: upgraded later, when they can; nothing is lost.
                throw DomainError(.storage, "could not upgrade \(path) to version \(migration.version): its \(migration.summary.replacing(" moved to", with: " move to")), and those cannot be used now",
                                  hint: "fix what is said about the cache and state files, then run again")
            }
            do throws(SQLiteError) {
                if migration.spansFiles {
                    if let others {
                        try runAcrossFiles(migration, others)
                    } else {
                        // Nothing to move (checked above): a new file's empty tables are dropped.
                        let drops = migration.movesTables.map { "DROP TABLE IF EXISTS main.\($0);" }.joined(separator: "\n")
                        try run(Migration(version: migration.version, summary: migration.summary, sql: drops), on: connection, schema: "main")
                    }
                } else {
                    try run(migration, on: connection, schema: "main")
                }
            } catch {
                throw error.domainError(
                    path: path,
                    activity: "upgrade its schema to version \(migration.version) (\(migration.summary))"
                )
            }
        }
    }

    /// Whether every table `migration` moves out of this file is empty (or gone).
    private func nothingToMove(_ migration: Migration, _ connection: Connection) throws(SQLiteError) -> Bool {
        guard !migration.movesTables.isEmpty else { return false }
        for table in migration.movesTables {
            let exists = try connection.integer("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = '\(table)'") ?? 0
            if exists > 0, try connection.integer("SELECT count(*) FROM main.\(table)") ?? 0 > 0 { return false }
        }
        return true
    }

    private func run(_ migration: Migration, on connection: Connection, schema: String) throws(SQLiteError) {
        try connection.immediateTransaction { () throws(SQLiteError) in
            // A pragma takes no bound parameters; the schema name and number come from this file.
            let current = Int(try connection.integer("PRAGMA \(schema).user_version") ?? 0)
            guard current < migration.version else { return }
            try connection.execute(migration.sql)
            try connection.execute("PRAGMA \(schema).user_version = \(migration.version)")
        }
    }

    /// Runs a step that moves tables out of this file in one transaction over all three files.
    ///
    /// In WAL mode a transaction over several files commits them one by one, the connection's
    /// main file first and then the attached ones in the order they were attached; a crash in
    /// between leaves some committed and others not. So the connection's main file is the cache,
    /// then comes the state file, and this file, the one rows are taken from, commits last: a
    /// crash can leave rows copied but never gone, and the step, which copies without
    /// duplicating, simply runs again.
    private func runAcrossFiles(_ migration: Migration, _ others: AttachedFiles) throws(SQLiteError) {
        let connection = try Connection(path: others.cache)
        try connection.setBusyTimeout(milliseconds: LocalStore.busyTimeoutMilliseconds)
        try connection.run("ATTACH DATABASE ?1 AS state", [.text(others.state)])
        try connection.run("ATTACH DATABASE ?1 AS data", [.text(path)])
        // Every file is in WAL mode already, and stays so: that is what makes the order above hold.
        try run(migration, on: connection, schema: "data")
    }
}
