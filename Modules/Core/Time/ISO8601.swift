import Foundation

/// Reading and writing ISO-8601 timestamps (`2026-11-20T09:30:00Z`) the same way everywhere.
public enum ISO8601 {
    /// Parses a timestamp with or without fractional seconds, `Z` or an offset; nil otherwise.
    public static func date(from string: String) -> Date? {
        if let date = try? Date(string, strategy: .iso8601) { return date }
        let withFraction = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
        return try? Date(string, strategy: withFraction)
    }

    /// Formats a moment in UTC to whole seconds: `2026-11-20T09:30:00Z`.
    public static func string(from date: Date) -> String {
        date.formatted(.iso8601)
    }
}
