import FlyingFox
import FlyingSocks
import Foundation
import StubServer

/// An in-process HTTP server on 127.0.0.1 and a free port, for exercising the client.
struct LocalServer {
    let server: HTTPServer
    let task: Task<Void, any Error>
    let port: UInt16

    static func start(_ configure: (HTTPServer) async -> Void) async throws -> LocalServer {
        // Nagle off, as in stub-server: otherwise each request after the first on a reused
        // connection waits about 40 ms for a delayed ACK.
        let server = HTTPServer(config: HTTPServer.Configuration(
            address: try .inet(ip4: "127.0.0.1", port: 0), timeout: 30,
            pool: NoDelaySocketPool(base: HTTPServer.defaultPool()), logger: .disabled
        ))
        await configure(server)
        let task = Task { try await server.run() }
        try await server.waitUntilListening()
        guard case .ip4(_, let port)? = await server.listeningAddress else {
            throw URLError(.cannotConnectToHost)
        }
        return LocalServer(server: server, task: task, port: port)
    }

    func url(_ path: String, scheme: String = "http") -> URL {
        URL(string: "\(scheme)://127.0.0.1:\(port)\(path)")!
    }

    func stop() async {
        await server.stop(timeout: 0)
        task.cancel()
    }

    /// A port on which nothing listens (a server was there and has stopped).
    static func closedPort() async throws -> UInt16 {
        let server = try await start { _ in }
        await server.stop()
        return server.port
    }
}

/// Yields `count` bytes in chunks, then, if `failAfter` is set, fails (closing the connection).
struct ByteStream: AsyncBufferedSequence, Sendable {
    typealias Element = UInt8
    let count: Int
    let failAfter: Int?

    func makeAsyncIterator() -> Iterator { Iterator(remaining: count, failAfter: failAfter) }
    typealias AsyncIterator = Iterator

    struct Iterator: AsyncBufferedIteratorProtocol {
        var remaining: Int
        var failAfter: Int?
        var sent = 0

        mutating func next() async throws -> UInt8? {
            try await nextBuffer(suggested: 1)?.first
        }

        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            if let failAfter, sent >= failAfter { throw URLError(.networkConnectionLost) }
            guard remaining > 0 else { return nil }
            let size = Swift.min(count, remaining, 64 * 1024)
            remaining -= size
            sent += size
            return [UInt8](repeating: UInt8(ascii: "x"), count: size)
        }
    }
}
