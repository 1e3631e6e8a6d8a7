import Core
import FoundationEssentials

/// An analytics event as the log kept it.
public struct RecordedEvent: Sendable, Hashable {
    /// Its row id, in the order events were recorded.
    public var id: Int64
    /// The event: name and properties.
    public var event: AnalyticsEvent
    /// The context it happened in ("order:42").
    public var context: String
    /// When it happened, by the clock the analytics service was given.
    public var timestamp: Date

    /// Makes a recorded event.
    public init(id: Int64, event: AnalyticsEvent, context: String, timestamp: Date) {
        self.id = id
        self.event = event
        self.context = context
        self.timestamp = timestamp
    }
}
