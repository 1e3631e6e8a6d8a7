#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value that one thread at a time reads or changes, behind a POSIX mutex.
///
/// Used where the standard library's `Synchronization.Mutex` would do, for one reason: on Linux
/// that `Mutex` waits on the kernel's futex directly, which ThreadSanitizer cannot see, so a
/// TSan run of the suite reports races inside `withLock` although the lock excludes
/// (`scripts/sanitizers/tsan-stdlib-mutex.swift` shows it with two threads and a counter).
/// `pthread_mutex_lock` is a call TSan intercepts, so code behind this lock is checked for real
/// races instead of reported for imaginary ones. Uncontended it costs some tens of nanoseconds
/// more than `Mutex`, nothing next to the requests and statements it guards here
/// ([decision 0015](../../../docs/decisions/0015-locks-thread-sanitizer-can-see.md)).
///
/// ```swift
/// private let state = Locked(State())
/// state.withLock { $0.count += 1 }
/// ```
public final class Locked<Value>: @unchecked Sendable {
    // @unchecked: `value` is only read or written between `pthread_mutex_lock` and
    // `pthread_mutex_unlock` of `mutex`, and `withLock` takes and gives values as `sending`,
    // as `Mutex` does, so no non-Sendable state escapes to another thread unguarded.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    /// A lock around `value`.
    public init(_ value: sending Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the value while holding the lock, and returns what it returns.
    ///
    /// Not reentrant: calling `withLock` on the same lock from inside `body` deadlocks.
    public func withLock<Result, Failure: Error>(
        _ body: (inout sending Value) throws(Failure) -> sending Result
    ) throws(Failure) -> sending Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
