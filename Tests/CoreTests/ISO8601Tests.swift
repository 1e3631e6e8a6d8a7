@testable import Core
import Expectations
import Foundation
import Testing

/// ISO-8601 times are read and written by arithmetic in the shape backends send, and by
/// Foundation's formatter otherwise; both ways must give the same moment and the same text.
@Suite("ISO8601: the arithmetic agrees with Foundation's formatter", .timeLimit(.minutes(2)))
struct ISO8601Tests {
    static let formatter = Date.ISO8601FormatStyle()
    static let fractional = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

    /// Moments around the edges of days, months, leap years and centuries, then 2,000 spread
    /// from 1970 to 9999: steps of 126,701,150 s (about four years), each moved by up to a day
    /// (`step × 7,919 mod 86,400` s) so that they fall at every time of day; the same every run.
    static let edges: [Double] = [0, 59, 86_399, 86_400, 951_782_400, 951_868_799, 4_107_542_399, 4_107_542_400,
                                  1_798_761_599, 253_402_300_799, 1_782_000_000.5, 1_782_000_000.999]
    static let moments: [Double] = edges + (0..<2_000).map { (step: Int) -> Double in
        Double(step * 126_701_150 + step * 7_919 % 86_400)
    }

    @Test("writes every moment as the formatter does, fractions cut to the second")
    func writes() {
        for seconds in Self.moments {
            let date = Date(timeIntervalSince1970: seconds)
            expectEqual(ISO8601.string(from: date), Self.formatter.format(date), "\(seconds)")
        }
    }

    @Test("reads what it writes, and what the formatter reads, to the same moment")
    func reads() throws {
        for seconds in Self.moments {
            let text = Self.formatter.format(Date(timeIntervalSince1970: seconds))
            let fast = try #require(ISO8601.common(text), "\(text)")
            expectEqual(fast, (try Self.formatter.parse(text)), "\(text)")
        }
    }

    @Test("offsets and fractions read as the formatter reads them", arguments: [
        "2026-11-20T18:00:00+09:00", "2026-11-20T04:30:00-04:30", "2026-03-01T00:00:00+00:00", "2024-02-29T23:59:59-18:00", "2026-11-20T09:00:00+14:00",
        "2026-11-20T09:00:00.5Z", "2026-11-20T09:00:00.123Z", "2026-11-20T09:00:00.000001Z", "1970-01-01T00:00:00.999999999+01:00",
    ])
    func offsetsAndFractions(_ text: String) throws {
        let fast = try #require(ISO8601.common(text))
        let slow = try Self.fractional.parse(text)
        #expect(abs(fast.timeIntervalSince1970 - slow.timeIntervalSince1970) < 1e-6, "\(fast) \(slow)")
    }

    @Test("anything else is left to the formatter, which reads or refuses it", arguments: [
        "2026-11-20T09:00:00", "2026-11-20 09:00:00Z", "2026-11-20T24:00:00Z", "2026-02-30T09:00:00Z", "2026-11-20T09:60:00Z",
        "2026-11-20T09:00:00+0900", "2026-11-20T09:00:00.Z", "1969-12-31T23:59:59Z", "2026-11-20t09:00:00z", "２０２６-11-20T09:00:00Z",
        "2026-11-20T09:00:00Zjunk", "2026-11-20T09:00:00+18:01", "2026-11-20T09:00:00-23:59", "",
    ])
    func leftToTheFormatter(_ text: String) {
        expectNil(ISO8601.common(text))
        let formatter = try? Self.formatter.parse(text)
        let fractional = try? Self.fractional.parse(text)
        #expect(ISO8601.date(from: text) == formatter ?? fractional)
    }

    @Test("a day number and its date turn into each other", arguments: [-719_468, -1, 0, 1, 10_956, 11_016, 20_000, 2_932_896])
    func dayNumbers(_ number: Int) {
        expectEqual(CalendarDate(dayNumber: number).dayNumber, number)
    }
}
