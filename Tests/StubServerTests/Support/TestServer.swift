import DemoBackends
import Foundation
import StubServer

/// The server's clock in tests, so completion timestamps are exact.
let fixedNow = Date(timeIntervalSince1970: 1_800_000_000)  // 2027-01-15T08:00:00Z

/// What a test may change of the server it starts: the server's own settings and what each
/// demo backend is told.
struct TestServerSettings {
    var maxPageSize = 5
    var runFaults = RunFaults.none
    var now: @Sendable () -> Date = { fixedNow }
    var delayClock: any Clock<Duration> = ContinuousClock()
    var log: (@Sendable (String) -> Void)?
    var backends = DemoBackends()

    var orderToken: String {
        get { backends.orderToken }
        set { backends.orderToken = newValue }
    }

    var chatToken: String {
        get { backends.chatToken }
        set { backends.chatToken = newValue }
    }

    var siteClientID: String {
        get { backends.siteClientID }
        set { backends.siteClientID = newValue }
    }

    var siteClientSecret: String {
        get { backends.siteClientSecret }
        set { backends.siteClientSecret = newValue }
    }

    var siteTokenLifetime: Int {
        get { backends.siteTokenLifetime }
        set { backends.siteTokenLifetime = newValue }
    }

    /// The configuration of a server on a free loopback port.
    func configuration() throws -> StubServerConfiguration {
        try .demo(backends, host: "127.0.0.1", port: 0, maxPageSize: maxPageSize, runFaults: runFaults, now: now,
                  delayClock: delayClock, log: log)
    }
}

/// A stub server on a free loopback port plus a client for it; `stop()` when done.
struct TestServer {
    let server: StubServer
    let url: URL
    let client: TestClient

    static func start(_ configure: (inout TestServerSettings) -> Void = { _ in }) async throws -> TestServer {
        var settings = TestServerSettings()
        configure(&settings)
        let server = StubServer(configuration: try settings.configuration())
        let url = try await server.start()
        return TestServer(server: server, url: url, client: TestClient(baseURL: url))
    }

    var port: UInt16 { UInt16(url.port ?? 0) }

    func stop() async {
        await server.stop()
    }

    /// Runs `body` against a fresh server and always stops it.
    static func with(
        _ configure: (inout TestServerSettings) -> Void = { _ in },
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
