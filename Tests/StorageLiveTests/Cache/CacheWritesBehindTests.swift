import Core
import Dispatch
import Expectations
import Foundation
@testable import StorageLive
import Testing

/// A list kept beside the run's output (`cacheRecordsBehind`) is on a thread of its own, yet
/// reads back as kept, lands in order, and says why when it could not be kept; and a store
/// closes its three files at once, with every write in each.
@Suite("Cache writes made beside the run, and the store's closing", .timeLimit(.minutes(2)))
struct CacheWritesBehindTests {
    let feature = "SomeFeature"
    let backend = "https://api.example.com:443"
    let records = Fixtures.somes.map(RecordJSON.init)

    /// The records' JSON as the cache keeps them.
    func json(_ records: [RecordJSON]) throws -> [String] {
        try LocalStore.json(of: records, feature: feature, context: "order:42")
    }

    @Test("a read right after a list is kept behind waits for it, even while its rows are still being made")
    func readWaitsForTheWrite() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            let rows = try json(records)
            let started = DispatchSemaphore(value: 0)
            let gate = DispatchSemaphore(value: 0)
            store.cacheRecordsBehind(json: {
                started.signal()
                gate.wait()
                return rows
            }, feature: feature, backend: backend, context: "order:42", fetchedAt: Fixtures.noon, failed: { _ in })
            // The write is under way and held: without the wait, the read below would find nothing.
            started.wait()
            DetachedThread.run { gate.signal() }

            try expectEqual(store.cachedRecords(RecordJSON.self, feature: feature, backend: backend, context: "order:42"),
                            CachedRecords(records: records, fetchedAt: Fixtures.noon))
        }
    }

    @Test("lists kept behind one after another land in that order: the last one is what reads back")
    func writesLandInOrder() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            var changed = records
            changed[0].title = "Measure twice"
            let (first, second) = try (json(records), json(changed))
            let gate = DispatchSemaphore(value: 0)
            store.cacheRecordsBehind(json: {
                gate.wait()
                return first
            }, feature: feature, backend: backend, context: "order:42", fetchedAt: Fixtures.noon, failed: { _ in })
            // The first is held until after the second has been started.
            DetachedThread.run { gate.signal() }
            let later = Fixtures.noon.addingTimeInterval(60)
            store.cacheRecordsBehind(json: { second }, feature: feature, backend: backend, context: "order:42", fetchedAt: later,
                                     failed: { _ in })
            store.settle()

            try expectEqual(store.cachedRecords(RecordJSON.self, feature: feature, backend: backend, context: "order:42"),
                            CachedRecords(records: changed, fetchedAt: later))
        }
    }

    @Test("a list that cannot be kept says why when the store settles, on the thread that waits (never amid the output); the other files are untouched")
    func failureIsTold() async throws {
        try await withTemporaryDirectory { directory in
            try Data("a note, not a database\n".utf8).write(to: directory.appendingPathComponent("cache.sqlite"))
            let store = LocalStore(tolerating: .together(in: directory))
            let failures = Locked<[(DomainError, pthread_t)]>([])
            let rows = try json(records)
            store.cacheRecordsBehind(json: { rows }, feature: feature, backend: backend, context: "order:42", fetchedAt: Fixtures.noon,
                                     failed: { error in failures.withLock { $0.append((error, pthread_self())) } })
            let waiting = pthread_self()
            store.settle()

            let told = failures.withLock { $0 }
            #expect(told.allSatisfy { pthread_equal($0.1, waiting) != 0 }, "told on another thread than the one that waited")
            let said = told.map(\.0)
            expectEqual(said.count, 1, "\(said)")
            expectEqual(said.first?.message.hasPrefix("could not save the list of order:42 for offline use: "), true, "\(said)")
            expectEqual(said.first?.message.contains("cache.sqlite is not a SQLite database"), true, "\(said)")
            try store.setValue("kept", forKey: "k")
            try expectEqual(store.value(forKey: "k"), "kept")
        }
    }

    @Test("a store let go closes its three files together: the data file's log copied into it and removed, the state's and cache's kept for the next run, every write there")
    func closesAllThree() async throws {
        try await withTemporaryDirectory { directory in
            do {
                let store = try LocalStore(directory: directory)
                try store.setValue("kept", forKey: "k")
                try store.setSeenIDs(["1", "2"], context: "order:42")
                let rows = try json(records)
                store.cacheRecordsBehind(json: { rows }, feature: feature, backend: backend, context: "order:42", fetchedAt: Fixtures.noon,
                                         failed: { _ in })
                store.settle()
                for file in ["store.sqlite", "state.sqlite", "cache.sqlite"] {
                    #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent(file + "-wal").path), "\(file)'s log")
                }
            }
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("store.sqlite-wal").path), "the data file's log is left")
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("store.sqlite-shm").path), "the data file's index is left")
            for file in ["state.sqlite", "cache.sqlite"] {
                let log = try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(file + "-wal").path)[.size] as? Int
                #expect((log ?? 0) > 0, "\(file)'s log is kept with its pages")
            }
            let reopened = try LocalStore(directory: directory)
            try expectEqual(reopened.value(forKey: "k"), "kept")
            try expectEqual(reopened.seenIDs(context: "order:42"), ["1", "2"])
            try expectEqual(reopened.cachedRecords(RecordJSON.self, feature: feature, backend: backend, context: "order:42")?.records, records)
        }
    }
}
