import Core

/// The time a read made of many requests (every page of a list) may still take, measured on
/// the backend's injected clock: pagination ends by time as well as by a page count.
public struct ReadDeadline: Sendable {
    /// What is being read, for the message ("order 42's somes").
    public let what: String
    /// The time the read may take in all.
    public let budget: Duration
    private let elapsed: @Sendable () -> Duration

    /// Starts the clock now.
    init(clock: any Clock<Duration>, budget: Duration, what: String) {
        self.what = what
        self.budget = budget
        elapsed = Self.stopwatch(clock)
    }

    /// What is left of the budget; zero or less once it is spent.
    public var remaining: Duration { budget - elapsed() }

    /// The error for a read whose time ran out.
    /// - Parameter rerun: the command to paste to try again, when known.
    func expired(origin: String, rerun: String?) -> DomainError {
        .unavailable("the backend at \(origin) did not send all of \(what) within \(JSONBackend.seconds(budget)) s (\(JSONBackend.readBudgetInTimeouts) × --timeout)",
                     hint: rerun.map { "the backend may be overloaded; try again later: `\($0)`" } ?? "the backend may be overloaded; try again later")
    }

    /// The time since now on `clock`, each time it is called.
    static func stopwatch<C: Clock<Duration>>(_ clock: C) -> @Sendable () -> Duration {
        let start = clock.now
        return { start.duration(to: clock.now) }
    }
}
