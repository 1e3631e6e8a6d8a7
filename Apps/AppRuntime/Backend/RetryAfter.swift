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

    /// Reads the three forms RFC 9110 asks recipients to accept: IMF-fixdate
    /// (`Sun, 06 Nov 1994 08:49:37 GMT`), RFC 850 (`Sunday, 06-Nov-94 08:49:37 GMT`) and asctime
    /// (`Sun Nov  6 08:49:37 1994`). The day name is read but not checked against the date.
    /// RFC 850's two-digit year is the one that is not more than 50 years after `now`.
    static func httpDate(_ text: String, now: Date) -> Date? {
        // asctime pads a one-digit day with a space: `Nov  6`.
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        let day: Substring, month: Substring, year: Substring, time: Substring
        switch words.count {
        case 6 where words[0].hasSuffix(",") && words[5] == "GMT":  // IMF-fixdate
            (day, month, year, time) = (words[1], words[2], words[3], words[4])
            guard day.count == 2, year.count == 4 else { return nil }
        case 4 where words[0].hasSuffix(",") && words[3] == "GMT":  // RFC 850
            let parts = words[1].split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 3, parts[0].count == 2, parts[2].count == 2 else { return nil }
            (day, month, year, time) = (parts[0], parts[1], parts[2], words[2])
        case 5:  // asctime
            (month, day, time, year) = (words[1], words[2], words[3], words[4])
            guard (1...2).contains(day.count), year.count == 4 else { return nil }
        default:
            return nil
        }
        let clock = time.split(separator: ":", omittingEmptySubsequences: false)
        guard clock.count == 3, clock.allSatisfy({ $0.count == 2 }),
              let monthNumber = months.firstIndex(of: String(month)).map({ $0 + 1 }),
              var yearNumber = number(year), let dayNumber = number(day),
              let hour = number(clock[0]), let minute = number(clock[1]), let second = number(clock[2]),
              hour < 24, minute < 60, second < 61
        else { return nil }
        if year.count == 2 {
            let thisYear = CalendarDate(now, in: .utc).year
            yearNumber += thisYear - thisYear % 100
            if yearNumber > thisYear + 50 { yearNumber -= 100 }
        }
        guard let date = CalendarDate(year: yearNumber, month: monthNumber, day: dayNumber) else { return nil }
        let days = CalendarDate(year: 1970, month: 1, day: 1)!.days(to: date)
        return Date(timeIntervalSince1970: TimeInterval(days * 86_400 + hour * 3600 + minute * 60 + second))
    }

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    private static func number(_ digits: Substring) -> Int? {
        digits.allSatisfy({ $0.isASCII && $0.isNumber }) ? Int(digits) : nil
    }
}
