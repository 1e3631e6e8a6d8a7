import Foundation

/// The `Retry-After` header (RFC 9110 §10.2.3): a number of seconds, or an HTTP-date.
public enum RetryAfter {
    /// How long the backend asks to wait, from `value` as sent; nil when it is neither a
    /// number of seconds nor an HTTP-date. A date in the past is no wait at all.
    /// - Parameter now: the moment an HTTP-date is measured from.
    public static func wait(_ value: String, now: Date) -> Duration? {
        let text = value.trimmingCharacters(in: .whitespaces)
        if !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) {
            // More than a day is a backend's way of saying "not today"; keep the number sane.
            guard let seconds = Int(text.prefix(9)) else { return nil }
            return .seconds(seconds)
        }
        guard let date = httpDate(text) else { return nil }
        let seconds = date.timeIntervalSince(now)
        return seconds > 0 ? .seconds(Int(seconds.rounded(.up))) : .zero
    }

    /// Reads the three forms RFC 9110 asks recipients to accept: IMF-fixdate
    /// (`Sun, 06 Nov 1994 08:49:37 GMT`), RFC 850 (`Sunday, 06-Nov-94 08:49:37 GMT`) and asctime
    /// (`Sun Nov  6 08:49:37 1994`).
    static func httpDate(_ text: String) -> Date? {
        // asctime pads a one-digit day with a space: `Nov  6`.
        let single = text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        for pattern in ["EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy"] {
            // A formatter per call: this runs once per refused request, and a shared one would need a lock.
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "GMT")
            formatter.dateFormat = pattern
            formatter.isLenient = false
            if let date = formatter.date(from: single) { return date }
        }
        return nil
    }
}
