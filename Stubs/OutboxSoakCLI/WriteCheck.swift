import ProcessHarness

/// What the backend's write log says about a set of writes: every write made must have been
/// applied exactly once, under exactly one idempotency key.
struct WriteCheck {
    /// Writes made (done said applied or queued) that the backend never applied.
    var lost: [String] = []
    /// Writes the backend applied under more than one key (the same change sent as two).
    var doubled: [String] = []
    /// Applied writes nobody asked for (a target never completed, or completed without a
    /// confirmed outcome and applied more than once).
    var unexpected: [String] = []
    /// Requests that arrived while another with the same key was still being handled.
    var concurrent = 0
    /// Requests with a key, and how many of them were answered from the ledger.
    var requests = 0, replayed = 0
    /// Of the writes whose outcome `done` did not confirm, how many were applied (once each).
    var maybeApplied = 0

    /// Checks the log against `made` (targets whose `done` said applied or queued) and `maybe`
    /// (targets whose `done` ended otherwise: at most once).
    init(writes: [[String: Any]], made: Set<String>, maybe: Set<String> = []) {
        var appliedKeys: [String: Int] = [:]
        for write in writes {
            requests += write["requests"] as? Int ?? 0
            replayed += write["replayed"] as? Int ?? 0
            concurrent += write["concurrent"] as? Int ?? 0
            guard write["applied"] as? Int == 1, let request = write["request"] as? String,
                  let target = SoakApp.target(ofRequest: request) else { continue }
            appliedKeys[target, default: 0] += 1
        }
        lost = made.filter { appliedKeys[$0] == nil }.sorted()
        doubled = appliedKeys.filter { $0.value > 1 }.map(\.key).sorted()
        unexpected = appliedKeys.keys.filter { !made.contains($0) && !maybe.contains($0) }.sorted()
        maybeApplied = maybe.filter { appliedKeys[$0] != nil }.count
    }

    /// For a backend that guards writes by version, not key: every write made must have left its
    /// target done, and the backend must have applied one change per target (a write sent again
    /// finds its target done and changes nothing).
    init(done: Set<String>, applied: Int, made: Set<String>) {
        lost = made.subtracting(done).sorted()
        unexpected = done.subtracting(made).sorted()
        if applied > made.count { doubled = ["\(applied - made.count) more changes applied than writes made"] }
    }

    var passed: Bool { lost.isEmpty && doubled.isEmpty && unexpected.isEmpty }

    var summary: String {
        "lost \(lost.count), doubled \(doubled.count), unexpected \(unexpected.count), overlapping sends \(concurrent)"
            + (passed ? "" : " (lost \(lost.prefix(5)), doubled \(doubled.prefix(5)), unexpected \(unexpected.prefix(5)))")
    }
}
