import ChatBackend
import ChatContract
import Foundation
import OrderBackend
import OrderContract
import SiteBackend
import SiteContract
import StubServer

/// The backends `stub-server` plays for the apps of this repository (orders, chats, sites), and
/// what each is told: what the CLI, the apps' in-process tests and the stub server's own tests
/// assemble, written once. The server itself names none of them.
public struct DemoBackends: Sendable {
    /// The bearer token order-app must send.
    public var orderToken = OrderDemo.token
    /// The `X-Chat-Token` chat-app must send.
    public var chatToken = ChatDemo.token
    /// The OAuth client site-app must send to `POST /oauth/token`, and its tokens' lifetime.
    public var siteClientID = SiteDemo.clientID
    public var siteClientSecret = SiteDemo.clientSecret
    public var siteTokenLifetime = SiteDemo.tokenLifetime
    /// The sites API's ETags weak, as behind a compressing proxy (``SiteBackend/weakETags``).
    public var siteWeakETags = false
    /// A folder of `orders/*.json`, `chats/*.json` and `sites/*.json`, and of each feature part's
    /// own (named as in its plug-in's `Fixtures/`), to serve instead of the bundled fixtures; a backend or part
    /// whose folder is missing there serves nothing.
    public var fixtures: URL?

    /// The demo backends with the demo credentials and the bundled fixtures.
    public init() {}

    /// The three backends, as told.
    /// - Throws: `StubServerError` when a fixture cannot be read.
    public func backends() throws -> [any StubBackend] {
        let folder = { (name: String) in fixtures?.appendingPathComponent(name) }
        return [
            try OrderBackend(token: orderToken, fixtures: try folder("orders").map(OrderBackend.fixtures(in:))),
            try ChatBackend(token: chatToken, fixtures: try folder("chats").map(ChatBackend.fixtures(in:))),
            try SiteBackend(clientID: siteClientID, clientSecret: siteClientSecret, tokenLifetime: siteTokenLifetime,
                            fixtures: try folder("sites").map(SiteBackend.fixtures(in:)), weakETags: siteWeakETags),
        ]
    }
}

extension StubServerConfiguration {
    /// A server playing the demo backends, as `backends` tells them.
    /// - Throws: `StubServerError` when a fixture cannot be read.
    public static func demo(_ backends: DemoBackends = DemoBackends(), host: String = "127.0.0.1", port: UInt16 = 8080,
                            maxPageSize: Int = 5, runFaults: RunFaults = .none, now: @escaping @Sendable () -> Date = { Date() },
                            delayClock: any Clock<Duration> = ContinuousClock(), log: (@Sendable (String) -> Void)? = nil) throws -> StubServerConfiguration {
        StubServerConfiguration(host: host, port: port, maxPageSize: maxPageSize, backends: try backends.backends(),
                                fixtureRoot: backends.fixtures, runFaults: runFaults,
                                now: now, delayClock: delayClock, log: log)
    }
}
