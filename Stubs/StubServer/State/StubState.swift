import Foundation

/// The server's in-memory state: the data set, the idempotency ledgers, the sites API's access
/// tokens and the counters.
actor StubState {
    /// What a write did: the reply to send, and whether it changed the data set.
    struct WriteOutcome: Sendable {
        var reply: StubReply
        var changedState: Bool
    }

    private let initial: StubFixtures
    private(set) var data: StubFixtures
    private(set) var stats = StubStats()
    private var ledgers: [StubAPI: IdempotencyLedger] = [:]
    private var writeCounters = WriteCounters()
    private var siteTokens = SiteTokenBook()

    init(fixtures: StubFixtures) {
        self.initial = fixtures
        self.data = fixtures
    }

    /// Counts an API request and returns its 1-based number.
    func recordRequest() -> Int {
        stats.requests += 1
        return stats.requests
    }

    /// Restores the fixtures and forgets every key and counter. Issued access tokens stay
    /// good: a reset restores data, not sessions (``revokeSiteTokens(now:)`` ends those).
    func reset() {
        data = initial
        stats = StubStats()
        ledgers = [:]
        writeCounters = WriteCounters()
    }

    /// What happened to each idempotency key since the start or the last reset.
    var writeLog: WriteLog { writeCounters.log }

    /// A request carrying idempotency `key` of `api` arrived; ``endWrite(api:key:)`` when answered.
    func beginWrite(api: StubAPI, key: String) {
        writeCounters.begin(api, key)
    }

    /// The request carrying `key` was answered.
    func endWrite(api: StubAPI, key: String) {
        writeCounters.end(api, key)
    }

    /// Runs `perform` once per idempotency `key` of `api`: a repeated key gets the first
    /// successful reply back unchanged and changes nothing; a key reused for a different
    /// request (`fingerprint`) is refused with 422.
    func write(
        api: StubAPI,
        key: String,
        fingerprint: String,
        perform: @Sendable (inout StubFixtures) -> WriteOutcome
    ) -> StubReply {
        var ledger = ledgers[api, default: IdempotencyLedger()]
        defer { ledgers[api] = ledger }
        if let entry = ledger.entry(for: key) {
            guard entry.fingerprint == fingerprint else {
                return .error(api, status: 422, code: "idempotency_key_reused",
                              message: "this idempotency key was already used for \(entry.fingerprint); send a new key for a new request")
            }
            stats.writesReplayed += 1
            writeCounters.handled(api, key, request: fingerprint, applied: false, replayed: true)
            return entry.reply
        }
        let outcome = perform(&data)
        if outcome.changedState { stats.writesApplied += 1 }
        ledger.record(outcome.reply, for: key, fingerprint: fingerprint)
        writeCounters.handled(api, key, request: fingerprint, applied: (200..<300).contains(outcome.reply.status), replayed: false)
        return outcome.reply
    }

    /// Runs a write that carries no idempotency key (the sites API guards its writes with
    /// `If-Match` instead), counting it in `writes_applied` when it changed the data set.
    func write(perform: @Sendable (inout StubFixtures) -> WriteOutcome) -> StubReply {
        let outcome = perform(&data)
        if outcome.changedState { stats.writesApplied += 1 }
        return outcome.reply
    }

    /// Changes the data set behind the clients' backs (an admin endpoint): counted nowhere.
    func edit<Result: Sendable>(_ perform: @Sendable (inout StubFixtures) -> Result) -> Result {
        perform(&data)
    }

    /// Issues a sites API access token good for `lifetime` seconds from `now`.
    func issueSiteToken(now: Date, lifetime: Int) -> String {
        siteTokens.issue(now: now, lifetime: lifetime)
    }

    /// Whether `token` is a sites API access token good at `now`, and if not, why.
    func siteTokenStatus(_ token: String, now: Date) -> SiteTokenBook.Status {
        siteTokens.status(of: token, now: now)
    }

    /// Revokes every sites API access token; returns how many were still good at `now`.
    func revokeSiteTokens(now: Date) -> Int {
        siteTokens.revokeAll(now: now)
    }
}
