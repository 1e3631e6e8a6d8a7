import Core
import FoundationEssentials

/// Dates as people say them: "due tomorrow", "3 h ago".
public enum RelativeDate {
    /// When `date` is due seen from `today`: "due today", "due tomorrow", "due in 3 days",
    /// "overdue by 1 day", "overdue by 2 days".
    public static func due(_ date: CalendarDate, today: CalendarDate) -> String {
        let days = today.days(to: date)
        switch days {
        case 0: return "due today"
        case 1: return "due tomorrow"
        case 2...: return "due in \(days) days"
        case -1: return "overdue by 1 day"
        default: return "overdue by \(-days) days"
        }
    }

    /// ``due(_:today:)`` for narrow columns: "today", "tomorrow", "in 3d", "1d late".
    public static func dueCompact(_ date: CalendarDate, today: CalendarDate) -> String {
        let days = today.days(to: date)
        switch days {
        case 0: return "today"
        case 1: return "tomorrow"
        case 2...: return "in \(days)d"
        default: return "\(-days)d late"
        }
    }

    /// How long before `now` `date` was: "just now" (under a minute, or in the future),
    /// "5 min ago", "3 h ago", "yesterday" (24 to 48 h), "2 days ago" up to 30 days, then the
    /// UTC calendar date, "on 2026-10-01".
    public static func ago(_ date: Date, now: Date) -> String {
        let interval = now.timeIntervalSince(date)
        guard interval.isFinite else { return "at an unknown time" }
        // Clamped: a date from a broken file or server must not trap the conversion.
        let seconds = Int(min(max(interval, -1), 1e15).rounded(.down))
        switch seconds {
        case ..<60: return "just now"
        case ..<3_600: return "\(seconds / 60) min ago"
        case ..<86_400: return "\(seconds / 3_600) h ago"
        case ..<172_800: return "yesterday"
        case ...(30 * 86_400 + 86_399): return "\(seconds / 86_400) days ago"
        default: return "on \(CalendarDate(date, in: Zone.utc))"
        }
    }

    /// "updated " followed by ``ago(_:now:)``: "updated 5 min ago".
    public static func updated(_ date: Date, now: Date) -> String {
        "updated " + ago(date, now: now)
    }

}
