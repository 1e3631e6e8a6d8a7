import Core
import Foundation

extension LocalStore {
    /// Keeps `somes` as the last good list of `context` on `backend`, replacing the previous one
    /// in one transaction. Each some is stored in its normalized JSON form (``SomeJSON``), so
    /// `updatedAt` keeps whole seconds; `fetchedAt` is kept exactly. The items that could not be
    /// read are kept with it, so a cached copy of an incomplete list reads back incomplete.
    ///
    /// - Parameters:
    ///   - backend: which backend the list came from (its origin, `https://host:443`): a run
    ///     against another backend never reads it.
    public func cacheList(_ somes: [Some], unreadable: [UnreadableItem] = [], backend: String, context: String,
                          fetchedAt: Date) throws(DomainError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding strings and optionals of strings cannot fail.
        let rows: [String] = somes.map { some in
            String(decoding: (try? encoder.encode(SomeJSON(some))) ?? Data("{}".utf8), as: UTF8.self)
        } + unreadable.map { item in
            String(decoding: (try? encoder.encode(UnreadableRow(unreadable: item))) ?? Data("{}".utf8), as: UTF8.self)
        }
        let key = Self.cacheKey(backend: backend, context: context)
        try cache.write("cache the list of \(context)", durability: .processDeath) { (connection) throws(SQLiteError) in
            try connection.run(
                """
                INSERT INTO cached_lists (context, fetched_at) VALUES (?1, ?2)
                ON CONFLICT (context) DO UPDATE SET fetched_at = excluded.fetched_at
                """,
                [.text(key), .real(fetchedAt.timeIntervalSince1970)]
            )
            // The same list as last time (the usual case) only gets its new time: rewriting
            // every row would grow the log by the whole list on each run.
            let kept = try connection.query(
                "SELECT some_json FROM cached_somes WHERE context = ?1 ORDER BY position", [.text(key)]
            ) { $0.text(0) }
            guard kept != rows else { return }
            try connection.run("DELETE FROM cached_somes WHERE context = ?1", [.text(key)])
            try connection.runEach(
                "INSERT INTO cached_somes (context, position, some_json) VALUES (?1, ?2, ?3)",
                rows.enumerated().map { [.text(key), .integer($0.offset), .text($0.element)] }
            )
        }
    }

    /// The last good list of `context` on `backend`, or nil when none was cached there. A list
    /// cached by an older build, which did not record its backend, is never returned.
    ///
    /// - Throws: `.storage` naming the context when a cached some no longer reads.
    public func cachedList(backend: String, context: String) throws(DomainError) -> CachedList? {
        let key = Self.cacheKey(backend: backend, context: context)
        let rows = try cache.withConnection("read the cached list of \(context)") {
            (connection) throws(SQLiteError) -> [CachedRow] in
            // One statement, so the list and its somes come from the same snapshot.
            try connection.query(
                """
                SELECT l.fetched_at, s.position, s.some_json FROM cached_lists AS l
                LEFT JOIN cached_somes AS s ON s.context = l.context
                WHERE l.context = ?1
                ORDER BY s.position
                """,
                [.text(key)]
            ) { CachedRow(fetchedAt: $0.double(0), position: $0.int(1), json: $0.optionalText(2)) }
        }
        guard let first = rows.first else { return nil }
        var list = CachedList(somes: [], fetchedAt: Date(timeIntervalSince1970: first.fetchedAt))
        for row in rows {
            guard let json = row.json else { continue }
            if json.hasPrefix(UnreadableRow.prefix), let item = try? JSONDecoder().decode(UnreadableRow.self, from: Data(json.utf8)) {
                list.unreadable.append(item.unreadable)
            } else {
                list.somes.append(try decode(json, position: row.position, context: context))
            }
        }
        return list
    }

    /// Backend and context in one key. The origin has no space, so no two pairs meet; keys of
    /// older builds (`order:42`) have no origin, so they never match and are simply left alone.
    static func cacheKey(backend: String, context: String) -> String {
        "\(backend) \(context)"
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
            "the cached list of \(context) in \(cache.path) no longer reads (item \(position + 1): \(reason))",
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

/// How an item that could not be read is kept among the somes of a cached list:
/// `{"unreadable":{"id":..,"field":..,"problem":..}}`, a shape no some has.
private struct UnreadableRow: Codable {
    /// How every such row starts (keys are sorted; a some's first key is `assignee`).
    static let prefix = #"{"unreadable":"#
    var unreadable: UnreadableItem
}
