import Core

/// Keeps every analytics event in memory, in order.
public final class RecordingAnalytics: AnalyticsService {
    private let events = Locked<[AnalyticsEvent]>([])

    /// Makes an empty recorder.
    public init() {}

    /// The events tracked so far.
    public var tracked: [AnalyticsEvent] { events.withLock { $0 } }

    /// The names of the events tracked so far.
    public var names: [String] { tracked.map(\.name) }

    public func track(_ event: AnalyticsEvent) {
        events.withLock { $0.append(event) }
    }
}
