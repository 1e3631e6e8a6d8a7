import AppHarness
import AppRuntime
import Core
import DemoBackends
import Foundation
import HTTPClientLive
@testable import SiteApp
import SiteContract
import StubServer

/// site-app in process on the stub server's sites backend, in memory, at a fixed time: every
/// request it makes is recorded, and the test can reach behind its back (expire the tokens,
/// change a task as someone else would).
struct SiteRig {
    let stub: StubTransport
    let recorder: RecordingTransport
    let app: InProcessApp<SiteApp>
    /// The run's `--data-dir`, removed by ``cleanUp()``.
    let data: String

    init(environment extra: [String: String] = [:], backends: DemoBackends = DemoBackends()) throws {
        stub = StubTransport(backend: try InMemoryStubBackend(configuration: .demo(backends)))
        recorder = RecordingTransport(inner: stub)
        var environment = [
            "SITE_APP_CLIENT_ID": SiteDemo.clientID, "SITE_APP_CLIENT_SECRET": SiteDemo.clientSecret,
            "XDG_CONFIG_HOME": "/nonexistent", "SITE_APP_NOW": "2026-11-20T09:00:00Z",
        ]
        environment.merge(extra) { _, new in new }
        app = InProcessApp(environment: environment, transport: recorder)
        data = FileManager.default.temporaryDirectory.appendingPathComponent("site-app-\(UUID().uuidString)").path
    }

    /// Runs `site-app --site S-1 --data-dir DATA ARGUMENTS`.
    func run(_ arguments: [String], extra: [String: String] = [:]) async -> InProcessApp<SiteApp>.Result {
        await app.run(["--site", SiteDemo.site, "--data-dir", data] + arguments, extra: extra)
    }

    /// site-app's adapter for S-1 on the same backend, with a client-credentials auth of its
    /// own, for what a run cannot be made to do (send one write twice).
    func adapter() async throws -> SiteAdapter {
        let base = URL(string: "http://127.0.0.1:9")!
        let auth = ClientCredentialsAuth(tokenURL: base.appendingPathComponent("oauth").appendingPathComponent("token"),
                                         clientID: SiteDemo.clientID, clientSecret: SiteDemo.clientSecret, http: stub, stateFolder: nil,
                                         clock: FixedClock(now: Date(timeIntervalSince1970: 1_795_000_000), timeZone: TimeZone(identifier: "UTC")!),
                                         timeout: .seconds(5), settingsHint: "check the client", warnings: RunWarnings())
        let backend = JSONBackend(baseURL: base, http: stub, auth: auth, mediaType: SiteAPI.mediaType, timeout: .seconds(5),
                                  authHint: "check the client", errors: .jsonAPI, clock: ImmediateClock(),
                                  wallClock: FixedClock(now: Date(timeIntervalSince1970: 1_795_000_000)))
        return SiteAdapter(backend: backend, site: SiteDemo.site) { "site-app --site S-1 \($0)" }
    }

    /// A command as a hint of ``run(_:extra:)`` gives it: the data folder repeated.
    func hint(_ verb: String) -> String {
        "site-app --site \(SiteDemo.site) --data-dir \(data) \(verb)"
    }

    func cleanUp() {
        try? FileManager.default.removeItem(atPath: data)
    }
}

/// A transport that records each request's method, path and answer status, and passes it on.
final class RecordingTransport: HTTPTransport, Sendable {
    struct Exchange: Sendable, Equatable, CustomStringConvertible {
        var method: String
        var path: String
        var status: Int
        var headers: [String: String]
        var description: String { "\(method) \(path) \(status)" }
    }

    let inner: any HTTPTransport
    private let log = Locked<[Exchange]>([])
    private let tokenEndpointDown = Locked(false)

    /// From now on the token endpoint cannot be reached (or can again).
    func setTokenEndpointDown(_ down: Bool) { tokenEndpointDown.withLock { $0 = down } }

    init(inner: any HTTPTransport) {
        self.inner = inner
    }

    /// Every exchange so far.
    var exchanges: [Exchange] { log.withLock { $0 } }

    /// Forgets what was recorded.
    func clear() { log.withLock { $0 = [] } }

    func send(_ request: HTTPRequest) async throws(DomainError) -> HTTPResponse {
        if request.url.path.hasPrefix("/oauth/"), tokenEndpointDown.withLock({ $0 }) {
            throw .unavailable("backend at http://127.0.0.1:8080 unreachable (connection refused)")
        }
        let response = try await inner.send(request)
        var headers: [String: String] = [:]
        for field in request.headers { headers[field.name.lowercased()] = field.value }
        log.withLock { $0.append(Exchange(method: request.method, path: request.url.path, status: response.status, headers: headers)) }
        return response
    }
}
