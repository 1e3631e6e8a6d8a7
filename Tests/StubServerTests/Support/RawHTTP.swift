import Foundation
import ProcessHarness
#if canImport(Glibc)
import Glibc
#endif

/// A byte-level HTTP exchange, to see exactly what a faulted response put on the wire.
struct RawExchange {
    /// Every byte received until the server closed the connection.
    let received: Data
    /// Whether the server closed the connection (EOF or reset) rather than the read timing out.
    let serverClosed: Bool

    private var separator: Range<Data.Index>? { received.range(of: Data("\r\n\r\n".utf8)) }

    /// The status line and header lines, or `nil` if the header block never completed.
    var headerLines: [String]? {
        guard let separator else { return nil }
        return String(decoding: received[..<separator.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
    }

    /// The value of header `name` (case-insensitive).
    func header(_ name: String) -> String? {
        headerLines?.dropFirst().first { $0.lowercased().hasPrefix(name.lowercased() + ":") }
            .map { String($0.split(separator: ":", maxSplits: 1)[1]).trimmingCharacters(in: .whitespaces) }
    }

    /// The bytes after the header block.
    var body: Data {
        guard let separator else { return Data() }
        return received[separator.upperBound...]
    }
}

/// Sends one request over a plain TCP socket and reads until the server closes it.
///
/// Runs on its own thread: blocking reads on the cooperative pool could starve the in-process
/// server that is supposed to answer them.
enum RawHTTP {
    static func exchange(port: UInt16, request: String, timeoutSeconds: Int = 5) async -> RawExchange {
        await withCheckedContinuation { continuation in
            Thread {
                continuation.resume(returning: blockingExchange(port: port, request: request, timeoutSeconds: timeoutSeconds))
            }.start()
        }
    }

    private static func blockingExchange(port: UInt16, request: String, timeoutSeconds: Int) -> RawExchange {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return RawExchange(received: Data(), serverClosed: false) }
        defer { close(fd) }
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard Loopback.connect(fd, port: port) else { return RawExchange(received: Data(), serverClosed: false) }
        let bytes = Array(request.utf8)
        _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                received.append(contentsOf: buffer[0..<count])
            } else if count == 0 {
                return RawExchange(received: received, serverClosed: true)
            } else {
                let timedOut = errno == EAGAIN || errno == EWOULDBLOCK
                return RawExchange(received: received, serverClosed: !timedOut)
            }
        }
    }
}
