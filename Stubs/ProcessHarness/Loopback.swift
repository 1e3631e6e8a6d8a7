import Glibc

/// Sockets on 127.0.0.1, for the harness and the tests' own servers and clients: the address
/// built and handed to `bind`, `connect` and `getsockname` in one place.
public enum Loopback {
    /// Binds `descriptor` to 127.0.0.1:`port` (0 for a free one); false when it could not be
    /// bound (`errno` says why).
    public static func bind(_ descriptor: Int32, port: UInt16) -> Bool {
        withAddress(port: port) { Glibc.bind(descriptor, $0, $1) } == 0
    }

    /// Connects `descriptor` to 127.0.0.1:`port`; false when it could not connect.
    public static func connect(_ descriptor: Int32, port: UInt16) -> Bool {
        withAddress(port: port) { Glibc.connect(descriptor, $0, $1) } == 0
    }

    /// The port `descriptor` is bound to, or nil when it cannot be read (`errno` says why).
    public static func port(of descriptor: Int32) -> UInt16? {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return named == 0 ? UInt16(bigEndian: address.sin_port) : nil
    }

    private static func withAddress(port: UInt16, _ body: (UnsafePointer<sockaddr>, socklen_t) -> Int32) -> Int32 {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
    }
}
