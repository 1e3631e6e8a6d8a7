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
        try replaceCachedRows(rows, key: Self.cacheKey(backend: backend, context: context), what: "the list of \(context)", fetchedAt: fetchedAt)
    }

    /// The last good list of `context` on `backend`, or nil when none was cached there. A list
    /// cached by an older build, which did not record its backend, is never returned.
    ///
    /// - Throws: `.storage` naming the context when a cached some no longer reads.
    public func cachedList(backend: String, context: String) throws(DomainError) -> CachedList? {
        guard let (fetchedAt, rows) = try cachedRows(key: Self.cacheKey(backend: backend, context: context), what: "the cached list of \(context)") else {
            return nil
        }
        var list = CachedList(somes: [], fetchedAt: fetchedAt)
        for row in rows {
            let json = row.json
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

/// How an item that could not be read is kept among the somes of a cached list:
/// `{"unreadable":{"id":..,"field":..,"problem":..}}`, a shape no some has.
private struct UnreadableRow: Codable {
    /// How every such row starts (keys are sorted; a some's first key is `assignee`).
    static let prefix = #"{"unreadable":"#
    var unreadable: UnreadableItem
}
