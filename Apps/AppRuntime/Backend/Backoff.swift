import Core

/// A backend's `Backoff: N` header (Kinto and others send it on every answer while overloaded):
/// wait N seconds before the next request. Once seen, it holds for the rest of the run: each
/// request waits until N seconds after the last answer that asked, and requests made at once
/// (the pages of a list) go one interval apart instead of together.
final class Backoff: Sendable {
    private struct State {
        /// The interval asked for last; nil until a backend asks.
        var interval: Duration?
        /// When the next request may go, on the run's clock (time since this began).
        var nextAllowed: Duration = .zero
    }

    private let state = Locked(State())
    private let elapsed: @Sendable () -> Duration

    /// Measured on `clock`, from now.
    init(clock: any Clock<Duration>) {
        elapsed = ReadDeadline.stopwatch(clock)
    }

    /// The seconds `value` asks for: a whole number (at most a day); nil when it is not one.
    static func interval(_ value: String) -> Duration? {
        let text = value.trimmed()
        guard !text.isEmpty, text.count <= 6, text.allSatisfy({ $0.isASCII && $0.isNumber }), let seconds = Int(text) else { return nil }
        return .seconds(min(seconds, 86_400))
    }

    /// How long the request about to go must wait; it takes its turn, so the one after it waits
    /// one more interval.
    func wait() -> Duration {
        state.withLock { state in
            guard let interval = state.interval else { return .zero }
            let now = elapsed()
            let start = max(now, state.nextAllowed)
            state.nextAllowed = start + interval
            return start - now
        }
    }

    /// An answer asked for `interval`. True the first time in the run, to say so once.
    func asked(_ interval: Duration) -> Bool {
        state.withLock { state in
            let first = state.interval == nil
            state.interval = interval
            state.nextAllowed = max(state.nextAllowed, elapsed() + interval)
            return first
        }
    }
}
