import CSQLite
import Core
import Expectations
import Foundation
@testable import StorageLive
import Testing

/// A file that keeps its log as it closes (`Database.Closing.keepLog`): the next connection
/// reads every row back from it, a log past its limit is copied into the file and emptied, and
/// a log another connection is reading is left for later.
@Suite("A log kept between runs", .timeLimit(.minutes(2)))
struct KeptLogTests {
    /// Opens `state.sqlite` in `directory` keeping its log up to `limit` bytes, in WAL mode,
    /// with a table to fill.
    private func open(_ directory: URL, limit: Int) throws -> Database {
        let database = try Database(directory: directory, role: "state", fileName: "state.sqlite", schema: Schema.state,
                                    closing: .keepLog(upTo: limit))
        try database.upgrade()
        try database.write("make the filler table", durability: .processDeath) { (connection) throws(SQLiteError) in
            try connection.execute("CREATE TABLE IF NOT EXISTS filler (n INTEGER, text TEXT)")
        }
        return database
    }

    /// Writes `count` rows of a kilobyte each, in one transaction.
    private func fill(_ database: Database, count: Int, from first: Int = 0) throws {
        try database.write("fill", durability: .processDeath) { (connection) throws(SQLiteError) in
            try connection.runEach("INSERT INTO filler (n, text) VALUES (?1, ?2)",
                                   (first..<first + count).map { [.integer($0), .text(String(repeating: "x", count: 1000))] })
        }
    }

    private func size(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
    }

    @Test("a log under its limit is left as the file closes, and the next connection reads every row back from it")
    func keptAndReadBack() async throws {
        try await withTemporaryDirectory { directory in
            let database = try open(directory, limit: 1 << 20)
            try fill(database, count: 20)
            database.close()

            let log = try #require(size(database.path + "-wal"), "the log is kept")
            #expect(log > 20 * 1000, "it holds the rows: \(log) bytes")
            let reopened = try open(directory, limit: 1 << 20)
            try expectEqual(reopened.integer("SELECT count(*) FROM filler"), 20)
            try fill(reopened, count: 5, from: 20)
            reopened.close()
            try expectEqual(RawDatabase(path: database.path).string("SELECT count(*) FROM filler"), "25")
        }
    }

    @Test("a log past its limit is copied into its file as it closes and emptied: the file alone then holds every row")
    func foldedPastTheLimit() async throws {
        try await withTemporaryDirectory { directory in
            let database = try open(directory, limit: 16 * 1024)
            try fill(database, count: 10)
            try #require((size(database.path + "-wal") ?? 0) > 16 * 1024, "the log is past the limit before closing")
            database.close()

            try expectEqual(size(database.path + "-wal"), 0)
            // Without the log and its index the file must still have everything.
            for suffix in ["-wal", "-shm"] { try FileManager.default.removeItem(atPath: database.path + suffix) }
            try expectEqual(RawDatabase(path: database.path).string("SELECT count(*) FROM filler"), "10")
        }
    }

    @Test("a log another connection is reading is left as it is on closing, and copied in by a later close")
    func readerKeepsTheLog() async throws {
        try await withTemporaryDirectory { directory in
            let database = try open(directory, limit: 16 * 1024)
            try fill(database, count: 10)
            let reader = try RawDatabase(path: database.path)
            try reader.execute("BEGIN")
            try expectEqual(reader.string("SELECT count(*) FROM filler"), "10")
            database.close()
            let kept = try #require(size(database.path + "-wal"))
            #expect(kept > 16 * 1024, "the log is left while it is read: \(kept) bytes")

            try reader.execute("COMMIT")
            let reopened = try open(directory, limit: 16 * 1024)
            try expectEqual(reopened.integer("SELECT count(*) FROM filler"), 10)
            reopened.close()
            try expectEqual(size(database.path + "-wal"), 0)
        }
    }
}
