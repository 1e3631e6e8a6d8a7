/// A clock on which every sleep ends at once and moves the clock forward by the time slept.
///
/// Delays that exist for a person to see (a scenario's `delay_ms`, a server's delay fault) run
/// on an injected `Clock`: the real `ContinuousClock` where a person watches, this one in tests,
/// so a test never waits for real time yet can still check how long the code meant to wait
/// (`clock.now.offset`). The same idea as swift-clocks' `ImmediateClock`, kept in Core so that
/// nothing needs a package for it.
public final class ImmediateClock: Clock {
    /// A moment on this clock: the time slept on it since it was made.
    public struct Instant: InstantProtocol {
        /// How far this moment is from the clock's start.
        public var offset: Duration

        /// The moment `offset` after the clock's start.
        public init(offset: Duration = .zero) {
            self.offset = offset
        }

        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }
    }

    private let current = Locked(Instant())

    /// A clock at its start (`now.offset == .zero`).
    public init() {}

    /// The clock's start plus every sleep so far.
    public var now: Instant { current.withLock { $0 } }

    public var minimumResolution: Duration { .zero }

    /// Returns at once (after a yield, as a real sleep would suspend), having moved ``now`` to
    /// `deadline` if that is later.
    /// - Throws: `CancellationError` when the task is cancelled, as `Task.sleep` does.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        current.withLock { now in now = Swift.max(now, deadline) }
        await Task.yield()
    }
}
