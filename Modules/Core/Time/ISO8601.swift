import FoundationEssentials

/// Reading and writing ISO-8601 timestamps (`2026-11-20T09:30:00Z`) the same way everywhere.
public enum ISO8601 {
    /// Parses a timestamp with or without fractional seconds, `Z` or an offset; nil otherwise.
    public static func date(from string: String) -> Date? {
        if let date = try? plain.parse(string) { return date }
        return try? withFraction.parse(string)
    }

    /// Formats a moment in UTC to whole seconds: `2026-11-20T09:30:00Z`.
    public static func string(from date: Date) -> String {
        plain.format(date)
    }

    // Made once: a list of 500 somes reads and writes 500 timestamps or more, and making the
    // style each time (`.iso8601`) cost more than using it.
    private static let plain = Date.ISO8601FormatStyle()
    private static let withFraction = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
}
