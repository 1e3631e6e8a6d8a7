import Foundation

/// Remembers the first successful response per idempotency key of one API.
///
/// A key is bound to the request it first completed (`POST /team/7/notes/3/pin`); the
/// same key on another request is a client bug and is refused rather than replayed.
struct IdempotencyLedger {
    struct Entry {
        var fingerprint: String
        var reply: StubReply
    }

    private var entries: [String: Entry] = [:]

    func entry(for key: String) -> Entry? {
        entries[key]
    }

    /// Records `reply` for `key` when it is a success; failures may be retried with the same key.
    mutating func record(_ reply: StubReply, for key: String, fingerprint: String) {
        guard (200..<300).contains(reply.status) else { return }
        entries[key] = Entry(fingerprint: fingerprint, reply: reply)
    }
}

/// One API's ledger, shared by every store of that API (the backend's own and each feature
/// part's), so a key is bound to one request across all of them: a key that completed a some
/// is refused when it comes back on a comment. A lock, not an actor: a store checks the key,
/// applies its write and records the reply in one step, with no suspension between.
final class SharedLedger: @unchecked Sendable {
    private let lock = NSLock()
    private var ledger = IdempotencyLedger()

    /// Runs `body` on the ledger, no other store's write between its check and its record.
    func withLock<Result>(_ body: (inout IdempotencyLedger) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&ledger)
    }
}

/// Each API's ``SharedLedger``, by the API's name, for one run of the server.
final class SharedLedgers: @unchecked Sendable {
    private let lock = NSLock()
    private var ledgers: [String: SharedLedger] = [:]

    /// The ledger of `api`, made on first use.
    func ledger(for api: String) -> SharedLedger {
        lock.lock()
        defer { lock.unlock() }
        if let ledger = ledgers[api] { return ledger }
        let ledger = SharedLedger()
        ledgers[api] = ledger
        return ledger
    }
}
