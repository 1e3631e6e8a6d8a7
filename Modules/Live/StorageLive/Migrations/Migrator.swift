import Core

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

    /// Runs every step above `version`. Each step re-reads the version inside its
    /// `BEGIN IMMEDIATE` transaction, so two processes opening a new file at once run it once.
    func migrate(_ connection: Connection, from version: Int) throws(DomainError) {
        for migration in migrations where migration.version > version {
            do {
                try connection.immediateTransaction { () throws(SQLiteError) in
                    let current = Int(try connection.integer("PRAGMA user_version") ?? 0)
                    guard current < migration.version else { return }
                    try connection.execute(migration.sql)
                    // A pragma takes no bound parameters; the number comes from this file.
                    try connection.execute("PRAGMA user_version = \(migration.version)")
                }
            } catch {
                throw error.domainError(
                    path: path,
                    activity: "upgrade its schema to version \(migration.version) (\(migration.summary))"
                )
            }
        }
    }
}
