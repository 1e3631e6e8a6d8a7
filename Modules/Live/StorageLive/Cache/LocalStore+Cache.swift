import Core
import Foundation

extension LocalStore {
    /// Keeps `somes` as the last good list of `context`, replacing the previous one in one
    /// transaction. Each some is stored in its normalized JSON form (``SomeJSON``), so
    /// `updatedAt` keeps whole seconds; `fetchedAt` is kept exactly.
    public func cacheList(_ somes: [Some], context: String, fetchedAt: Date) throws(DomainError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding strings and optionals of strings cannot fail.
        let rows: [String] = somes.map { some in
            let data = (try? encoder.encode(SomeJSON(some))) ?? Data("{}".utf8)
            return String(decoding: data, as: UTF8.self)
        }
        try write("cache the list of \(context)") { (connection) throws(SQLiteError) in
            try connection.run("DELETE FROM cached_somes WHERE context = ?1", [.text(context)])
            try connection.run(
                """
                INSERT INTO cached_lists (context, fetched_at) VALUES (?1, ?2)
                ON CONFLICT (context) DO UPDATE SET fetched_at = excluded.fetched_at
                """,
                [.text(context), .real(fetchedAt.timeIntervalSince1970)]
            )
            try connection.runEach(
                "INSERT INTO cached_somes (context, position, some_json) VALUES (?1, ?2, ?3)",
                rows.enumerated().map { [.text(context), .integer($0.offset), .text($0.element)] }
            )
        }
    }

    /// The last good list of `context`, or nil when none was cached.
    ///
    /// - Throws: `.storage` naming the context when a cached some no longer reads.
    public func cachedList(context: String) throws(DomainError) -> CachedList? {
        let rows = try withConnection("read the cached list of \(context)") {
            (connection) throws(SQLiteError) -> [CachedRow] in
            // One statement, so the list and its somes come from the same snapshot.
            try connection.query(
                """
                SELECT l.fetched_at, s.position, s.some_json FROM cached_lists AS l
                LEFT JOIN cached_somes AS s ON s.context = l.context
                WHERE l.context = ?1
                ORDER BY s.position
                """,
                [.text(context)]
            ) { CachedRow(fetchedAt: $0.double(0), position: $0.int(1), json: $0.optionalText(2)) }
        }
        guard let first = rows.first else { return nil }
        var somes: [Some] = []
        for row in rows {
            guard let json = row.json else { continue }
            somes.append(try decode(json, position: row.position, context: context))
        }
        return CachedList(somes: somes, fetchedAt: Date(timeIntervalSince1970: first.fetchedAt))
    }

    private func decode(_ json: String, position: Int, context: String) throws(DomainError) -> Some {
        let reason: String
        do {
            return try JSONDecoder().decode(SomeJSON.self, from: Data(json.utf8)).some()
        } catch let error as DomainError {
            reason = error.message
        } catch {
            reason = "not the JSON of a some"
        }
        throw DomainError(
            .storage,
            "the cached list of \(context) in \(path) no longer reads (item \(position + 1): \(reason))",
            hint: "refresh the list while online to replace the cache — nothing was deleted"
        )
    }
}

/// One row of a cached list as stored, before decoding.
private struct CachedRow: Sendable {
    var fetchedAt: Double
    var position: Int
    var json: String?
}
