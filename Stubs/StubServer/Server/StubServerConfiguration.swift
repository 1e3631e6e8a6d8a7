import ChatContract
import Foundation
import OrderContract
import SiteContract

/// Everything `stub-server` can be told; the CLI flags map one to one onto these properties.
public struct StubServerConfiguration: Sendable {
    /// Address to listen on: an IPv4 or IPv6 literal, or `localhost`.
    public var host: String
    /// Port to listen on; 0 picks a free one.
    public var port: UInt16
    /// The most somes one page may hold, whatever `per_page` / `limit` asks for.
    public var maxPageSize: Int
    /// The bearer token App A must send.
    public var orderToken: String
    /// The `X-Chat-Token` App B must send.
    public var chatToken: String
    /// The OAuth client id App C must send to `POST /oauth/token`.
    public var siteClientID: String
    /// The OAuth client secret App C must send with ``siteClientID``.
    public var siteClientSecret: String
    /// How long an access token of the sites API is good for, in seconds of ``now``.
    public var siteTokenLifetime: Int
    /// Faults applied to the whole run.
    public var runFaults: RunFaults
    /// The data to serve; `nil` serves the bundled `Fixtures/`.
    public var fixtures: StubFixtures?
    /// The server's clock, used for `updated_at` / `modified` of completed somes and tasks,
    /// and for the expiry of the sites API's access tokens.
    public var now: @Sendable () -> Date
    /// What delay faults are slept on: real time for a server people and apps talk to; tests
    /// in the same process pass an immediate clock (Core's `ImmediateClock`) and read it back.
    public var delayClock: any Clock<Duration>
    /// Receives one line per request (`--log`); `nil` logs nothing.
    public var log: (@Sendable (String) -> Void)?

    /// A configuration with the CLI's defaults.
    public init(
        host: String = "127.0.0.1",
        port: UInt16 = 8080,
        maxPageSize: Int = 5,
        orderToken: String = OrderDemo.token,
        chatToken: String = ChatDemo.token,
        siteClientID: String = SiteDemo.clientID,
        siteClientSecret: String = SiteDemo.clientSecret,
        siteTokenLifetime: Int = SiteDemo.tokenLifetime,
        runFaults: RunFaults = .none,
        fixtures: StubFixtures? = nil,
        now: @escaping @Sendable () -> Date = { Date() },
        delayClock: any Clock<Duration> = ContinuousClock(),
        log: (@Sendable (String) -> Void)? = nil
    ) {
        self.host = host
        self.port = port
        self.maxPageSize = maxPageSize
        self.orderToken = orderToken
        self.chatToken = chatToken
        self.siteClientID = siteClientID
        self.siteClientSecret = siteClientSecret
        self.siteTokenLifetime = siteTokenLifetime
        self.runFaults = runFaults
        self.fixtures = fixtures
        self.now = now
        self.delayClock = delayClock
        self.log = log
    }

    /// Checks every setting.
    /// - Throws: `StubServerError.invalidConfiguration` saying which setting to change and how.
    public func validate() throws(StubServerError) {
        guard maxPageSize >= 1 else {
            throw .invalidConfiguration("--max-page-size must be at least 1, not \(maxPageSize)")
        }
        for (flag, token) in [
            ("--order-token", orderToken), ("--chat-token", chatToken),
            ("--site-client-id", siteClientID), ("--site-client-secret", siteClientSecret),
        ] {
            guard !token.isEmpty, !token.contains(where: \.isWhitespace) else {
                throw .invalidConfiguration("\(flag) must be a non-empty token without spaces")
            }
        }
        guard siteClientID.firstIndex(of: ":") == nil else {
            throw .invalidConfiguration("--site-client-id must not contain ':', which HTTP Basic uses to end the id")
        }
        guard (1...Self.maxSiteTokenLifetime).contains(siteTokenLifetime) else {
            throw .invalidConfiguration("--site-token-lifetime must be between 1 and \(Self.maxSiteTokenLifetime) seconds, not \(siteTokenLifetime)")
        }
        guard ListenAddress(host: host, port: port) != nil else {
            throw .invalidConfiguration("--host must be an IPv4 or IPv6 address or localhost, not '\(host)'")
        }
    }

    /// The longest `--site-token-lifetime`: ten years, far past any test, and a date Foundation
    /// can still add to any clock.
    public static let maxSiteTokenLifetime = 10 * 366 * 24 * 3600
}
