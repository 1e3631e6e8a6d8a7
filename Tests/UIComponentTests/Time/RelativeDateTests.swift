import Core
import Expectations
import Foundation
import Testing
import UIComponent

@Suite("RelativeDate", .timeLimit(.minutes(2)))
struct RelativeDateTests {
    static let today = CalendarDate(year: 2026, month: 11, day: 30)!

    static func day(_ year: Int, _ month: Int, _ day: Int) -> CalendarDate {
        CalendarDate(year: year, month: month, day: day)!
    }

    @Test("due dates from today and the days after")
    func dueAhead() {
        expectEqual(RelativeDate.due(Self.today, today: Self.today), "due today")
        expectEqual(RelativeDate.due(Self.day(2026, 12, 1), today: Self.today), "due tomorrow")
        expectEqual(RelativeDate.due(Self.day(2026, 12, 2), today: Self.today), "due in 2 days")
        expectEqual(RelativeDate.due(Self.day(2027, 1, 1), today: Self.today), "due in 32 days")
    }

    @Test("past due dates say by how much, singular for one day")
    func overdue() {
        expectEqual(RelativeDate.due(Self.day(2026, 11, 29), today: Self.today), "overdue by 1 day")
        expectEqual(RelativeDate.due(Self.day(2026, 11, 28), today: Self.today), "overdue by 2 days")
    }

    @Test("due dates count calendar days across month ends and leap days")
    func dueAcrossBoundaries() {
        expectEqual(RelativeDate.due(Self.day(2028, 3, 1), today: Self.day(2028, 2, 28)), "due in 2 days")
        expectEqual(RelativeDate.due(Self.day(2026, 12, 31), today: Self.day(2027, 1, 1)), "overdue by 1 day")
    }

    static let now = Date(timeIntervalSince1970: 1_800_000_000) // 2027-01-15T08:00:00Z

    static func ago(_ seconds: TimeInterval) -> String {
        RelativeDate.ago(now.addingTimeInterval(-seconds), now: now)
    }

    @Test("under a minute, or in the future, is just now")
    func justNow() {
        expectEqual(Self.ago(0), "just now")
        expectEqual(Self.ago(59.9), "just now")
        expectEqual(Self.ago(-3_600), "just now")
    }

    @Test("minutes then hours, rounded down")
    func minutesAndHours() {
        expectEqual(Self.ago(60), "1 min ago")
        expectEqual(Self.ago(5 * 60 + 59), "5 min ago")
        expectEqual(Self.ago(3_599), "59 min ago")
        expectEqual(Self.ago(3_600), "1 h ago")
        expectEqual(Self.ago(3 * 3_600 + 1_800), "3 h ago")
        expectEqual(Self.ago(86_399), "23 h ago")
    }

    @Test("24 to 48 hours is yesterday, then days up to 30")
    func days() {
        expectEqual(Self.ago(86_400), "yesterday")
        expectEqual(Self.ago(172_799), "yesterday")
        expectEqual(Self.ago(172_800), "2 days ago")
        expectEqual(Self.ago(30 * 86_400), "30 days ago")
        expectEqual(Self.ago(31 * 86_400 - 1), "30 days ago")
    }

    @Test("beyond 30 days, the UTC calendar date")
    func calendarDate() {
        expectEqual(Self.ago(31 * 86_400), "on 2026-12-15")
        expectEqual(RelativeDate.ago(Date(timeIntervalSince1970: 1_790_812_800), now: Self.now), "on 2026-10-01")
    }

    @Test("updated prefixes the same phrase")
    func updated() {
        expectEqual(RelativeDate.updated(Self.now.addingTimeInterval(-300), now: Self.now), "updated 5 min ago")
        expectEqual(RelativeDate.updated(Self.now, now: Self.now), "updated just now")
        expectEqual(RelativeDate.updated(Self.now.addingTimeInterval(-86_400 * 100), now: Self.now), "updated on 2026-10-07")
    }

    @Test("compact due dates for narrow columns", arguments: [
        ("2026-11-20", "today"), ("2026-11-21", "tomorrow"), ("2026-11-23", "in 3d"),
        ("2026-11-19", "1d late"), ("2026-10-21", "30d late"),
    ])
    func dueCompact(_ date: String, _ expected: String) throws {
        let today = try #require(CalendarDate(iso: "2026-11-20"))
        expectEqual(RelativeDate.dueCompact(try #require(CalendarDate(iso: date)), today: today), expected)
    }

    @Test("absurd moments from broken data read as text, never a trap")
    func absurd() {
        let now = Date(timeIntervalSince1970: 1_795_165_200)
        expectPrefix(RelativeDate.ago(Date(timeIntervalSince1970: -1e300), now: now), "on ")
        expectEqual(RelativeDate.ago(Date(timeIntervalSince1970: 1e300), now: now), "just now")
        expectEqual(RelativeDate.ago(Date(timeIntervalSince1970: .nan), now: now), "at an unknown time")
    }
}
