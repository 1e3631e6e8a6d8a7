import Foundation

/// Everything a stub server is told: where to listen, the backends it plays, faults, its clock
/// and its log. What each backend is told (its credentials, its data) is the backend's own.
public struct StubServerConfiguration: Sendable {
    /// Address to listen on: an IPv4 or IPv6 literal, or `localhost`.
    public var host: String
    /// Port to listen on; 0 picks a free one.
    public var port: UInt16
    /// The most items one page may hold, whatever a request asks for.
    public var maxPageSize: Int
    /// The backends to play; each owns the paths under its prefixes.
    public var backends: [any StubBackend]
    /// A folder given in place of the bundled fixtures (`stub-server --fixtures DIR`): the feature
    /// parts of every backend read theirs from it (``BackendFeatureKit/fixtures(_:in:)``); nil for
    /// the bundled ones.
    public var fixtureRoot: URL?
    /// Faults applied to the whole run.
    public var runFaults: RunFaults
    /// The server's clock: what writes are stamped with, and what tokens expire by.
    public var now: @Sendable () -> Date
    /// What delay faults are slept on: real time for a server people and apps talk to; tests
    /// in the same process pass an immediate clock (Core's `ImmediateClock`) and read it back.
    public var delayClock: any Clock<Duration>
    /// Receives one line per request (`--log`); `nil` logs nothing.
    public var log: (@Sendable (String) -> Void)?

    /// A configuration with the CLI's defaults for everything but the backends.
    public init(
        host: String = "127.0.0.1",
        port: UInt16 = 8080,
        maxPageSize: Int = 5,
        backends: [any StubBackend],
        fixtureRoot: URL? = nil,
        runFaults: RunFaults = .none,
        now: @escaping @Sendable () -> Date = { Date() },
        delayClock: any Clock<Duration> = ContinuousClock(),
        log: (@Sendable (String) -> Void)? = nil
    ) {
        self.host = host
        self.port = port
        self.maxPageSize = maxPageSize
        self.backends = backends
        self.fixtureRoot = fixtureRoot
        self.runFaults = runFaults
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
        guard ListenAddress(host: host, port: port) != nil else {
            throw .invalidConfiguration("--host must be an IPv4 or IPv6 address or localhost, not '\(host)'")
        }
        var names: Set<String> = []
        var prefixes: [String: String] = [:]
        for backend in backends {
            guard names.insert(backend.name).inserted else {
                throw .invalidConfiguration("two backends are named '\(backend.name)'; give each its own name")
            }
            for prefix in backend.pathPrefixes {
                guard prefix.hasPrefix("/"), prefix.count > 1, !prefix.hasSuffix("/"), prefix != "/_stub" else {
                    throw .invalidConfiguration("backend '\(backend.name)': '\(prefix)' is not a path prefix such as /notes (and /_stub is the server's)")
                }
                if let other = prefixes[prefix] {
                    throw .invalidConfiguration("backends '\(other)' and '\(backend.name)' both own \(prefix); give each its own paths")
                }
                prefixes[prefix] = backend.name
            }
            try backend.validate()
        }
    }
}
