/// What the server counts across its backends: requests, writes applied and replayed
/// (`/_stub/stats`), and each idempotency key's story (`/_stub/writes`).
actor StubCounters {
    private(set) var stats = StubStats()
    private var writeCounters = WriteCounters()

    /// Counts an API request and returns its 1-based number.
    func recordRequest() -> Int {
        stats.requests += 1
        return stats.requests
    }

    /// Forgets every count and key.
    func reset() {
        stats = StubStats()
        writeCounters = WriteCounters()
    }

    /// What happened to each idempotency key since the start or the last reset.
    var writeLog: WriteLog { writeCounters.log }

    /// A request carrying idempotency `key` of `api` arrived; ``endWrite(api:key:)`` when answered.
    func beginWrite(api: String, key: String) {
        writeCounters.begin(api, key)
    }

    /// The request carrying `key` was answered.
    func endWrite(api: String, key: String) {
        writeCounters.end(api, key)
    }

    /// A write with `key` was handled: applied (a 2xx; `changedState` when it changed the data),
    /// or answered from the ledger (`replayed`).
    func handled(api: String, key: String, request: String, applied: Bool, replayed: Bool, changedState: Bool = false) {
        if replayed { stats.writesReplayed += 1 }
        if changedState { stats.writesApplied += 1 }
        writeCounters.handled(api, key, request: request, applied: applied, replayed: replayed)
    }

    /// A write without a key changed the data.
    func applied() {
        stats.writesApplied += 1
    }
}
