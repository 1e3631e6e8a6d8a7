import Core
import Foundation

/// Analytics logged into a ``LocalStore`` for one context. Never throws and never stops the
/// caller: an event that cannot be stored is dropped with one line on stderr.
public final class SQLiteAnalytics: AnalyticsService {
    /// The context every event is logged under ("order:42").
    public let context: String
    private let store: LocalStore
    private let clock: any WallClock

    init(store: LocalStore, context: String, clock: any WallClock) {
        self.store = store
        self.context = context
        self.clock = clock
    }

    /// Logs the event with the clock's time, or drops it with a line on stderr.
    public func track(_ event: AnalyticsEvent) {
        do {
            try store.record(event, context: context, at: clock.now)
        } catch {
            let reason = error.description.replacingOccurrences(of: "\n", with: " ")
            let line = "warning: analytics event \(event.name) dropped: \(reason)\n"
            // Losing the warning too is better than crashing over analytics.
            try? FileHandle.standardError.write(contentsOf: Data(line.utf8))
        }
    }
}
