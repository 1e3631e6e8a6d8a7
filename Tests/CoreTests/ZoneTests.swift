import Core
import Expectations
import Foundation
import Testing

/// The apps decide "today" in the machine's zone through the C library; tests decide it in a
/// `TimeZone` of full Foundation. Both agree with full Foundation's answers.
@Suite("Zone: offsets from UTC, summer time included", .timeLimit(.minutes(2)))
struct ZoneTests {
    /// 2026-01-15T12:00:00Z and 2026-07-15T12:00:00Z: winter and summer in Paris.
    let winter = Date(timeIntervalSince1970: 1_768_478_400)
    let summer = Date(timeIntervalSince1970: 1_784_116_800)

    @Test("a Foundation time zone's rules are kept, summer time included")
    func foundationRules() throws {
        let paris = Zone(try #require(TimeZone(identifier: "Europe/Paris")))
        expectEqual(paris.secondsFromUTC(at: winter), 3600)
        expectEqual(paris.secondsFromUTC(at: summer), 7200)
        expectEqual(Zone.utc.secondsFromUTC(at: summer), 0)
    }

    @Test("the day a moment falls on moves with the offset at that moment")
    func calendarDay() throws {
        let tokyo = Zone(try #require(TimeZone(identifier: "Asia/Tokyo")))
        let lateUTC = Date(timeIntervalSince1970: 1_795_132_800 + 20 * 3600)  // 2026-11-20T20:00:00Z
        expectEqual(CalendarDate(lateUTC, in: Zone.utc).description, "2026-11-20")
        expectEqual(CalendarDate(lateUTC, in: tokyo).description, "2026-11-21")
        expectEqual(tokyo.timeZone(at: lateUTC).secondsFromGMT(), 9 * 3600)
    }

    @Test("the machine's zone from the C library agrees with full Foundation's TimeZone.current through a year")
    func local() {
        for day in stride(from: 0, to: 366, by: 7) {
            let moment = winter.addingTimeInterval(Double(day) * 86_400)
            expectEqual(Zone.local.secondsFromUTC(at: moment), TimeZone.current.secondsFromGMT(for: moment))
        }
    }

    @Test("moments the C library cannot place are UTC, not a crash")
    func outOfRange() {
        expectEqual(Zone.local.secondsFromUTC(at: Date(timeIntervalSince1970: .infinity)), 0)
        expectEqual(Zone.local.secondsFromUTC(at: Date(timeIntervalSince1970: 1e300)), 0)
    }
}
