import FoundationEssentials

/// A day on the calendar with no time and no time zone, such as a due date ("2026-11-30").
public struct CalendarDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The year, 1 to 9999 when made from text or components.
    public let year: Int
    /// The month, 1 to 12.
    public let month: Int
    /// The day of the month, from 1.
    public let day: Int

    /// Makes a date; returns nil when the day does not exist (2026-02-30).
    ///
    /// The calendar is the proleptic Gregorian one, as ``days(to:)`` counts: its leap years
    /// every year, not only after 1582 (a calendar lookup here was a twentieth of reading a
    /// list of 500, and would have said the days 1582-10-05 to 1582-10-14 never were).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month), day >= 1,
              day <= Self.days(inMonth: month, of: year) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `YYYY-MM-DD`; returns nil for anything else.
    public init?(iso string: String) {
        var string = string
        let parts = string.withUTF8 { bytes -> (Int, Int, Int)? in
            guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
                  let year = ASCIIDigits.read(bytes, 0..<4), let month = ASCIIDigits.read(bytes, 5..<7),
                  let day = ASCIIDigits.read(bytes, 8..<10)
            else { return nil }
            return (year, month, day)
        }
        guard let (year, month, day) = parts else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The day a moment falls on in a time zone.
    public init(_ date: Date, in zone: Zone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone.timeZone(at: date)
        let c = calendar.dateComponents([.year, .month, .day], from: date)
        year = c.year ?? 1970
        month = c.month ?? 1
        day = c.day ?? 1
    }

    /// The day a moment falls on in a time zone.
    public init(_ date: Date, in timeZone: TimeZone) {
        self.init(date, in: Zone(timeZone))
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        var out: [UInt8] = []
        out.reserveCapacity(10)
        write(to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `YYYY-MM-DD` as UTF-8.
    func write(to out: inout [UInt8]) {
        ASCIIDigits.append(year, width: 4, to: &out)
        out.append(UInt8(ascii: "-"))
        ASCIIDigits.append(month, width: 2, to: &out)
        out.append(UInt8(ascii: "-"))
        ASCIIDigits.append(day, width: 2, to: &out)
    }

    /// Whole days from `self` to `other` (positive when `other` is later).
    public func days(to other: CalendarDate) -> Int {
        other.dayNumber - dayNumber
    }

    /// The day `dayNumber` days after 1970-01-01 (before it when negative), the inverse of
    /// ``dayNumber`` (H. Hinnant's civil_from_days).
    init(dayNumber: Int) {
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// Days since 1970-01-01 in the proleptic Gregorian calendar: plain integer arithmetic
    /// (H. Hinnant's days_from_civil), defined for every year, no calendar lookup to fail.
    var dayNumber: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// The days in `month` (1 to 12) of `year`.
    static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
