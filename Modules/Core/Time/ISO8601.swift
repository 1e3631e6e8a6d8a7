import FoundationEssentials

/// Reading and writing ISO-8601 timestamps (`2026-11-20T09:30:00Z`) the same way everywhere.
public enum ISO8601 {
    /// Parses a timestamp with or without fractional seconds, `Z` or an offset; nil otherwise.
    public static func date(from string: String) -> Date? {
        if let date = common(string) { return date }
        if let date = try? plain.parse(string) { return date }
        return try? withFraction.parse(string)
    }

    /// Formats a moment in UTC to whole seconds: `2026-11-20T09:30:00Z`.
    public static func string(from date: Date) -> String {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        guard seconds >= firstCommon, seconds < pastLastCommon else { return plain.format(date) }
        let whole = Int(seconds)
        let (days, time) = (whole / 86_400, whole % 86_400)
        let day = CalendarDate(dayNumber: days)
        var out: [UInt8] = []
        out.reserveCapacity(20)
        day.write(to: &out)
        out.append(UInt8(ascii: "T"))
        ASCIIDigits.append(time / 3600, width: 2, to: &out)
        out.append(UInt8(ascii: ":"))
        ASCIIDigits.append(time / 60 % 60, width: 2, to: &out)
        out.append(UInt8(ascii: ":"))
        ASCIIDigits.append(time % 60, width: 2, to: &out)
        out.append(UInt8(ascii: "Z"))
        return String(decoding: out, as: UTF8.self)
    }

    /// `YYYY-MM-DDTHH:MM:SS`, then `.` and digits or not, then `Z` or `±HH:MM`, for years 1970
    /// to 9999: the shape the backends send, read by arithmetic, as the formatter reads it (a
    /// list of 500 read each through the formatter spent a twentieth of its time there). Nil
    /// for anything else, which the formatter then reads or refuses.
    static func common(_ string: String) -> Date? {
        var string = string
        return string.withUTF8(parse)
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        guard bytes.count >= 20 else { return nil }
        func number(_ start: Int, _ count: Int) -> Int? { ASCIIDigits.read(bytes, start..<start + count) }
        func byte(_ index: Int, is character: Unicode.Scalar) -> Bool { bytes[index] == UInt8(ascii: character) }
        guard byte(4, is: "-"), byte(7, is: "-"), byte(10, is: "T"), byte(13, is: ":"), byte(16, is: ":"),
              let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
              let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
              (1970...9999).contains(year), hour < 24, minute < 60, second < 60,
              let date = CalendarDate(year: year, month: month, day: day)
        else { return nil }
        var index = 19
        var fraction = 0.0
        if byte(index, is: ".") {
            // Nanoseconds at most: digits past the ninth are read and left out.
            index += 1
            let start = index
            var nanoseconds = 0, scale = 100_000_000
            while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 {
                nanoseconds += Int(bytes[index] - UInt8(ascii: "0")) * scale
                scale /= 10
                index += 1
            }
            guard index > start, index < bytes.count else { return nil }
            fraction = Double(nanoseconds) / 1e9
        }
        var offset = 0
        if byte(index, is: "Z") {
            index += 1
        } else if byte(index, is: "+") || byte(index, is: "-") {
            guard bytes.count == index + 6, byte(index + 3, is: ":"),
                  let hours = number(index + 1, 2), let minutes = number(index + 4, 2), minutes < 60,
                  hours * 60 + minutes <= 18 * 60  // as far as a time zone goes, as the formatter reads
            else { return nil }
            offset = (hours * 3600 + minutes * 60) * (byte(index, is: "-") ? -1 : 1)
            index += 6
        } else {
            return nil
        }
        guard index == bytes.count else { return nil }
        let seconds = date.dayNumber * 86_400 + hour * 3600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }

    /// The moments ``string(from:)`` writes by arithmetic: 1970-01-01 to 9999-12-31 UTC.
    private static let firstCommon = 0.0
    private static let pastLastCommon = 253_402_300_800.0

    // Made once: making the style each time (`.iso8601`) cost more than using it.
    private static let plain = Date.ISO8601FormatStyle()
    private static let withFraction = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
}
