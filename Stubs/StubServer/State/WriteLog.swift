/// What happened to each idempotency key (`GET /_stub/writes`): how often it was sent, whether
/// it was applied, how often it was answered from the ledger, and how often it arrived while
/// another request with the same key was still being handled. A crash or concurrency test reads
/// it to tell a lost or doubled write from a retried one.
public struct WriteLog: Codable, Sendable, Equatable {
    /// One key of one API.
    public struct Key: Codable, Sendable, Equatable {
        /// The backend's name (``StubBackend/name``): only backends whose writes carry keys appear.
        public var api: String
        /// The idempotency key (`Idempotency-Key`, `X-Request-Id`).
        public var key: String
        /// The write it was first used for (`PATCH /team/7/notes/5`), once a request with it
        /// was routed.
        public var request: String?
        /// API requests that carried it, faulted and held ones included.
        public var requests: Int
        /// 1 once a request with it was handled with a 2xx (the write took effect), else 0.
        public var applied: Int
        /// Requests answered from the ledger, changing nothing.
        public var replayed: Int
        /// Requests that arrived while another request with it was still being handled.
        public var concurrent: Int

        public init(api: String, key: String, request: String? = nil, requests: Int = 0, applied: Int = 0, replayed: Int = 0, concurrent: Int = 0) {
            self.api = api
            self.key = key
            self.request = request
            self.requests = requests
            self.applied = applied
            self.replayed = replayed
            self.concurrent = concurrent
        }
    }

    /// Every key seen, by API then key.
    public var writes: [Key]

    public init(writes: [Key] = []) {
        self.writes = writes
    }
}

/// The counters behind ``WriteLog``, kept by ``StubCounters``.
struct WriteCounters {
    private var keys: [String: WriteLog.Key] = [:]
    private var inFlight: [String: Int] = [:]

    private static func id(_ api: String, _ key: String) -> String { "\(api) \(key)" }

    /// A request with `key` arrived.
    mutating func begin(_ api: String, _ key: String) {
        let id = Self.id(api, key)
        keys[id, default: .init(api: api, key: key)].requests += 1
        if inFlight[id, default: 0] > 0 { keys[id]?.concurrent += 1 }
        inFlight[id, default: 0] += 1
    }

    /// The request with `key` was answered (or given up).
    mutating func end(_ api: String, _ key: String) {
        let id = Self.id(api, key)
        inFlight[id, default: 1] -= 1
        if inFlight[id] == 0 { inFlight[id] = nil }
    }

    /// The write `request` with `key` was handled: applied, or answered from the ledger.
    mutating func handled(_ api: String, _ key: String, request: String, applied: Bool, replayed: Bool) {
        let id = Self.id(api, key)
        keys[id, default: .init(api: api, key: key)].request = keys[id]?.request ?? request
        if applied { keys[id]?.applied = 1 }
        if replayed { keys[id]?.replayed += 1 }
    }

    /// The log, sorted by API and key.
    var log: WriteLog {
        WriteLog(writes: keys.values.sorted { ($0.api, $0.key) < ($1.api, $1.key) })
    }
}
