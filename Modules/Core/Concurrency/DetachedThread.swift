#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

/// Runs blocking work (a `curl_easy_perform`, a `read` of the terminal, a child's output) on a
/// thread of its own, as Foundation's `Thread.detachNewThread` did, without linking full
/// Foundation into the apps.
///
/// A thread of its own rather than a dispatch queue: on Linux, libdispatch runs about as many
/// blocked work items at once as there are cores, so on two cores a third blocking call waits for
/// one of the first two. Should the system refuse another thread, the work goes to a dispatch
/// queue instead: later, but never lost.
public enum DetachedThread {
    /// Starts `body` on a new thread.
    public static func run(_ body: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(Work(body: body))
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        #if canImport(Glibc)
        var thread = pthread_t()
        #else
        var thread: pthread_t?
        #endif
        let started = pthread_create(&thread, &attributes, { context in
            let work = Unmanaged<Work>.fromOpaque(context!).takeRetainedValue()
            work.body()
            return nil
        }, box.toOpaque())
        if started != 0 {
            box.release()
            DispatchQueue.global().async(execute: body)
        }
    }

    private final class Work: Sendable {
        let body: @Sendable () -> Void
        init(body: @escaping @Sendable () -> Void) {
            self.body = body
        }
    }
}
