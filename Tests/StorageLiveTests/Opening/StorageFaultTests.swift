import CSQLite
import Core
import Expectations
import Foundation
@testable import StorageLive
import Testing

/// Each fault of a store file is told as itself, and each file fails on its own: a cache that
/// cannot be kept costs the cache, never the outbox.
@Suite("Storage faults: told apart, and one file at a time", .timeLimit(.minutes(2)))
struct StorageFaultTests {
    /// The moment the records are made at: nothing here depends on when the test runs.
    static let moment = Date(timeIntervalSince1970: 1_795_165_200)

    @Test("the system's error decides, then SQLite's code", arguments: [
        (SQLITE_IOERR, ENOSPC, StorageFault.full),
        (SQLITE_FULL, 0, .full),
        (SQLITE_IOERR, EROFS, .readOnly),
        (SQLITE_CANTOPEN, EACCES, .permission),
        (SQLITE_NOTADB, 0, .notADatabase),
        (SQLITE_CORRUPT, 0, .corrupt),
        (SQLITE_BUSY, 0, .busy),
        (SQLITE_IOERR, EIO, .ioError),
    ])
    func classify(_ code: Int32, _ number: Int32, _ fault: StorageFault) {
        // A folder on a disk that is neither full nor read-only, so only the codes decide.
        expectEqual(StorageFault.classify(code: code, systemErrno: number, directory: FileManager.default.currentDirectoryPath), fault)
    }

    @Test("a full file says the disk is full, naming the file, and what to do; no SQLite or Foundation wording")
    func fullIsSaid() async throws {
        try await withTemporaryDirectory { directory in
            let store = LocalStore(tolerating: .together(in: directory))
            expectEmpty(store.problems)
            // The cache file may not grow past its pages now: SQLite answers SQLITE_FULL.
            try store.cache.withConnection("limit the cache") { (connection) throws(SQLiteError) in
                try connection.execute("PRAGMA max_page_count = 1")
            }
            let rows = (0..<200).map { "{\"title\":\"row \($0) \(String(repeating: "x", count: 100))\"}" }
            let error = #expect(throws: DomainError.self) {
                try store.replaceCachedRows(rows, key: "k", what: "the list of order:42", fetchedAt: Self.moment)
            }
            expectEqual(error?.kind, .storage)
            expectEqual(error?.message, "could not save the list of order:42 for offline use: the disk is full (\(store.cachePath))")
            expectEqual(error?.hint?.hasPrefix("free some space on the disk mounted at /"), true, "\(String(describing: error?.hint))")
            // The outbox is in another file, and still takes a write.
            _ = try store.enqueue(context: "order:42", backend: "b", baseURL: "http://x", action: "complete", target: "1",
                                  payload: nil, idempotencyKey: "k1", at: Self.moment, claimFor: 30)
        }
    }

    @Test("a cache file that is not a database costs the cache only: the store opens, the outbox works, the cache says why")
    func oneFileAtATime() async throws {
        try await withTemporaryDirectory { directory in
            let cache = directory.appendingPathComponent("cache.sqlite")
            try Data("not a database, a note someone left\n".utf8).write(to: cache)
            let store = LocalStore(tolerating: .together(in: directory))
            expectEqual(store.problems.count, 1)
            expectEqual(store.problems.first?.message.contains("\(cache.path) is not a SQLite database"), true)
            let read = #expect(throws: DomainError.self) { try store.cachedRows(key: "k", what: "the list of order:42") }
            expectEqual(read?.message, "could not read the list of order:42: \(cache.path) is not a SQLite database (it holds something else, or is damaged)")
            expectEqual(read?.hint, "move \(cache.path) aside and run again (a new one is made; nothing was deleted)")
            _ = try store.enqueue(context: "order:42", backend: "b", baseURL: "http://x", action: "complete", target: "1",
                                  payload: nil, idempotencyKey: "k1", at: Self.moment, claimFor: 30)
            try store.setSeenIDs(["1"], context: "order:42")
            try expectEqual(Data(contentsOf: cache), Data("not a database, a note someone left\n".utf8), "left as it was")
        }
    }

    @Test("an outbox file that cannot be used refuses the write before anything else, saying why")
    func outboxRefuses() async throws {
        try await withTemporaryDirectory { directory in
            try Data("garbage".utf8).write(to: directory.appendingPathComponent("store.sqlite"))
            let store = LocalStore(tolerating: .together(in: directory))
            let error = #expect(throws: DomainError.self) {
                try store.enqueue(context: "order:42", backend: "b", baseURL: "http://x", action: "complete", target: "1",
                                  payload: nil, idempotencyKey: "k1", at: Self.moment, claimFor: 30)
            }
            expectEqual(error?.message.contains("store.sqlite is not a SQLite database"), true, "\(String(describing: error))")
            // The other two files work.
            try store.setSeenIDs(["1"], context: "order:42")
        }
    }

    @Test("docs/storage-faults.md lists every fault with the message and hint the store says")
    func documented() throws {
        let doc = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/storage-faults.md"), encoding: .utf8)
        for row in StorageFault.table {
            expectContains(doc, "| `\(row.fault.rawValue)` | \(row.message) | \(row.hint) |", "\(row.fault)")
        }
    }
}
