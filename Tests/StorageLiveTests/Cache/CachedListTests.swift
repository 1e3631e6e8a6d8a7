import Core
import Foundation
@testable import StorageLive
import Testing

@Suite("Cached lists")
struct CachedListTests {
    let production = "https://api.example.com:443"
    let staging = "https://staging.example.com:443"

    @Test("the same list cached again only gets its new time; a changed one is rewritten")
    func sameListKeepsRows() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            func rowChanges() throws -> Int64? { try store.cache.integer("SELECT total_changes()") }
            try store.cacheList(Fixtures.somes, backend: production, context: "order:42", fetchedAt: Fixtures.noon)
            let before = try rowChanges() ?? 0

            let later = Fixtures.noon.addingTimeInterval(60)
            try store.cacheList(Fixtures.somes, backend: production, context: "order:42", fetchedAt: later)

            #expect(try rowChanges() == before + 1)
            #expect(try store.cachedList(backend: production, context: "order:42") == CachedList(somes: Fixtures.somes, fetchedAt: later))

            var changed = Fixtures.somes
            changed[1].title = "Measure twice"
            try store.cacheList(changed, backend: production, context: "order:42", fetchedAt: later)
            #expect(try rowChanges() == before + 1 + 1 + 3 + 3)
            #expect(try store.cachedList(backend: production, context: "order:42")?.somes == changed)
        }
    }

    @Test("a cached list reads back with its order and exact fetch time")
    func roundTrip() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            let fetchedAt = Date(timeIntervalSince1970: 1_763_640_123.456)

            try store.cacheList(Fixtures.somes, backend: production, context: "order:42", fetchedAt: fetchedAt)

            #expect(try store.cachedList(backend: production, context: "order:42") == CachedList(somes: Fixtures.somes, fetchedAt: fetchedAt))
        }
    }

    @Test("a context with nothing cached reads nil; an empty list reads empty")
    func nilVersusEmpty() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            #expect(try store.cachedList(backend: production, context: "order:42") == nil)

            try store.cacheList([], backend: production, context: "order:42", fetchedAt: Fixtures.noon)

            #expect(try store.cachedList(backend: production, context: "order:42") == CachedList(somes: [], fetchedAt: Fixtures.noon))
        }
    }

    @Test("caching again replaces the list and its fetch time")
    func replaces() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            try store.cacheList(Fixtures.somes, backend: production, context: "order:42", fetchedAt: Fixtures.noon)
            let later = Fixtures.noon.addingTimeInterval(600)

            try store.cacheList([Fixtures.somes[2]], backend: production, context: "order:42", fetchedAt: later)

            #expect(try store.cachedList(backend: production, context: "order:42") == CachedList(somes: [Fixtures.somes[2]], fetchedAt: later))
        }
    }

    @Test("each context keeps its own list")
    func perContext() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            try store.cacheList(Fixtures.somes, backend: production, context: "order:42", fetchedAt: Fixtures.noon)
            try store.cacheList([Fixtures.somes[1]], backend: production, context: "chat:c-7", fetchedAt: Fixtures.noon.addingTimeInterval(1))

            #expect(try store.cachedList(backend: production, context: "order:42")?.somes == Fixtures.somes)
            #expect(try store.cachedList(backend: production, context: "chat:c-7")?.somes == [Fixtures.somes[1]])
        }
    }

    @Test("the same context on two backends keeps two lists, and neither sees the other's")
    func perBackend() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            try store.cacheList(Fixtures.somes, backend: staging, context: "order:42", fetchedAt: Fixtures.noon)

            #expect(try store.cachedList(backend: production, context: "order:42") == nil)

            try store.cacheList([Fixtures.somes[0]], backend: production, context: "order:42", fetchedAt: Fixtures.noon)

            #expect(try store.cachedList(backend: staging, context: "order:42")?.somes == Fixtures.somes)
            #expect(try store.cachedList(backend: production, context: "order:42")?.somes == [Fixtures.somes[0]])
        }
    }

    @Test("a list cached by an older build, keyed by context alone, is left alone and never read")
    func olderRowsIgnored() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            try RawDatabase(path: store.cachePath).execute("""
                INSERT INTO cached_lists (context, fetched_at) VALUES ('order:42', 1763640000);
                INSERT INTO cached_somes (context, position, some_json) VALUES ('order:42', 0, 'not even JSON');
                """)

            #expect(try store.cachedList(backend: production, context: "order:42") == nil)

            try store.cacheList(Fixtures.somes, backend: production, context: "order:42", fetchedAt: Fixtures.noon)

            #expect(try store.cachedList(backend: production, context: "order:42")?.somes == Fixtures.somes)
        }
    }

    @Test("an incomplete list reads back incomplete: its unreadable items are kept with it, in their own shape")
    func incompleteStaysIncomplete() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            let unreadable = [
                UnreadableItem(id: "7", field: "title", problem: "is null"),
                UnreadableItem(id: nil, field: "id", problem: "is missing"),
            ]

            try store.cacheList(Fixtures.somes, unreadable: unreadable, backend: production, context: "order:42", fetchedAt: Fixtures.noon)

            #expect(try store.cachedList(backend: production, context: "order:42")
                == CachedList(somes: Fixtures.somes, unreadable: unreadable, fetchedAt: Fixtures.noon))
        }
    }

    @Test("a some with a status this build does not know is cached as sent and reads back unrecognised")
    func unrecognisedStatus() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            var blocked = Fixtures.somes[0]
            blocked.status = .unrecognised("blocked")
            // A known word from another vocabulary stays unrecognised too.
            var foreign = Fixtures.somes[1]
            foreign.status = .unrecognised("done")

            try store.cacheList([blocked, foreign], backend: production, context: "order:42", fetchedAt: Fixtures.noon)

            #expect(try store.cachedList(backend: production, context: "order:42")?.somes.map(\.status) == [.unrecognised("blocked"), .unrecognised("done")])
        }
    }

    @Test("a cached some that no longer decodes is a storage error naming the context")
    func undecodableRow() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            try store.cacheList(Fixtures.somes, backend: production, context: "order:42", fetchedAt: Fixtures.noon)
            try RawDatabase(path: store.cachePath).execute(
                "UPDATE cached_somes SET some_json = replace(some_json, '\"updated_at\":\"', '\"updated_at\":\"yesterday') WHERE position = 2"
            )

            let error = #expect(throws: DomainError.self) { try store.cachedList(backend: production, context: "order:42") }

            #expect(error?.kind == .storage)
            #expect(error?.message.hasPrefix("the cached list of order:42 in \(store.cachePath) no longer reads (item 3: some 2: updated_at \"yesterday") == true)
            #expect(error?.hint == "refresh the list while online to replace the cache — nothing was deleted")
        }
    }
}
