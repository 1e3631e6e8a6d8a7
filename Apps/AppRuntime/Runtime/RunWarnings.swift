import AppShell
import Core

/// What a run could not keep on disk and went on without: the cached list, what was seen,
/// analytics. A read never fails for these; each is said once on standard error
/// (`! could not save … for offline use: the disk is full (…)`, then what to do), and the run
/// exits as if it had been kept.
///
/// While the full-screen UI owns the terminal, warnings wait (``hold()``) and are said when it
/// gives the terminal back (``release()``).
public final class RunWarnings: Sendable {
    private struct State {
        var said: [DomainError] = []
        var held: [DomainError] = []
        var holding = false
    }

    private let state = Locked(State())
    private let write: @Sendable (String) -> Void

    /// Warnings written with `write` (standard error in a real run).
    public init(write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    /// Warnings that are only kept, for tests: ``said`` lists them.
    public convenience init() {
        self.init { _ in }
    }

    /// Every warning so far, in order, each once.
    public var said: [DomainError] { state.withLock { $0.said } }

    /// Says `error` unless one with the same cause was said already: the same hint (what to do,
    /// naming the folder) is the same cause, whatever was being kept.
    public func report(_ error: DomainError) {
        let now = state.withLock { (state) -> Bool in
            guard !state.said.contains(where: { $0.message == error.message || ($0.hint != nil && $0.hint == error.hint) }) else { return false }
            state.said.append(error)
            if state.holding {
                state.held.append(error)
                return false
            }
            return true
        }
        if now { write(text(error)) }
    }

    /// Keeps warnings from the terminal until ``release()``.
    public func hold() {
        state.withLock { $0.holding = true }
    }

    /// Says what waited, and says later warnings at once.
    public func release() {
        let held = state.withLock { (state) -> [DomainError] in
            state.holding = false
            defer { state.held = [] }
            return state.held
        }
        for error in held { write(text(error)) }
    }

    private func text(_ error: DomainError) -> String {
        CommandFailure.warningText(error.message, hint: error.hint) + "\n"
    }
}
