import Foundation
import StubServer

/// The server's clock in tests, so completion timestamps are exact.
let fixedNow = Date(timeIntervalSince1970: 1_800_000_000)  // 2027-01-15T08:00:00Z

/// A stub server on a free loopback port plus a client for it; `stop()` when done.
struct TestServer {
    let server: StubServer
    let url: URL
    let client: TestClient

    static func start(_ configure: (inout StubServerConfiguration) -> Void = { _ in }) async throws -> TestServer {
        var configuration = StubServerConfiguration(host: "127.0.0.1", port: 0, now: { fixedNow })
        configure(&configuration)
        let server = StubServer(configuration: configuration)
        let url = try await server.start()
        return TestServer(server: server, url: url, client: TestClient(baseURL: url))
    }

    var port: UInt16 { UInt16(url.port ?? 0) }

    func stop() async {
        await server.stop()
    }

    /// Runs `body` against a fresh server and always stops it.
    static func with(
        _ configure: (inout StubServerConfiguration) -> Void = { _ in },
        _ body: (TestServer) async throws -> Void
    ) async throws {
        let server = try await start(configure)
        do {
            try await body(server)
            await server.stop()
        } catch {
            await server.stop()
            throw error
        }
    }
}

/// The apps' credentials as the stub server's defaults expect them.
enum Auth {
    static let order = ["Authorization": "Bearer demo-order-token"]
    static let chat = ["X-Chat-Token": "demo-chat-token"]
}
