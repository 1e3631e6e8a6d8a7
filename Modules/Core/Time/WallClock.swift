import Foundation

/// Tells the time. Injected everywhere a "now" matters so that output is reproducible.
///
/// Named apart from the standard library's `Clock`, which measures durations, not dates.
public protocol WallClock: Sendable {
    /// The current moment.
    var now: Date { get }
    /// The zone in which "today" is decided.
    var timeZone: TimeZone { get }
}

extension WallClock {
    /// The calendar day it is now in ``timeZone``.
    public var today: CalendarDate { CalendarDate(now, in: timeZone) }
}

/// The machine's clock in the machine's time zone.
public struct SystemClock: WallClock {
    /// Makes the system clock.
    public init() {}
    public var now: Date { Date() }
    public var timeZone: TimeZone { .current }
}

/// A clock stopped at one moment, for tests, scenarios and `--now`.
public struct FixedClock: WallClock {
    /// The moment the clock is stopped at.
    public let now: Date
    /// The zone in which "today" is decided.
    public let timeZone: TimeZone

    /// Stops the clock at `now`, deciding "today" in `timeZone` (UTC unless told).
    public init(now: Date, timeZone: TimeZone = TimeZone(identifier: "UTC")!) {
        self.now = now
        self.timeZone = timeZone
    }
}
