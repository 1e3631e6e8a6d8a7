/// One backend's data while the server runs, and its writes made once per idempotency key: a
/// repeated key gets the first successful reply back unchanged and changes nothing; a key reused
/// for another request is refused with 422. Every write is counted where the server keeps its
/// counters (`/_stub/stats`, `/_stub/writes`).
public actor StubStore<Data: Sendable> {
    /// What a write did: the reply to send, and whether it changed the data.
    public struct WriteOutcome: Sendable {
        public var reply: StubReply
        public var changedState: Bool

        public init(reply: StubReply, changedState: Bool) {
            self.reply = reply
            self.changedState = changedState
        }
    }

    private let api: String
    private let initial: Data
    private let counters: StubCounters
    /// The data now.
    public private(set) var data: Data
    private var ledger = IdempotencyLedger()

    init(api: String, initial: Data, counters: StubCounters) {
        self.api = api
        self.initial = initial
        self.data = initial
        self.counters = counters
    }

    /// Runs `perform` once per idempotency `key`; `fingerprint` names the request
    /// (`PATCH /team/7/notes/5`), and the error body of a reused key is `errors`'.
    public func write(key: String, errors: ErrorShape, fingerprint: String,
                      perform: @Sendable (inout Data) -> WriteOutcome) async -> StubReply {
        if let entry = ledger.entry(for: key) {
            guard entry.fingerprint == fingerprint else {
                return .error(errors, status: 422, code: "idempotency_key_reused",
                              message: "this idempotency key was already used for \(entry.fingerprint); send a new key for a new request")
            }
            await counters.handled(api: api, key: key, request: fingerprint, applied: false, replayed: true)
            return entry.reply
        }
        let outcome = perform(&data)
        ledger.record(outcome.reply, for: key, fingerprint: fingerprint)
        await counters.handled(api: api, key: key, request: fingerprint, applied: (200..<300).contains(outcome.reply.status),
                               replayed: false, changedState: outcome.changedState)
        return outcome.reply
    }

    /// Runs a write that carries no idempotency key (one guarded by `If-Match` instead), counted
    /// in `writes_applied` when it changed the data.
    public func write(perform: @Sendable (inout Data) -> WriteOutcome) async -> StubReply {
        let outcome = perform(&data)
        if outcome.changedState { await counters.applied() }
        return outcome.reply
    }

    /// Changes the data behind the clients' backs (an admin endpoint): counted nowhere.
    public func edit<Result: Sendable>(_ perform: @Sendable (inout Data) -> Result) -> Result {
        perform(&data)
    }

    /// The data as it started, and no key remembered.
    public func reset() {
        data = initial
        ledger = IdempotencyLedger()
    }
}
