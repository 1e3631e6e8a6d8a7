import Core
import Expectations
import Foundation
@testable import StorageLive
import Testing

@Suite("Cached records of a feature", .timeLimit(.minutes(2)))
struct CachedRecordsTests {
    let feature = "SomeFeature"
    /// Any Codable record does; these are rich ones.
    let records = Fixtures.somes.map(RecordJSON.init)

    let production = "https://api.example.com:443"
    let staging = "https://staging.example.com:443"

    @Test("the same list cached again only gets its new time; a changed one is rewritten")
    func sameListKeepsRows() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            func rowChanges() throws -> Int64? { try store.cache.integer("SELECT total_changes()") }
            try store.cacheRecords(records, feature: feature, backend: production, context: "order:42", fetchedAt: Fixtures.noon)
            let before = try rowChanges() ?? 0

            let later = Fixtures.noon.addingTimeInterval(60)
            try store.cacheRecords(records, feature: feature, backend: production, context: "order:42", fetchedAt: later)

            try expectEqual(rowChanges(), before + 1)
            try expectEqual(store.cachedRecords(RecordJSON.self, feature: feature, backend: production, context: "order:42"), CachedRecords(records: records, fetchedAt: later))

            var changed = records
            changed[1].title = "Measure twice"
            try store.cacheRecords(changed, feature: feature, backend: production, context: "order:42", fetchedAt: later)
            try expectEqual(rowChanges(), before + 1 + 1 + 3 + 3)
            try expectEqual(store.cachedRecords(RecordJSON.self, feature: feature, backend: production, context: "order:42")?.records, changed)
        }
    }

    @Test("a cached list reads back with its order and exact fetch time")
    func roundTrip() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            let fetchedAt = Date(timeIntervalSince1970: 1_763_640_123.456)

            try store.cacheRecords(records, feature: feature, backend: production, context: "order:42", fetchedAt: fetchedAt)

            try expectEqual(store.cachedRecords(RecordJSON.self, feature: feature, backend: production, context: "order:42"), CachedRecords(records: records, fetchedAt: fetchedAt))
        }
    }

    @Test("a context with nothing cached reads nil; an empty list reads empty")
    func nilVersusEmpty() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            try expectNil(store.cachedRecords(RecordJSON.self, feature: feature, backend: production, context: "order:42"))

            try store.cacheRecords([RecordJSON](), feature: feature, backend: production, context: "order:42", fetchedAt: Fixtures.noon)

            try expectEqual(store.cachedRecords(RecordJSON.self, feature: feature, backend: production, context: "order:42"), CachedRecords(records: [RecordJSON](), fetchedAt: Fixtures.noon))
        }
    }

    @Test("caching again replaces the list and its fetch time")
    func replaces() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            try store.cacheRecords(records, feature: feature, backend: production, context: "order:42", fetchedAt: Fixtures.noon)
            let later = Fixtures.noon.addingTimeInterval(600)

            try store.cacheRecords([records[2]], feature: feature, backend: production, context: "order:42", fetchedAt: later)

            try expectEqual(store.cachedRecords(RecordJSON.self, feature: feature, backend: production, context: "order:42"), CachedRecords(records: [records[2]], fetchedAt: later))
        }
    }

    @Test("each context keeps its own list")
    func perContext() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            try store.cacheRecords(records, feature: feature, backend: production, context: "order:42", fetchedAt: Fixtures.noon)
            try store.cacheRecords([records[1]], feature: feature, backend: production, context: "chat:c-7", fetchedAt: Fixtures.noon.addingTimeInterval(1))

            try expectEqual(store.cachedRecords(RecordJSON.self, feature: feature, backend: production, context: "order:42")?.records, records)
            try expectEqual(store.cachedRecords(RecordJSON.self, feature: feature, backend: production, context: "chat:c-7")?.records, [records[1]])
        }
    }

    @Test("the same context on two backends keeps two lists, and neither sees the other's")
    func perBackend() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            try store.cacheRecords(records, feature: feature, backend: staging, context: "order:42", fetchedAt: Fixtures.noon)

            try expectNil(store.cachedRecords(RecordJSON.self, feature: feature, backend: production, context: "order:42"))

            try store.cacheRecords([records[0]], feature: feature, backend: production, context: "order:42", fetchedAt: Fixtures.noon)

            try expectEqual(store.cachedRecords(RecordJSON.self, feature: feature, backend: staging, context: "order:42")?.records, records)
            try expectEqual(store.cachedRecords(RecordJSON.self, feature: feature, backend: production, context: "order:42")?.records, [records[0]])
        }
    }

    @Test("a list cached by an older build, keyed by context alone, is left alone and never read")
    func olderRowsIgnored() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            try RawDatabase(path: store.cachePath).execute("""
                INSERT INTO cached_lists (context, fetched_at) VALUES ('order:42', 1763640000);
                INSERT INTO cached_items (context, position, item_json) VALUES ('order:42', 0, 'not even JSON');
                """)

            try expectNil(store.cachedRecords(RecordJSON.self, feature: feature, backend: production, context: "order:42"))

            try store.cacheRecords(records, feature: feature, backend: production, context: "order:42", fetchedAt: Fixtures.noon)

            try expectEqual(store.cachedRecords(RecordJSON.self, feature: feature, backend: production, context: "order:42")?.records, records)
        }
    }

    @Test("the same backend and context keep one list per feature")
    func perFeature() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            try store.cacheRecords(records, feature: feature, backend: production, context: "order:42", fetchedAt: Fixtures.noon)
            try store.cacheRecords(["a", "b"], feature: "ActivityFeature", backend: production, context: "order:42", fetchedAt: Fixtures.noon)

            try expectEqual(store.cachedRecords(RecordJSON.self, feature: feature, backend: production, context: "order:42")?.records, records)
            try expectEqual(store.cachedRecords(String.self, feature: "ActivityFeature", backend: production, context: "order:42")?.records, ["a", "b"])
        }
    }

    @Test("a cached record that no longer decodes is a storage error naming the feature, the context and the item; nothing is deleted")
    func undecodableRow() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            try store.cacheRecords(records, feature: feature, backend: production, context: "order:42", fetchedAt: Fixtures.noon)
            try RawDatabase(path: store.cachePath).execute("UPDATE cached_items SET item_json = '[1]' WHERE position = 2")

            let error = #expect(throws: DomainError.self) {
                try store.cachedRecords(RecordJSON.self, feature: feature, backend: production, context: "order:42")
            }

            expectEqual(error?.kind, .storage)
            expectEqual(error?.message, "the cached list of order:42 in \(store.cachePath) no longer reads (item 3)")
            expectEqual(error?.hint, "refresh it while online to replace the cache — nothing was deleted")
            try expectEqual(RawDatabase(path: store.cachePath).string("SELECT count(*) FROM cached_items"), "3")
        }
    }

    @Test("records cached read back as they were")
    func cachedRoundTrip() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            try store.cacheRecords(records, feature: feature, backend: production, context: "order:42", fetchedAt: Fixtures.noon)
            let read = try #require(try store.cachedRecords(RecordJSON.self, feature: feature, backend: production, context: "order:42"))
            expectEqual(read.records, records)
        }
    }
}

