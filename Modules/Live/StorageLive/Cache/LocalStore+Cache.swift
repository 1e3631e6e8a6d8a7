import Core
import FoundationEssentials

/// The last good copy of a list of a feature's records, as
/// ``LocalStore/cacheRecords(_:feature:backend:context:fetchedAt:)`` kept it.
public struct CachedRecords<Record: Sendable>: Sendable {
    /// The records, in the order they were cached.
    public var records: [Record]
    /// When they were fetched from the backend.
    public var fetchedAt: Date

    /// Makes a cached copy.
    public init(records: [Record], fetchedAt: Date) {
        self.records = records
        self.fetchedAt = fetchedAt
    }
}

extension CachedRecords: Equatable where Record: Equatable {}

/// One row of a cached list as stored, before decoding.
struct CachedRow: Sendable {
    var position: Int
    var json: String
}

extension LocalStore {
    /// Keeps `records` as the last good list of a feature's records (`feature` names it, as in
    /// "ActivityFeature") for `context` on `backend`, replacing the previous copy in one
    /// transaction. Each record is stored as JSON with sorted keys, so this module knows no
    /// feature's types: the feature's host brings them as `Codable` values.
    ///
    /// - Parameters:
    ///   - backend: which backend they came from (its origin, `https://host:443`): a run against
    ///     another backend never reads them.
    /// - Throws: `.storage` when a record cannot be encoded or the cache cannot be written.
    public func cacheRecords<Record: Encodable>(_ records: [Record], feature: String, backend: String, context: String,
                                                fetchedAt: Date) throws(DomainError) {
        try cacheRecords(json: Self.json(of: records, feature: feature, context: context), feature: feature, backend: backend,
                         context: context, fetchedAt: fetchedAt)
    }

    /// Each of `records` as the JSON document the cache keeps (sorted keys), for
    /// ``cacheRecords(json:feature:backend:context:fetchedAt:)``.
    /// - Throws: `.storage` naming the first record that cannot be encoded.
    public static func json<Record: Encodable>(of records: [Record], feature: String, context: String) throws(DomainError) -> [String] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var rows: [String] = []
        for (index, record) in records.enumerated() {
            guard let data = try? encoder.encode(record) else {
                throw DomainError(.storage, "record \(index + 1) of the list of \(context) cannot be kept as JSON",
                                  hint: "nothing was cached; the list shown is live")
            }
            rows.append(String(decoding: data, as: UTF8.self))
        }
        return rows
    }

    /// The same for records already in their JSON form, one document per record (as
    /// ``JSONRepresentable`` values give it), read back by ``cachedRecords(_:feature:backend:context:)``
    /// through the records' `Decodable` conformance.
    public func cacheRecords(json rows: [String], feature: String, backend: String, context: String,
                             fetchedAt: Date) throws(DomainError) {
        settle()
        try replaceCachedRows(rows, key: Self.cacheKey(feature: feature, backend: backend, context: context),
                              what: "the list of \(context)", fetchedAt: fetchedAt)
    }

    /// Keeps a list as ``cacheRecords(json:feature:backend:context:fetchedAt:)`` does, but on a
    /// thread of its own, and returns at once: making the rows (`rows`; a long list's JSON is
    /// much of the cost) and writing them run beside what the run does next, such as printing
    /// the list. Every later use of the cache waits for the write first, so it reads back as
    /// kept, and ``settle()`` waits for it, as a run does before it ends. Why it failed, if it
    /// did, goes to `failed` when it is waited for, on the thread that waits (a warning then
    /// comes after the output, never inside a pager showing it).
    public func cacheRecordsBehind(json rows: @escaping @Sendable () throws(DomainError) -> [String], feature: String, backend: String,
                                   context: String, fetchedAt: Date, failed: @escaping @Sendable (DomainError) -> Void) {
        let key = Self.cacheKey(feature: feature, backend: backend, context: context)
        cacheWrites.start { [self] in
            do throws(DomainError) {
                try replaceCachedRows(rows(), key: key, what: "the list of \(context)", fetchedAt: fetchedAt)
            } catch {
                cacheFailures.withLock { $0.append { failed(error) } }
            }
        }
    }

    /// Waits until the cache has every list kept with ``cacheRecordsBehind(json:feature:backend:context:fetchedAt:failed:)``,
    /// or has failed to (and said so, through the `failed` it was given): a run calls it before
    /// it ends.
    public func settle() {
        cacheWrites.settle()
        let failures = cacheFailures.withLock { (failures) -> [@Sendable () -> Void] in
            defer { failures = [] }
            return failures
        }
        for tell in failures { tell() }
    }

    /// The last good list of `feature`'s records for `context` on `backend`, or nil when none
    /// was cached there.
    ///
    /// - Throws: `.storage` naming the context and the record when one no longer
    ///   reads as `Record` (nothing is deleted: the next good fetch replaces it).
    public func cachedRecords<Record: Decodable & Sendable>(_ type: Record.Type, feature: String, backend: String,
                                                           context: String) throws(DomainError) -> CachedRecords<Record>? {
        let what = "the cached list of \(context)"
        guard let (fetchedAt, rows) = try cachedRows(key: Self.cacheKey(feature: feature, backend: backend, context: context), what: what) else {
            return nil
        }
        var records: [Record] = []
        // A record that reads itself from a JSONValue skips the decoder (7 ms of a list of 500);
        // one it does not take still goes to the decoder, which decides.
        let readable = Record.self as? any JSONReadable.Type
        for row in rows {
            if let readable, let value = try? JSONValue(parsing: row.json), let record = readable.init(jsonValue: value) as? Record {
                records.append(record)
                continue
            }
            guard let record = try? JSONDecoder().decode(Record.self, from: Data(row.json.utf8)) else {
                throw DomainError(.storage, "\(what) in \(cache.path) no longer reads (item \(row.position + 1))",
                                  hint: "refresh it while online to replace the cache — nothing was deleted")
            }
            records.append(record)
        }
        return CachedRecords(records: records, fetchedAt: fetchedAt)
    }

    /// Backend, feature and context in one key. The origin has no space, so no two triples meet;
    /// lists cached by builds before features kept their records here (keyed by backend and
    /// context alone) are never read, and are simply left alone.
    static func cacheKey(feature: String, backend: String, context: String) -> String {
        "\(backend) \(feature) \(context)"
    }

    /// Replaces the rows cached under `key`, in one transaction; rows equal to the ones kept
    /// only get the new time.
    func replaceCachedRows(_ rows: [String], key: String, what: String, fetchedAt: Date) throws(DomainError) {
        try cache.write("save \(what) for offline use", durability: .processDeath) { (connection) throws(SQLiteError) in
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
                "SELECT item_json FROM cached_items WHERE context = ?1 ORDER BY position", [.text(key)]
            ) { $0.text(0) }
            guard kept != rows else { return }
            try connection.run("DELETE FROM cached_items WHERE context = ?1", [.text(key)])
            try connection.runEach(
                "INSERT INTO cached_items (context, position, item_json) VALUES (?1, ?2, ?3)",
                rows.enumerated().map { [.text(key), .integer($0.offset), .text($0.element)] }
            )
        }
    }

    /// When the rows under `key` were cached, and the rows in order; nil when none were.
    func cachedRows(key: String, what: String) throws(DomainError) -> (Date, [CachedRow])? {
        settle()
        let rows = try cache.withConnection("read \(what)") { (connection) throws(SQLiteError) -> [(Double, CachedRow?)] in
            // One statement, so the list and its rows come from the same snapshot.
            try connection.query(
                """
                SELECT l.fetched_at, s.position, s.item_json FROM cached_lists AS l
                LEFT JOIN cached_items AS s ON s.context = l.context
                WHERE l.context = ?1
                ORDER BY s.position
                """,
                [.text(key)]
            ) { row in (row.double(0), row.optionalText(2).map { CachedRow(position: row.int(1), json: $0) }) }
        }
        guard let first = rows.first else { return nil }
        return (Date(timeIntervalSince1970: first.0), rows.compactMap(\.1))
    }
}
