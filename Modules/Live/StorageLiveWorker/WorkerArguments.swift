import FoundationEssentials

/// The worker's command line: `--db DIR --context C --count N --prefix P`, all required, and
/// `--claim` to claim every waiting entry of the context afterwards.
struct WorkerArguments {
    /// The data directory holding the store.
    var directory: URL
    /// The context every entry and event belongs to.
    var context: String
    /// How many entries and events to write.
    var count: Int
    /// Idempotency keys are `PREFIX-1` ... `PREFIX-N`.
    var prefix: String
    /// After writing, claim the context's waiting entries, print their keys, and exit holding
    /// them (as a process killed mid-sync would).
    var claim = false

    static let usage = "usage: StorageLiveWorker --db DIR --context CONTEXT --count N --prefix PREFIX [--claim]"

    /// Parses the arguments after the program name; the error says what to type instead.
    init(_ arguments: [String]) throws(UsageError) {
        var values: [String: String] = [:]
        var claim = false
        var remaining = arguments[...]
        while let flag = remaining.popFirst() {
            if flag == "--claim" {
                claim = true
                continue
            }
            guard ["--db", "--context", "--count", "--prefix"].contains(flag) else {
                throw UsageError("unknown argument \"\(flag)\"")
            }
            guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
                throw UsageError("\(flag) needs a value")
            }
            values[flag] = value
        }
        guard let db = values["--db"] else { throw UsageError("--db DIR is required") }
        guard let context = values["--context"] else { throw UsageError("--context CONTEXT is required") }
        guard let countText = values["--count"] else { throw UsageError("--count N is required") }
        guard let count = Int(countText), count >= 0 else {
            throw UsageError("--count must be a whole number of 0 or more, not \"\(countText)\"")
        }
        guard let prefix = values["--prefix"], !prefix.isEmpty else { throw UsageError("--prefix PREFIX is required") }
        self.directory = URL(fileURLWithPath: db, isDirectory: true)
        self.context = context
        self.count = count
        self.prefix = prefix
        self.claim = claim
    }
}

/// A command line the worker cannot run; exits 64.
struct UsageError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
