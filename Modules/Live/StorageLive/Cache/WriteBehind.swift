import Core
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes made on a thread of their own, one at a time, so that a run goes on (prints the list
/// it has just fetched) while the list is kept. Whatever uses the file next waits for the write
/// in progress (``settle()``), so a run always reads back what it kept, and writes land in the
/// order they were started.
///
/// A joinable thread per write, not a queue: a run keeps a list once or twice, and waiting is
/// `pthread_join`, which ThreadSanitizer sees.
final class WriteBehind: Sendable {
    /// The thread of the write in progress, until someone has waited for it. Its lock is held
    /// while waiting, so a second caller of ``settle()`` waits for the same write.
    private let inProgress = Locked<pthread_t?>(nil)

    init() {}

    deinit {
        inProgress.withLock { Self.wait(for: &$0) }
    }

    /// Runs `write` on a thread of its own once the write before it is done, and returns
    /// without waiting for it; runs it here, now, when the system will not make a thread.
    func start(_ write: @escaping @Sendable () -> Void) {
        inProgress.withLock { thread in
            Self.wait(for: &thread)
            let job = Unmanaged.passRetained(Job(write))
            #if canImport(Glibc)
            var made = pthread_t()
            #else
            var made: pthread_t?
            #endif
            let started = pthread_create(&made, nil, { context in
                // Taken and released before the thread ends, so what the write holds (the
                // store) is let go before anyone who waited for it goes on.
                Unmanaged<Job>.fromOpaque(context!).takeRetainedValue().write()
                return nil
            }, job.toOpaque())
            guard started == 0 else {
                job.takeRetainedValue().write()
                return
            }
            #if canImport(Glibc)
            thread = made
            #else
            thread = made!
            #endif
        }
    }

    /// Waits until the write in progress, if any, is done.
    func settle() {
        inProgress.withLock { Self.wait(for: &$0) }
    }

    private static func wait(for thread: inout pthread_t?) {
        guard let running = thread else { return }
        thread = nil
        // A store can be let go on its writing thread, as the write ends and lets go of it; that
        // thread cannot wait for itself, and nothing is left for it to do.
        if pthread_equal(running, pthread_self()) != 0 {
            pthread_detach(running)
        } else {
            pthread_join(running, nil)
        }
    }

    private final class Job: Sendable {
        let write: @Sendable () -> Void
        init(_ write: @escaping @Sendable () -> Void) {
            self.write = write
        }
    }
}
