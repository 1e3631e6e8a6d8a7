import Core
import Foundation
import StorageLive
import Testing

@Suite("Seen somes per context")
struct SeenSomesTests {
    @Test("a context never written reads nil; an empty set written reads empty, not nil")
    func nilVersusEmpty() async throws {
        try await withTemporaryDirectory { directory in
            let seen = try LocalStore(directory: directory).someStore(context: "order:42")
            #expect(try await seen.seenSomeIDs() == nil)

            try await seen.setSeenSomeIDs([])

            #expect(try await seen.seenSomeIDs() == [])
        }
    }

    @Test("writing the ids again replaces the whole set")
    func replacesSet() async throws {
        try await withTemporaryDirectory { directory in
            let seen = try LocalStore(directory: directory).someStore(context: "order:42")
            try await seen.setSeenSomeIDs(["1", "2", "3"])

            try await seen.setSeenSomeIDs(["3", "4"])

            #expect(try await seen.seenSomeIDs() == ["3", "4"])
        }
    }

    @Test("each context keeps its own set, also across reopening")
    func contextsAreIsolated() async throws {
        try await withTemporaryDirectory { directory in
            do {
                let store = try LocalStore(directory: directory)
                try await store.someStore(context: "order:42").setSeenSomeIDs(["1", "2"])
                try await store.someStore(context: "chat:c-7").setSeenSomeIDs(["1", "9"])
            }
            let store = try LocalStore(directory: directory)

            #expect(try await store.someStore(context: "order:42").seenSomeIDs() == ["1", "2"])
            #expect(try await store.someStore(context: "chat:c-7").seenSomeIDs() == ["1", "9"])
            #expect(try await store.someStore(context: "order:43").seenSomeIDs() == nil)
        }
    }
}
