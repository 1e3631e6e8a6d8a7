import Glibc

/// A loopback port held closed: bound and never listening, so a connection to it is refused
/// (ECONNREFUSED, "connection refused") and no other process can listen on it until
/// ``release()``.
///
/// A test that stops a `stub-server` to play a backend that is gone holds its port this way.
/// Otherwise the tests running beside it start servers of their own on free ports, and one of
/// them can be given the stopped server's port and answer in its place.
public final class ClosedPort: @unchecked Sendable {
    /// The port, as text for `--port`.
    public let port: String
    private var descriptor: Int32

    /// Binds `127.0.0.1:port` without listening; port 0 takes a free one.
    /// - Throws: when the port cannot be bound, e.g. another process listens on it already.
    public init(port: UInt16) throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw HarnessError("could not open a socket to hold port \(port): \(String(cString: strerror(errno)))") }
        // A stopped server's accepted connections may linger in TIME_WAIT on this port.
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        guard Loopback.bind(descriptor, port: port) else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw HarnessError("could not hold port \(port) closed: \(reason)")
        }
        guard let held = Loopback.port(of: descriptor) else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw HarnessError("could not read the port held closed: \(reason)")
        }
        self.descriptor = descriptor
        self.port = String(held)
    }

    /// Lets the port go, e.g. just before a server is started on it again. Safe to call twice.
    public func release() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
    }

    deinit { release() }
}
