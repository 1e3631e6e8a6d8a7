import Core
import Expectations
import Foundation
import Testing

@Suite("CalendarDate", .timeLimit(.minutes(2)))
struct CalendarDateTests {
    @Test("parses YYYY-MM-DD and prints it back",
          arguments: ["2026-11-30", "2024-02-29", "2000-02-29", "0999-01-01", "1582-10-10", "9999-12-31", "2026-04-30", "2026-01-31"])
    func roundTrip(_ text: String) throws {
        let date = try #require(CalendarDate(iso: text))
        expectEqual(date.description, text)
    }

    @Test("rejects days that do not exist and other shapes",
          arguments: ["2026-02-30", "2025-02-29", "2100-02-29", "1900-02-29", "2026-04-31", "2026-11-31", "2026-13-01", "2026-00-10",
                     "2026-11-00", "0000-01-01", "2026-1-01", "20261130", "2026-11-30T00:00:00Z", "", "２０２６-11-30"])
    func rejects(_ text: String) {
        expectNil(CalendarDate(iso: text))
    }

    @Test("counts whole days across months and leap days")
    func days() throws {
        let a = try #require(CalendarDate(iso: "2024-02-28"))
        let b = try #require(CalendarDate(iso: "2024-03-01"))
        expectEqual(a.days(to: b), 2)
        expectEqual(b.days(to: a), -2)
        #expect(a < b)
    }

    @Test("takes the day of a moment in the given time zone")
    func dayInZone() throws {
        let moment = try #require(ISO8601.date(from: "2026-11-20T23:30:00Z"))
        expectEqual(CalendarDate(moment, in: TimeZone(identifier: "UTC")!).description, "2026-11-20")
        expectEqual(CalendarDate(moment, in: TimeZone(identifier: "Asia/Tokyo")!).description, "2026-11-21")
    }

    @Test("counts days across centuries and eras without a calendar lookup")
    func farDays() throws {
        let start = try #require(CalendarDate(iso: "0001-01-01"))
        let end = try #require(CalendarDate(iso: "9999-12-31"))
        expectEqual(start.days(to: end), 3_652_058)
        try expectEqual(#require(CalendarDate(iso: "1970-01-01")).days(to: try #require(CalendarDate(iso: "2000-03-01"))), 11_017)
    }
}
