/// One backend's data while the server runs, and its writes made once per idempotency key: a
/// repeated key gets the first successful reply back unchanged and changes nothing; a key reused
/// for another request (in any store of the same API) is refused with 422. Every write is
/// counted where the server keeps its counters (`/_stub/stats`, `/_stub/writes`).
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
    /// The API's keys, shared with its other stores.
    private let ledger: SharedLedger

    init(api: String, initial: Data, counters: StubCounters, ledger: SharedLedger) {
        self.api = api
        self.initial = initial
        self.data = initial
        self.counters = counters
        self.ledger = ledger
    }

    /// What a keyed write found: the key's earlier reply, or the outcome of applying it now.
    private enum Decision {
        case seen(IdempotencyLedger.Entry)
        case performed(WriteOutcome)
    }

    /// Runs `perform` once per idempotency `key`; `fingerprint` names the request
    /// (`PATCH /team/7/notes/5`), and the error body of a reused key is `errors`'.
    public func write(key: String, errors: ErrorShape, fingerprint: String,
                      perform: @Sendable (inout Data) -> WriteOutcome) async -> StubReply {
        // The key checked, the write applied and its reply recorded in one step of the API's
        // ledger, which the API's other stores share.
        let decision: Decision = ledger.withLock { ledger in
            if let entry = ledger.entry(for: key) { return .seen(entry) }
            let outcome = perform(&data)
            ledger.record(outcome.reply, for: key, fingerprint: fingerprint)
            return .performed(outcome)
        }
        let outcome: WriteOutcome
        switch decision {
        case .seen(let entry):
            guard entry.fingerprint == fingerprint else {
                return .error(errors, status: 422, code: "idempotency_key_reused",
                              message: "this idempotency key was already used for \(entry.fingerprint); send a new key for a new request")
            }
            await counters.handled(api: api, key: key, request: fingerprint, applied: false, replayed: true)
            return entry.reply
        case .performed(let performed):
            outcome = performed
        }
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

    /// The data as it started, and no key of the API remembered (the server resets all of an
    /// API's stores together).
    public func reset() {
        data = initial
        ledger.withLock { $0 = IdempotencyLedger() }
    }
}
