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
