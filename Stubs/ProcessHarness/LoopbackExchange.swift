import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One connection to 127.0.0.1: send bytes, then read until the peer closes, a condition on what
/// arrived holds, or a deadline passes. The one socket loop under ``HTTPExchange`` and the tests'
/// byte-level exchanges.
///
/// It blocks, so callers run it on a thread of their own (``Blocking``): a read that waits on the
/// cooperative pool would hold back the in-process server that is to answer it. Every wait is
/// bounded by the deadline, whatever the peer does.
public enum LoopbackExchange {
    /// What came back.
    public struct Received: Sendable {
        /// Every byte read.
        public var bytes: Data
        /// How reading ended.
        public var ending: Ending
    }

    /// How reading ended.
    public enum Ending: Sendable, Equatable {
        /// The peer closed the connection (EOF, or a reset).
        case closed
        /// `enough` said what arrived was whole.
        case enough
        /// The deadline passed first.
        case timedOut
        /// No connection: nothing listens on the port, or the socket could not be made (the
        /// system's words).
        case notConnected(String)
    }

    /// Connects to `port`, sends `request`, and reads until the peer closes, `enough` holds for
    /// what arrived, or `timeout` has passed since the call.
    public static func run(port: UInt16, request: Data, timeout: Duration,
                           enough: (Data) -> Bool = { _ in false }) -> Received {
        let deadline = ContinuousClock.now + timeout
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return Received(bytes: Data(), ending: .notConnected(reason(errno))) }
        defer { close(descriptor) }
        guard Loopback.connect(descriptor, port: port) else {
            return Received(bytes: Data(), ending: .notConnected(reason(errno)))
        }
        // A peer that reads nothing cannot hold the write for longer than the whole exchange may take.
        var sendLimit = timeval(tv_sec: Int(timeout.components.seconds), tv_usec: Int(timeout.components.attoseconds / 1_000_000_000_000))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &sendLimit, socklen_t(MemoryLayout<timeval>.size))
        // A peer that stops reading part way may still have answered (a 400 before the body):
        // what it sent is read either way.
        request.withUnsafeBytes { raw in
            var sent = 0
            while sent < raw.count {
                let count = send(descriptor, raw.baseAddress! + sent, raw.count - sent, Int32(MSG_NOSIGNAL))
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return }
                sent += count
            }
        }
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            if enough(received) { return Received(bytes: received, ending: .enough) }
            let left = deadline - ContinuousClock.now
            guard left > .zero else { return Received(bytes: received, ending: .timedOut) }
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(clamping: max(1, left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000))
            let polled = poll(&ready, 1, milliseconds)
            if polled < 0 && errno == EINTR { continue }
            guard polled > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                received.append(contentsOf: buffer[..<count])
            } else if count < 0 && (errno == EINTR || errno == EAGAIN) {
                continue
            } else {
                return Received(bytes: received, ending: .closed)
            }
        }
    }

    private static func reason(_ number: Int32) -> String {
        String(cString: strerror(number)).lowercased()
    }
}
