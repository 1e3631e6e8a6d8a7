import FoundationEssentials

/// Which backend something local belongs to: the origin of the base URL (scheme, host and
/// port, the default port spelled out), so that `http://Example.com` and `http://example.com:80`
/// are one backend and `https://staging.example.com` another.
///
/// Local state that came from a backend (a cached list) is kept under this key, so a run
/// against another `--base-url` never sees it.
public struct BackendIdentity: Sendable, Hashable, CustomStringConvertible {
    /// `scheme://host:port`, lower-cased, e.g. `https://api.example.com:443`.
    public let key: String

    /// The identity of the backend at `baseURL`; its path, query, user and password play no part.
    public init(baseURL: URL) {
        let scheme = (baseURL.scheme ?? "http").lowercased()
        var host = (baseURL.host ?? "").lowercased()
        if host.contains(":"), !host.hasPrefix("[") { host = "[\(host)]" }
        let port = baseURL.port ?? Self.defaultPort(scheme)
        key = "\(scheme)://\(host):\(port)"
    }

    public var description: String { key }

    private static func defaultPort(_ scheme: String) -> Int {
        scheme == "https" ? 443 : 80
    }
}
