import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An HTTP/1.1 server on 127.0.0.1 and a free port, for exercising a client (libcurl's, the harness's own): keep-alive,
/// `Content-Length` and chunked bodies, bodies cut short, and requests it holds until it stops.
///
/// It answers on threads of its own (one listening, one per connection), never on Swift's
/// cooperative pool. The full suite runs hundreds of tests at once on that pool, which has one
/// thread per core; a server on it waited its turn behind them, sometimes longer than the
/// client's 5-second timeout, and a correct client then failed a test.
public final class LocalServer: @unchecked Sendable {
    /// A request as it came.
    public struct Request: Sendable {
        /// `GET`, `POST`, …
        public let method: String
        /// The path with its query, as the request line has it.
        public let target: String
        /// The header fields in the order sent.
        public let headers: [(name: String, value: String)]
        /// The body, by its `Content-Length`.
        public let body: [UInt8]

        /// The last value of a header, by any case.
        public func header(_ name: String) -> String? {
            headers.last { $0.name.lowercased() == name.lowercased() }?.value
        }
    }

    /// What a route answers.
    public struct Response: Sendable {
        /// How the body is sent.
        public enum Body: Sendable {
            case bytes([UInt8])
            /// `count` bytes in chunks, with no length declared (chunked transfer encoding).
            case streamed(count: Int)
            /// Declares `declared` bytes, sends `sent` of them, then closes the connection.
            case cutShort(declared: Int, sent: Int)
            /// Never answers; the connection closes when the server stops.
            case held
        }

        public var status: Int
        public var headers: [(String, String)]
        public var body: Body

        /// A response with `body` (empty unless given).
        public init(_ status: Int, headers: [(String, String)] = [], body: Body = .bytes([])) {
            self.status = status
            self.headers = headers
            self.body = body
        }

        /// A response whose body is `text`.
        public init(_ status: Int, headers: [(String, String)] = [], text: String) {
            self.init(status, headers: headers, body: .bytes(Array(text.utf8)))
        }
    }

    /// Answers one request.
    public typealias Handler = @Sendable (Request) -> Response

    /// Routes by method and path (the query left off): "GET /ok", or "GET /redirect/*" for
    /// every path under /redirect/. Anything else is a 404.
    private let routes: [(method: String, path: String, handler: Handler)]
    /// The port it listens on.
    public let port: UInt16
    private let listener: Int32
    private let state = NSCondition()
    private var stopped = false
    private var connections: Set<Int32> = []
    private var listening = true

    private init(routes: [String: Handler]) throws {
        self.routes = routes.map { key, handler in
            let parts = key.split(separator: " ", maxSplits: 1).map(String.init)
            return (parts[0], parts[1], handler)
        }
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Self.failure("socket") }
        guard Loopback.bind(fd, port: 0), listen(fd, 64) == 0 else { close(fd); throw Self.failure("bind/listen") }
        listener = fd
        port = Loopback.port(of: fd) ?? 0
    }

    /// A listening server with `routes`, answering at once.
    public static func start(_ routes: [String: Handler]) throws -> LocalServer {
        let server = try LocalServer(routes: routes)
        Thread { server.acceptLoop() }.start()
        return server
    }

    /// `http://127.0.0.1:PORT` and `path`.
    public func url(_ path: String, scheme: String = "http") -> URL {
        URL(string: "\(scheme)://127.0.0.1:\(port)\(path)")!
    }

    /// Stops listening (a connect afterwards is refused), ends every connection and releases
    /// every held request. Returns once the port is closed.
    public func stop() {
        state.lock()
        if !stopped {
            stopped = true
            _ = shutdown(listener, Int32(SHUT_RDWR))
            for fd in connections { _ = shutdown(fd, Int32(SHUT_RDWR)) }
            state.broadcast()
        }
        while listening { state.wait() }
        state.unlock()
    }


    // MARK: - Threads

    private func acceptLoop() {
        while true {
            let fd = accept(listener, nil, nil)
            if fd < 0 {
                let reason = errno
                state.lock()
                let over = stopped
                state.unlock()
                if over { break }
                // A connection that went away before it was taken, or no descriptor free for a
                // moment in a busy suite: the server goes on listening.
                if reason == EMFILE || reason == ENFILE || reason == ENOBUFS || reason == ENOMEM { usleep(10_000) }
                continue
            }
            state.lock()
            let open = !stopped
            if open { connections.insert(fd) }
            state.unlock()
            guard open else { close(fd); break }
            var one: Int32 = 1
            _ = setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
            Thread { self.serve(fd) }.start()
        }
        close(listener)
        state.lock()
        listening = false
        state.broadcast()
        state.unlock()
    }

    private func serve(_ fd: Int32) {
        var connection = Connection(fd: fd)
        while let request = connection.readRequest() {
            guard request.method.first.map({ $0.isUppercase && $0.isASCII }) == true else {
                // Not HTTP (a TLS handshake, say): say so and hang up.
                _ = connection.write(Array("HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".utf8))
                break
            }
            let response = respond(to: request)
            let keepOpen = send(response, on: &connection) && request.header("Connection")?.lowercased() != "close"
            if !keepOpen { break }
        }
        state.lock()
        connections.remove(fd)
        state.unlock()
        close(fd)
    }

    private func respond(to request: Request) -> Response {
        let path = String(request.target.prefix { $0 != "?" })
        let route = routes.first { route in
            route.method == request.method
                && (route.path == path || (route.path.hasSuffix("*") && path.hasPrefix(route.path.dropLast())))
        }
        return route?.handler(request) ?? Response(404, text: "no route for \(request.method) \(path)")
    }

    /// Writes the response; false when the connection must close after it.
    private func send(_ response: Response, on connection: inout Connection) -> Bool {
        var head = "HTTP/1.1 \(response.status) \(Self.reason(response.status))\r\n"
        for (name, value) in response.headers { head += "\(name): \(value)\r\n" }
        switch response.body {
        case .bytes(let bytes):
            head += "Content-Length: \(bytes.count)\r\n\r\n"
            return connection.write(Array(head.utf8) + bytes)
        case .streamed(let count):
            head += "Transfer-Encoding: chunked\r\n\r\n"
            guard connection.write(Array(head.utf8)) else { return false }
            var remaining = count
            let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 64 << 10)
            while remaining > 0 {
                let size = min(remaining, chunk.count)
                remaining -= size
                let frame = Array(String(size, radix: 16).utf8) + [13, 10] + chunk[..<size] + [13, 10]
                guard connection.write(frame) else { return false }
            }
            return connection.write(Array("0\r\n\r\n".utf8))
        case .cutShort(let declared, let sent):
            head += "Content-Length: \(declared)\r\n\r\n"
            _ = connection.write(Array(head.utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: sent))
            return false
        case .held:
            state.lock()
            while !stopped { state.wait() }
            state.unlock()
            return false
        }
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 303: "See Other"
        case 307: "Temporary Redirect"
        case 400: "Bad Request"
        case 404: "Not Found"
        case 500: "Internal Server Error"
        default: "Status \(status)"
        }
    }

    private static func failure(_ call: String) -> any Error {
        NSError(domain: "LocalServer", code: Int(errno), userInfo: [NSLocalizedDescriptionKey: "\(call): \(String(cString: strerror(errno)))"])
    }
}

/// One client connection: reads requests (keeping bytes that arrive early for the next one)
/// and writes whole buffers.
private struct Connection {
    let fd: Int32
    private var buffer: [UInt8] = []

    init(fd: Int32) { self.fd = fd }

    /// The next request, or nil when the peer closed, the server stopped, or what came is not
    /// a request line and headers (then the method is empty, for the caller to refuse).
    mutating func readRequest() -> LocalServer.Request? {
        let end: Int
        while true {
            if let found = headEnd() { end = found; break }
            if let first = buffer.first, !(first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")) {
                return LocalServer.Request(method: "", target: "", headers: [], body: [])
            }
            guard buffer.count < 64 << 10, fill() else { return nil }
        }
        let lines = String(decoding: buffer[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        buffer.removeFirst(end + 4)
        let requestLine = lines[0].split(separator: " ").map(String.init)
        guard requestLine.count == 3 else { return LocalServer.Request(method: "", target: "", headers: [], body: []) }
        let headers = lines.dropFirst().compactMap { line -> (name: String, value: String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        let length = headers.last { $0.name.lowercased() == "content-length" }.flatMap { Int($0.value) } ?? 0
        while buffer.count < length {
            guard fill() else { return nil }
        }
        let body = Array(buffer[..<length])
        buffer.removeFirst(length)
        return LocalServer.Request(method: requestLine[0], target: requestLine[1], headers: headers, body: body)
    }

    private func headEnd() -> Int? {
        guard buffer.count >= 4 else { return nil }
        for index in 0...(buffer.count - 4)
        where buffer[index] == 13 && buffer[index + 1] == 10 && buffer[index + 2] == 13 && buffer[index + 3] == 10 {
            return index
        }
        return nil
    }

    private mutating func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 16 << 10)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            buffer += chunk[..<count]
            return true
        }
    }

    /// Writes every byte; false when the peer has gone.
    func write(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let sent = Glibc.send(fd, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                if sent < 0, errno == EINTR { continue }
                guard sent > 0 else { return false }
                offset += sent
            }
            return true
        }
    }
}
