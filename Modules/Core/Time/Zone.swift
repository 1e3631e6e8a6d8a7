#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FoundationEssentials

/// A time zone as the apps use one: the offset from UTC at each moment, which decides the day
/// and the clock time a moment shows as.
///
/// The apps link FoundationEssentials alone, whose `TimeZone` knows only fixed offsets
/// (docs/decisions/0016-apps-ship-with-the-swift-runtime-inside.md); ``local`` asks the C
/// library instead, which reads `TZ` and the system's zone files, summer time included.
public struct Zone: Sendable, CustomStringConvertible {
    private let offset: @Sendable (Date) -> Int
    public let description: String

    /// The rules of `timeZone`: all of them where full Foundation is linked (tests), a fixed
    /// offset where only FoundationEssentials is.
    public init(_ timeZone: TimeZone) {
        offset = { timeZone.secondsFromGMT(for: $0) }
        description = timeZone.identifier
    }

    /// Coordinated Universal Time.
    public static let utc = Zone(TimeZone(secondsFromGMT: 0)!)

    /// The machine's zone: `TZ` when set (`Asia/Tokyo`, `:Europe/Paris`, `JST-9`), else
    /// `/etc/localtime`, else UTC, as the C library decides.
    public static let local: Zone = {
        tzset()
        return Zone(description: "local") { date in
            let seconds = date.timeIntervalSince1970
            guard seconds.isFinite, abs(seconds) < 1e15 else { return 0 }
            var moment = time_t(seconds.rounded(.down))
            var parts = tm()
            guard localtime_r(&moment, &parts) != nil else { return 0 }
            return Int(parts.tm_gmtoff)
        }
    }()

    private init(description: String, offset: @escaping @Sendable (Date) -> Int) {
        self.description = description
        self.offset = offset
    }

    /// Seconds east of UTC at `date`: 32400 in Tokyo, 3600 in Paris in winter, 7200 in summer.
    public func secondsFromUTC(at date: Date) -> Int {
        offset(date)
    }

    /// A fixed-offset `TimeZone` that agrees with this zone at `date`, for calendar arithmetic
    /// about that one moment (UTC if the offset is past what `TimeZone` takes, ±18 hours).
    public func timeZone(at date: Date) -> TimeZone {
        TimeZone(secondsFromGMT: secondsFromUTC(at: date)) ?? TimeZone(secondsFromGMT: 0)!
    }
}
