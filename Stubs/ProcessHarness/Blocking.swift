import Foundation

/// Runs work that blocks (waiting for a child process, polling a pane) on a thread of its own,
/// and suspends the caller until it is done.
///
/// Swift's cooperative pool has one thread per core. A test that blocked one of them while its
/// child process ran held back every other test: on two cores the end-to-end suite ran at less
/// than one core's worth of CPU, its pure tests waiting their turn for half a minute.
enum Blocking {
    static func run<T: Sendable, E: Error>(_ work: @escaping @Sendable () throws(E) -> T) async throws(E) -> T {
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<T, E>, Never>) in
            Thread.detachNewThread { continuation.resume(returning: Result { () throws(E) -> T in try work() }) }
        }
        return try result.get()
    }
}

/// At most so many short-lived children at once (``ProcessRunner/run(_:_:input:environment:)-async``):
/// with the pool no longer the limit, a suite would otherwise start every test's process at
/// once, and a machine that busy turns a test's real timeouts into failures.
actor ChildSlots {
    static let shared = ChildSlots(count: max(2, ProcessInfo.processInfo.activeProcessorCount * 2))

    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(count: Int) { free = count }

    /// Runs `work` once a slot is free, and frees it after.
    func withSlot<T: Sendable>(_ work: @Sendable () async throws -> T) async rethrows -> T {
        if free > 0 {
            free -= 1
        } else {
            await withCheckedContinuation { waiting.append($0) }
        }
        defer {
            if waiting.isEmpty { free += 1 } else { waiting.removeFirst().resume() }
        }
        return try await work()
    }
}
