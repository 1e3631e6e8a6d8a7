import Core
import FoundationEssentials
import StorageLive

/// A feature's last good list in the run's cache (per backend, feature and context): its
/// records, and the items the backend sent that could not be read, kept beside them so a cached
/// copy of an incomplete list reads back incomplete. Every feature host's offline client keeps
/// its list through this.
public struct CachedList<Record: Codable & Sendable>: Sendable {
    let run: AppRun
    /// The name the records are kept under ("SomeFeature").
    let feature: String

    /// The cached list of `feature` in `run`'s context, on `run`'s backend.
    public init(feature: String, run: AppRun) {
        self.feature = feature
        self.run = run
    }

    /// Keeps `records` and `unreadable` as the last good list, fetched at `fetchedAt`.
    public func keep(_ records: [Record], unreadable: [UnreadableItem], fetchedAt: Date) throws(DomainError) {
        try run.store.cacheRecords(json: json(records, unreadable: unreadable), feature: feature, backend: run.backendKey,
                                   context: run.storageContext, fetchedAt: fetchedAt)
    }

    /// Keeps the records `records` makes as ``keep(_:unreadable:fetchedAt:)`` does, but on a
    /// thread of its own while the run goes on
    /// (``LocalStore/cacheRecordsBehind(json:feature:backend:context:fetchedAt:failed:)``): a live
    /// list is printed while it is kept, and `records` runs there too (a long list's records and
    /// their JSON are most of the cost). A later read waits for it; a failure is said through the
    /// run's warnings, as ``CachedRead`` says a failed keep.
    public func keepBehind(unreadable: [UnreadableItem], fetchedAt: Date, _ records: @escaping @Sendable () -> [Record]) {
        run.store.cacheRecordsBehind(json: { () throws(DomainError) in try json(records(), unreadable: unreadable) }, feature: feature,
                                     backend: run.backendKey, context: run.storageContext, fetchedAt: fetchedAt,
                                     failed: run.warnings.report)
    }

    /// Each of `records` and `unreadable` as the row the cache keeps, in its JSON text.
    private func json(_ records: [Record], unreadable: [UnreadableItem]) throws(DomainError) -> [String] {
        let rows = records.map(Row.record) + unreadable.map(Row.unreadable)
        // Records that give their JSON directly skip the encoder, a fifth of a list's CPU.
        return if Record.self is any JSONRepresentable.Type {
            rows.map(\.text)
        } else {
            try LocalStore.json(of: rows, feature: feature, context: run.storageContext)
        }
    }

    /// The last good list, or nil when none was cached.
    public func read() throws(DomainError) -> (records: [Record], unreadable: [UnreadableItem], fetchedAt: Date)? {
        guard let copy = try run.store.cachedRecords(Row.self, feature: feature, backend: run.backendKey, context: run.storageContext)
        else { return nil }
        var records: [Record] = []
        var unreadable: [UnreadableItem] = []
        for row in copy.records {
            switch row {
            case .record(let record): records.append(record)
            case .unreadable(let item): unreadable.append(item)
            }
        }
        return (records, unreadable, copy.fetchedAt)
    }

    /// One row as kept: a record, or an item that could not be read.
    enum Row: Codable, Sendable {
        case record(Record)
        case unreadable(UnreadableItem)

        /// The row's JSON text, for a `Record` that is ``JSONRepresentable``: the shape
        /// `Codable` gives this enum, `{"record":{"_0":...}}` or `{"unreadable":{"_0":...}}`,
        /// so that a row reads back the same whichever way it was written.
        var text: String {
            let (key, value): (String, JSONValue) = switch self {
            case .record(let record): ("record", (record as? any JSONRepresentable)?.jsonValue ?? JSONValue(encoding: record))
            case .unreadable(let item): ("unreadable", item.jsonValue)
            }
            return JSONValue.object([key: .object(["_0": value])]).text(pretty: false)
        }
    }
}

extension CachedList.Row: JSONReadable where Record: JSONReadable {
    /// `{"record":{"_0":...}}` or `{"unreadable":{"_0":...}}`, as the synthesized `init(from:)`
    /// reads it: exactly one key, naming the case.
    init?(jsonValue: JSONValue) {
        guard case .object(let outer) = jsonValue, outer.count == 1, let (name, payload) = outer.first,
              let value = JSONObjectReader(payload)?["_0"] else { return nil }
        switch name {
        case "record":
            guard let record = Record(jsonValue: value) else { return nil }
            self = .record(record)
        case "unreadable":
            guard let item = UnreadableItem(jsonValue: value) else { return nil }
            self = .unreadable(item)
        default:
            return nil
        }
    }
}
