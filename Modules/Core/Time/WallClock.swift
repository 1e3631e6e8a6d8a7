import FoundationEssentials

/// Tells the time. Injected everywhere a "now" matters so that output is reproducible.
///
/// Named apart from the standard library's `Clock`, which measures durations, not dates.
public protocol WallClock: Sendable {
    /// The current moment.
    var now: Date { get }
    /// The zone in which "today" is decided.
    var zone: Zone { get }
}

extension WallClock {
    /// The calendar day it is now in ``zone``.
    public var today: CalendarDate { CalendarDate(now, in: zone) }
}

/// The machine's clock in the machine's time zone.
public struct SystemClock: WallClock {
    /// Makes the system clock.
    public init() {}
    public var now: Date { Date() }
    public var zone: Zone { .local }
}

/// A clock stopped at one moment, for tests, scenarios and `--now`.
public struct FixedClock: WallClock {
    /// The moment the clock is stopped at.
    public let now: Date
    /// The zone in which "today" is decided.
    public let zone: Zone

    /// Stops the clock at `now`, deciding "today" in `zone` (UTC unless told).
    public init(now: Date, zone: Zone = .utc) {
        self.now = now
        self.zone = zone
    }

    /// Stops the clock at `now`, deciding "today" in `timeZone`.
    public init(now: Date, timeZone: TimeZone) {
        self.init(now: now, zone: Zone(timeZone))
    }
}
