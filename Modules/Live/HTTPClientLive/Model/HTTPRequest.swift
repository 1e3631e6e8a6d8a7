import FoundationEssentials

/// One HTTP request: what to send and how long to wait for it.
public struct HTTPRequest: Sendable {
    /// The HTTP method, upper case (`GET`, `PATCH`, ...).
    public var method: String
    /// The absolute `http` or `https` URL.
    public var url: URL
    /// Header fields, sent in order. Values never appear in errors or logs.
    public var headers: [(name: String, value: String)]
    /// The body, if any.
    public var body: Data?
    /// How long connecting may take.
    public var connectTimeout: Duration
    /// How long the whole exchange may take, connecting included.
    public var timeout: Duration

    /// Makes a request; timeouts default to 5 s to connect and 30 s in all.
    public init(
        method: String = "GET",
        url: URL,
        headers: [(name: String, value: String)] = [],
        body: Data? = nil,
        connectTimeout: Duration = .seconds(5),
        timeout: Duration = .seconds(30)
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.connectTimeout = connectTimeout
        self.timeout = timeout
    }
}
