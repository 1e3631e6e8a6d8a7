import FlyingSocks
import Foundation

/// The socket address for `--host` and `--port`, and how to write it in a URL.
struct ListenAddress {
    let socketAddress: any SocketAddress
    let urlHost: String

    init?(host: String, port: UInt16) {
        let literal = host == "localhost" ? "127.0.0.1" : host
        if let address = try? sockaddr_in.inet(ip4: literal, port: port) {
            socketAddress = address
            urlHost = literal
        } else if let address = try? sockaddr_in6.inet6(ip6: literal, port: port) {
            socketAddress = address
            urlHost = "[\(literal)]"
        } else {
            return nil
        }
    }
}
