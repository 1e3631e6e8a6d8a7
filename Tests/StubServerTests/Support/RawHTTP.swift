import Foundation
import ProcessHarness

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

/// Sends one request over a plain TCP socket and reads until the server closes it, on a thread
/// of its own (``LoopbackExchange``): a blocking read on the cooperative pool could starve the
/// in-process server that is supposed to answer it.
enum RawHTTP {
    static func exchange(port: UInt16, request: String, timeout: Duration = HTTPExchange.defaultTimeout) async -> RawExchange {
        let received = await Blocking.run { LoopbackExchange.run(port: port, request: Data(request.utf8), timeout: timeout) }
        return RawExchange(received: received.bytes, serverClosed: received.ending == .closed)
    }
}
