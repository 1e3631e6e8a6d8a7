import Core
import FoundationEssentials

/// Analytics logged into a ``LocalStore`` for one context. Never throws and never stops the
/// caller: an event that cannot be stored is dropped, and `dropped` is told why.
public final class SQLiteAnalytics: AnalyticsService {
    /// The context every event is logged under ("order:42").
    public let context: String
    private let store: LocalStore
    private let clock: any WallClock
    private let dropped: @Sendable (DomainError) -> Void

    init(store: LocalStore, context: String, clock: any WallClock, dropped: @escaping @Sendable (DomainError) -> Void) {
        self.store = store
        self.context = context
        self.clock = clock
        self.dropped = dropped
    }

    /// Logs the event with the clock's time, or drops it and says why.
    public func track(_ event: AnalyticsEvent) {
        do {
            try store.record(event, context: context, at: clock.now)
        } catch {
            dropped(error)
        }
    }
}
