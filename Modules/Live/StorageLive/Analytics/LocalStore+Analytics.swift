import Core
import FoundationEssentials

extension LocalStore {
    /// An analytics service that logs events of `context` into this store, timed by `clock`.
    /// Analytics for `context`; an event that cannot be stored is dropped, and `dropped` is told
    /// why (by default, nobody: analytics never stop anything).
    public func analytics(context: String, clock: any WallClock, dropped: @escaping @Sendable (DomainError) -> Void = { _ in }) -> SQLiteAnalytics {
        SQLiteAnalytics(store: self, context: context, clock: clock, dropped: dropped)
    }

    /// Appends one event to the log.
    func record(_ event: AnalyticsEvent, context: String, at date: Date) throws(DomainError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // A dictionary of strings always encodes.
        let data = (try? encoder.encode(event.properties)) ?? Data("{}".utf8)
        let properties = String(decoding: data, as: UTF8.self)
        try state.write("record analytics event \(event.name)", durability: .processDeath) { (connection) throws(SQLiteError) -> Void in
            try connection.run(
                "INSERT INTO analytics_events (name, properties, context, recorded_at) VALUES (?1, ?2, ?3, ?4)",
                [.text(event.name), .text(properties), .text(context), .real(date.timeIntervalSince1970)]
            )
        }
    }

    /// The latest `limit` events of every context, oldest first.
    ///
    /// - Throws: `.storage` naming the event whose properties no longer read.
    public func analyticsEvents(limit: Int) throws(DomainError) -> [RecordedEvent] {
        let rows = try state.withConnection("read the analytics log") { (connection) throws(SQLiteError) -> [EventRow] in
            try connection.query(
                """
                SELECT id, name, properties, context, recorded_at FROM (
                    SELECT * FROM analytics_events ORDER BY id DESC LIMIT ?1
                ) ORDER BY id
                """,
                [.integer(max(0, limit))]
            ) { EventRow(id: $0.int64(0), name: $0.text(1), properties: $0.text(2), context: $0.text(3), recordedAt: $0.double(4)) }
        }
        var events: [RecordedEvent] = []
        events.reserveCapacity(rows.count)
        for row in rows {
            guard let properties = try? JSONDecoder().decode([String: String].self, from: Data(row.properties.utf8)) else {
                throw DomainError(
                    .storage,
                    "analytics event \(row.id) (\(row.name)) in \(state.path) has properties that are not a JSON object of strings",
                    hint: "read fewer events, or move the file aside to start a fresh log — nothing was deleted"
                )
            }
            events.append(RecordedEvent(
                id: row.id, event: AnalyticsEvent(row.name, properties), context: row.context,
                timestamp: Date(timeIntervalSince1970: row.recordedAt)
            ))
        }
        return events
    }
}

/// One row of the analytics log as stored, before decoding.
private struct EventRow: Sendable {
    var id: Int64
    var name: String
    var properties: String
    var context: String
    var recordedAt: Double
}
