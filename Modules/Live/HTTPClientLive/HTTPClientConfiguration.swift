/// Limits and identity shared by every request of one ``HTTPClient``.
public struct HTTPClientConfiguration: Sendable {
    /// The largest body accepted; a larger one fails instead of filling memory.
    public var maxResponseBytes: Int
    /// How many redirects are followed at most (within the same origin only).
    public var maxRedirects: Int
    /// The `User-Agent` sent.
    public var userAgent: String

    /// Defaults: 10 MiB, 3 redirects.
    public init(maxResponseBytes: Int = 10 << 20, maxRedirects: Int = 3, userAgent: String = "shared-features/1.0") {
        self.maxResponseBytes = maxResponseBytes
        self.maxRedirects = maxRedirects
        self.userAgent = userAgent
    }
}
