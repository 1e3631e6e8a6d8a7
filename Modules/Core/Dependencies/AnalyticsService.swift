/// Receives product analytics events. Implementations must not block the caller for long.
public protocol AnalyticsService: Sendable {
    /// Records one event.
    func track(_ event: AnalyticsEvent)
}

/// One analytics event: a name and flat string properties.
public struct AnalyticsEvent: Sendable, Hashable, CustomStringConvertible {
    /// The event's name, `snake_case` (`some_list_viewed`).
    public var name: String
    /// Its properties.
    public var properties: [String: String]

    /// Makes an event.
    public init(_ name: String, _ properties: [String: String] = [:]) {
        self.name = name
        self.properties = properties
    }

    /// `name key=value ...`, keys sorted.
    public var description: String {
        ([name] + properties.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
            .joined(separator: " ")
    }
}
