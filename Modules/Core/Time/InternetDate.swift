import FoundationEssentials

/// One reader for the date forms the internet sends, for adapters and the runtime alike:
///
/// - ISO 8601 / RFC 3339: `2026-12-04T17:00:00Z`, `2026-12-04T17:00:00.250+09:00` (``ISO8601``);
/// - RFC 5322 (and 2822, 822): `Fri, 04 Dec 2026 17:00:00 +0900`, the day name and the seconds
///   optional, the zone a numeric offset (`+0900`, also `+09:00`) or one of the old names (`GMT`,
///   `UT`, `UTC`, `Z`, `EST`, `EDT`, `CST`, `CDT`, `MST`, `MDT`, `PST`, `PDT`); a two- or
///   three-digit year is read as RFC 5322 says (`26` is 2026, `99` is 1999, `126` is 2026);
/// - the HTTP-date's three forms (RFC 9110 §5.6.7): IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`,
///   the RFC 5322 form above), RFC 850 (`Sunday, 06-Nov-94 08:49:37 GMT`) and asctime
///   (`Sun Nov  6 08:49:37 1994`).
///
/// A comment at the end (`-0800 (PST)`, as mail sends it) is read past, whatever the form before
/// it. Names of days and months are read in any case. A day name is checked to be one, not to be
/// the date's. Nil for anything else, a date that does not exist (`31 Apr`) included.
public enum InternetDate {
    /// The moment `text` names, or nil.
    /// - Parameter now: for RFC 850's two-digit year, which is the one not more than 50 years
    ///   after `now` (RFC 9110); unused by the other forms.
    public static func date(from text: String, now: Date = Date()) -> Date? {
        var trimmed = text.trimmed()
        guard !trimmed.isEmpty, trimmed.utf8.count <= 80 else { return nil }
        // A comment at the end, as mail sends one after the zone (`-0800 (PST)`, RFC 5322
        // §3.2.2): one, with no parenthesis inside, is read past.
        if trimmed.hasSuffix(")"), let open = trimmed.lastIndex(of: "("),
           !trimmed[trimmed.index(after: open)...].dropLast().contains(where: { $0 == "(" || $0 == ")" }) {
            trimmed = String(trimmed[..<open]).trimmed()
            guard !trimmed.isEmpty else { return nil }
        }
        // `YYYY-`: ISO 8601.
        let head = Array(trimmed.utf8.prefix(5))
        if head.count == 5, head.prefix(4).allSatisfy({ (48...57).contains($0) }), head[4] == UInt8(ascii: "-") {
            return ISO8601.date(from: trimmed)
        }
        // Words apart, and a comma a word of its own (`Fri,04 Dec` is seen too).
        var spaced = ""
        for character in trimmed {
            if character == "," { spaced += " , " } else if character == "\t" { spaced += " " } else { spaced.append(character) }
        }
        var words = spaced.split(separator: " ").map(String.init)
        // A leading day name, with its comma (RFC 5322, RFC 850) or without (asctime).
        var named = false
        if let first = words.first, dayNames.contains(first.lowercased()) {
            words.removeFirst()
            named = true
            if words.first == "," { words.removeFirst() } else if words.count != 4 { return nil }
        }
        switch words.count {
        case 3 where named && words[0].contains("-"):  // RFC 850: 06-Nov-94 08:49:37 GMT
            let parts = words[0].split(separator: "-", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 3, parts[2].count == 2, var year = number(parts[2]) else { return nil }
            let thisYear = CalendarDate(now, in: .utc).year
            year += thisYear - thisYear % 100
            if year > thisYear + 50 { year -= 100 }
            return moment(day: parts[0], month: parts[1], year: year, time: words[1], zone: words[2])
        case 4 where named && !words[0].contains("-"):  // asctime: Nov  6 08:49:37 1994
            guard words[3].count == 4, let year = number(words[3]) else { return nil }
            return moment(day: words[1], month: words[0], year: year, time: words[2], zone: "GMT")
        case 5:  // RFC 5322: 04 Dec 2026 17:00:00 +0900
            guard (2...4).contains(words[2].count), var year = number(words[2]) else { return nil }
            // RFC 5322 §4.3: two digits are 1950 to 2049, three are added to 1900.
            if words[2].count == 2 { year += year < 50 ? 2000 : 1900 }
            if words[2].count == 3 { year += 1900 }
            return moment(day: words[0], month: words[1], year: year, time: words[3], zone: words[4])
        default:
            return nil
        }
    }

    private static func moment(day: String, month: String, year: Int, time: String, zone: String) -> Date? {
        guard (1...2).contains(day.count), let dayNumber = number(day),
              let monthNumber = months.firstIndex(of: month.lowercased()).map({ $0 + 1 }),
              let date = CalendarDate(year: year, month: monthNumber, day: dayNumber),
              let seconds = secondOfDay(time), let offset = offset(zone)
        else { return nil }
        let days = CalendarDate(year: 1970, month: 1, day: 1)!.days(to: date)
        return Date(timeIntervalSince1970: TimeInterval(days * 86_400 + seconds - offset))
    }

    /// `HH:MM` or `HH:MM:SS` (a leap second's `:60` read as `:59`).
    private static func secondOfDay(_ time: String) -> Int? {
        let parts = time.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard (2...3).contains(parts.count), parts.allSatisfy({ $0.count == 2 }),
              let hour = number(parts[0]), let minute = number(parts[1]), hour < 24, minute < 60
        else { return nil }
        let second = parts.count == 3 ? number(parts[2]) : 0
        guard let second, second <= 60 else { return nil }
        return hour * 3600 + minute * 60 + min(second, 59)
    }

    /// The zone's offset east of UTC, in seconds.
    private static func offset(_ zone: String) -> Int? {
        if let named = zoneNames[zone.uppercased()] { return named * 3600 }
        var digits = zone
        guard let sign = digits.first, sign == "+" || sign == "-" else { return nil }
        digits.removeFirst()
        if digits.count == 5, digits.dropFirst(2).first == ":" { digits.remove(at: digits.index(digits.startIndex, offsetBy: 2)) }
        guard digits.count == 4, let value = number(digits), value / 100 < 24, value % 100 < 60 else { return nil }
        let seconds = (value / 100) * 3600 + (value % 100) * 60
        return sign == "-" ? -seconds : seconds
    }

    private static func number(_ digits: String) -> Int? {
        !digits.isEmpty && digits.utf8.allSatisfy({ (48...57).contains($0) }) ? Int(digits) : nil
    }

    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
    private static let dayNames: Set<String> = [
        "mon", "tue", "wed", "thu", "fri", "sat", "sun",
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
    ]
    /// RFC 5322 §4.3's names, in hours east of UTC.
    private static let zoneNames: [String: Int] = [
        "GMT": 0, "UT": 0, "UTC": 0, "Z": 0,
        "EST": -5, "EDT": -4, "CST": -6, "CDT": -5, "MST": -7, "MDT": -6, "PST": -8, "PDT": -7,
    ]
}
