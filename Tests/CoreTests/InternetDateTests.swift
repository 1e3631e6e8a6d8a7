import Core
import Expectations
import Foundation
import Testing

/// Core's one reader of the internet's dates: every form a backend or a header was seen to send,
/// each to the moment it names, and what is not a date refused.
@Suite("InternetDate", .timeLimit(.minutes(2)))
struct InternetDateTests {
    /// 2026-12-04T08:00:00Z, the moment most forms below name.
    static let moment = ISO8601.date(from: "2026-12-04T08:00:00Z")!
    /// 2026-11-21T14:03:00Z, "now" for RFC 850's two-digit year.
    static let now = ISO8601.date(from: "2026-11-21T14:03:00Z")!

    @Test("each form, to the same moment", arguments: [
        "2026-12-04T08:00:00Z",
        "2026-12-04T17:00:00+09:00",
        "2026-12-04T08:00:00.000Z",
        "Fri, 04 Dec 2026 17:00:00 +0900",
        "Fri, 04 Dec 2026 17:00:00 +09:00",
        "04 Dec 2026 17:00:00 +0900",
        "Fri, 4 Dec 2026 03:00:00 -0500",
        "Fri, 04 Dec 2026 03:00:00 EST",
        "Fri, 04 Dec 2026 00:00:00 PST",
        "fri, 04 dec 2026 08:00 gmt",
        "Fri,04 Dec 2026 08:00:00 UT",
        "Fri, 04 Dec 26 08:00:00 Z",
        "Fri, 04 Dec 126 08:00:00 +0000",
        "Fri, 04 Dec 2026 08:00:00 GMT",
        "Friday, 04-Dec-26 08:00:00 GMT",
        "Fri Dec  4 08:00:00 2026",
        "  Fri, 04 Dec 2026 08:00:00 GMT  ",
        "Fri, 04 Dec 2026 00:00:00 -0800 (PST)",
        "Fri, 04 Dec 2026 17:00:00 +0900 (JST) ",
    ])
    func forms(_ text: String) {
        expectEqual(InternetDate.date(from: text, now: Self.now), Self.moment, text)
    }

    @Test("two-digit years: RFC 5322's 1950 to 2049, RFC 850's not more than 50 years ahead")
    func twoDigitYears() {
        expectEqual(InternetDate.date(from: "Mon, 04 Dec 99 08:00:00 +0000", now: Self.now), ISO8601.date(from: "1999-12-04T08:00:00Z"))
        expectEqual(InternetDate.date(from: "Sunday, 06-Nov-94 08:49:37 GMT", now: Self.now), ISO8601.date(from: "1994-11-06T08:49:37Z"))
        expectEqual(InternetDate.date(from: "Sunday, 06-Nov-70 08:49:37 GMT", now: Self.now), ISO8601.date(from: "2070-11-06T08:49:37Z"))
    }

    @Test("what names no moment is nil", arguments: [
        "", "soon", "120", "Fri, 31 Apr 2026 08:00:00 GMT", "Fri, 29 Feb 2026 08:00:00 GMT", "Fri, 04 Dec 2026 24:00:00 GMT",
        "Fri, 04 Dec 2026 08:60:00 GMT", "Fri, 04 Dec 2026 08:00:00", "Fri, 04 Dec 2026 08:00:00 +2400", "Fri, 04 Dec 2026 08:00:00 +09",
        "Fri, 04 Dek 2026 08:00:00 GMT", "Fry, 04 Dec 2026 08:00:00 GMT", "Fri 04 Dec 2026 08:00:00 GMT", "Fri, 004 Dec 2026 08:00:00 GMT",
        "Fri, 04 Dec 20266 08:00:00 GMT", "Friday, 04-Dec-2026 08:00:00 GMT", "Fri Dec  4 08:00:00 26", "2026-12-04",
        "Fri, 04 Dec 2026 08:00:00 GMT trailing", "Fri, ٠٤ Dec 2026 08:00:00 GMT",
        "Fri, 04 Dec 2026 08:00:00 (GMT)", "(comment)", "Fri, 04 Dec 2026 08:00:00 GMT (a (nested) one)", "Fri, 04 Dec 2026 08:00:00 GMT ((x)",
    ])
    func refused(_ text: String) {
        expectNil(InternetDate.date(from: text, now: Self.now), text)
    }

    @Test("a leap year's 29 February is a day; a leap second is read as the second before it")
    func edges() {
        expectEqual(InternetDate.date(from: "Thu, 29 Feb 2024 12:00:00 GMT"), ISO8601.date(from: "2024-02-29T12:00:00Z"))
        expectEqual(InternetDate.date(from: "Sat, 31 Dec 2016 23:59:60 GMT"), ISO8601.date(from: "2016-12-31T23:59:59Z"))
    }
}
