import Foundation

/// Timestamps in the wire formats: ISO-8601 (App A), epoch seconds (App B) and epoch
/// milliseconds (App C).
public enum WireTime {
    /// `2026-11-20T09:30:00Z`: whole seconds, UTC.
    public static func iso8601(_ date: Date) -> String {
        date.formatted(.iso8601)
    }

    /// Whole epoch seconds.
    public static func epochSeconds(_ date: Date) -> Int {
        Int(date.timeIntervalSince1970.rounded(.down))
    }

    /// Whole epoch milliseconds, as App C sends `updated_at`.
    public static func epochMilliseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
    }

    /// Whether `text` is an ISO-8601 timestamp as App A sends it.
    public static func isISO8601(_ text: String) -> Bool {
        date(iso8601: text) != nil
    }

    /// The moment an ISO-8601 timestamp names, `nil` when it is not one; for ordering by time
    /// rather than by text, which differs once a fixture writes an offset (`+09:00`).
    public static func date(iso8601 text: String) -> Date? {
        try? Date(text, strategy: .iso8601)
    }

    /// Whether `text` is a calendar date `YYYY-MM-DD`.
    public static func isCalendarDate(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let month = Int(parts[1]), let day = Int(parts[2]), Int(parts[0]) != nil
        else { return false }
        return (1...12).contains(month) && (1...31).contains(day)
    }
}
