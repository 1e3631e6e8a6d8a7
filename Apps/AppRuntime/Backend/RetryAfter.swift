import Core
import FoundationEssentials

/// The `Retry-After` header (RFC 9110 §10.2.3): a number of seconds, or an HTTP-date.
public enum RetryAfter {
    /// How long the backend asks to wait, from `value` as sent; nil when it is neither a
    /// number of seconds nor an HTTP-date. A date in the past is no wait at all.
    /// - Parameter now: the moment an HTTP-date is measured from.
    public static func wait(_ value: String, now: Date) -> Duration? {
        let text = value.trimmed()
        if !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) {
            // More than a day is a backend's way of saying "not today"; keep the number sane.
            guard let seconds = Int(text.prefix(9)) else { return nil }
            return .seconds(seconds)
        }
        guard let date = httpDate(text, now: now) else { return nil }
        let seconds = date.timeIntervalSince(now)
        return seconds > 0 ? .seconds(Int(seconds.rounded(.up))) : .zero
    }

    /// An HTTP-date (RFC 9110's three forms), read by Core's one reader of the internet's dates.
    static func httpDate(_ text: String, now: Date) -> Date? {
        InternetDate.date(from: text, now: now)
    }
}
