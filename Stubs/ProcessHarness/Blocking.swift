import Foundation

/// Runs work that blocks (waiting for a child process, polling a pane) on a thread of its own,
/// and suspends the caller until it is done.
///
/// Swift's cooperative pool has one thread per core. A test that blocked one of them while its
/// child process ran held back every other test: on two cores the end-to-end suite ran at less
/// than one core's worth of CPU, its pure tests waiting their turn for half a minute.
public enum Blocking {
    public static func run<T: Sendable, E: Error>(_ work: @escaping @Sendable () throws(E) -> T) async throws(E) -> T {
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<T, E>, Never>) in
            Thread.detachNewThread { continuation.resume(returning: Result { () throws(E) -> T in try work() }) }
        }
        return try result.get()
    }
}

/// At most so many short-lived children at once (``ProcessRunner/run(_:_:input:environment:)-async``):
/// with the pool no longer the limit, a suite would otherwise start every test's process at
/// once, and a machine that busy turns a test's real timeouts into failures.
///
/// A slot that frees goes first to a waiting child in the ``ProcessRunner/Lane/first`` lane:
/// the tmux clients that read and drive a terminal test's pane. Each takes a few milliseconds,
/// and a walk through a screen is a chain of hundreds of them; waiting behind the whole queue at
/// every step, a walk that takes 12 s alone took a minute in the suite (37 s with the lane). The
/// number at once is the same either way. (Giving the serialized end-to-end suites the lane too
/// was tried: the suite took as long, 65 s, and the walks longer.)
actor ChildSlots {
    static let shared = ChildSlots(count: max(2, ProcessInfo.processInfo.activeProcessorCount * 2))

    typealias Lane = ProcessRunner.Lane

    private var free: Int
    private var waitingFirst: [CheckedContinuation<Void, Never>] = []
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(count: Int) { free = count }

    /// Runs `work` once a slot is free, and frees it after.
    func withSlot<T: Sendable>(lane: Lane = .normal, _ work: @Sendable () async throws -> T) async rethrows -> T {
        if free > 0 {
            free -= 1
        } else {
            await withCheckedContinuation { continuation in
                switch lane {
                case .first: waitingFirst.append(continuation)
                case .normal: waiting.append(continuation)
                }
            }
        }
        defer {
            if !waitingFirst.isEmpty {
                waitingFirst.removeFirst().resume()
            } else if !waiting.isEmpty {
                waiting.removeFirst().resume()
            } else {
                free += 1
            }
        }
        return try await work()
    }
}
