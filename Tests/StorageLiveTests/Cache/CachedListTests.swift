import Core
import Foundation
import StorageLive
import Testing

@Suite("Cached lists")
struct CachedListTests {
    @Test("a cached list reads back with its order and exact fetch time")
    func roundTrip() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            let fetchedAt = Date(timeIntervalSince1970: 1_763_640_123.456)

            try store.cacheList(Fixtures.somes, context: "order:42", fetchedAt: fetchedAt)

            #expect(try store.cachedList(context: "order:42") == CachedList(somes: Fixtures.somes, fetchedAt: fetchedAt))
        }
    }

    @Test("a context with nothing cached reads nil; an empty list reads empty")
    func nilVersusEmpty() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            #expect(try store.cachedList(context: "order:42") == nil)

            try store.cacheList([], context: "order:42", fetchedAt: Fixtures.noon)

            #expect(try store.cachedList(context: "order:42") == CachedList(somes: [], fetchedAt: Fixtures.noon))
        }
    }

    @Test("caching again replaces the list and its fetch time")
    func replaces() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            try store.cacheList(Fixtures.somes, context: "order:42", fetchedAt: Fixtures.noon)
            let later = Fixtures.noon.addingTimeInterval(600)

            try store.cacheList([Fixtures.somes[2]], context: "order:42", fetchedAt: later)

            #expect(try store.cachedList(context: "order:42") == CachedList(somes: [Fixtures.somes[2]], fetchedAt: later))
        }
    }

    @Test("each context keeps its own list")
    func perContext() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            try store.cacheList(Fixtures.somes, context: "order:42", fetchedAt: Fixtures.noon)
            try store.cacheList([Fixtures.somes[1]], context: "chat:c-7", fetchedAt: Fixtures.noon.addingTimeInterval(1))

            #expect(try store.cachedList(context: "order:42")?.somes == Fixtures.somes)
            #expect(try store.cachedList(context: "chat:c-7")?.somes == [Fixtures.somes[1]])
        }
    }

    @Test("a cached some that no longer decodes is a storage error naming the context")
    func undecodableRow() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            try store.cacheList(Fixtures.somes, context: "order:42", fetchedAt: Fixtures.noon)
            try RawDatabase(path: store.path).execute(
                "UPDATE cached_somes SET some_json = replace(some_json, '\"done\"', '\"archived\"') WHERE position = 2"
            )

            let error = #expect(throws: DomainError.self) { try store.cachedList(context: "order:42") }

            #expect(error == DomainError(
                .storage,
                "the cached list of order:42 in \(store.path) no longer reads (item 3: some 2: unknown status \"archived\" (expected open, in_progress or done))",
                hint: "refresh the list while online to replace the cache — nothing was deleted"
            ))
        }
    }
}
