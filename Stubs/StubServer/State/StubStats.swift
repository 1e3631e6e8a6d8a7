/// What the server has seen since it started or was last reset (`GET /_stub/stats`).
public struct StubStats: Codable, Sendable, Equatable {
    /// API requests received (everything except `/_stub/...`), faulted ones included.
    public var requests: Int
    /// Writes that changed the data set: completions that changed a some's state, and
    /// comments added.
    public var writesApplied: Int
    /// Writes answered from the idempotency ledger (a repeated key).
    public var writesReplayed: Int

    /// Counters, all zero by default.
    public init(requests: Int = 0, writesApplied: Int = 0, writesReplayed: Int = 0) {
        self.requests = requests
        self.writesApplied = writesApplied
        self.writesReplayed = writesReplayed
    }

    enum CodingKeys: String, CodingKey {
        case requests
        case writesApplied = "writes_applied"
        case writesReplayed = "writes_replayed"
    }
}
