#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Core
import FoundationEssentials
import Synchronization

/// Reads the terminal on a thread of its own and hands on the keys it decodes.
///
/// It waits with `poll` so that it notices ``stop()`` within a tenth of a second, and so that
/// an ESC with nothing after it for 30 ms is taken as the Escape key rather than the start of
/// a sequence still on its way.
final class InputReader: Sendable {
    private let stopped = Atomic<Bool>(false)

    /// Starts reading `input` and yielding to `continuation`; yields ``TerminalEvent/closed``
    /// when input ends.
    init(input: Int32, continuation: AsyncStream<TerminalEvent>.Continuation) {
        DetachedThread.run { [self] in
            read(input, into: continuation)
        }
    }

    /// Stops reading; the thread ends at its next wake-up.
    func stop() {
        stopped.store(true, ordering: .relaxed)
    }

    private func read(_ input: Int32, into continuation: AsyncStream<TerminalEvent>.Continuation) {
        // Signals are for the dispatch sources (which read them from a signalfd): a thread that
        // let them in would take them under the ignoring disposition, and they would be lost.
        var all = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_BLOCK, &all, nil)
        var decoder = KeyDecoder()
        var buffer = [UInt8](repeating: 0, count: 256)
        while !stopped.load(ordering: .relaxed) {
            var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, decoder.isWaiting ? 30 : 100)
            if stopped.load(ordering: .relaxed) { return }
            if ready < 0 {
                if errno == EINTR { continue }
                continuation.yield(.closed)
                return
            }
            if ready == 0 {
                for key in decoder.flush() { continuation.yield(.key(key)) }
                continue
            }
            let count = buffer.withUnsafeMutableBytes { Glibc.read(input, $0.baseAddress, $0.count) }
            if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            guard count > 0 else {
                continuation.yield(.closed)
                return
            }
            for key in decoder.decode(buffer[0..<count]) { continuation.yield(.key(key)) }
        }
    }
}
