import Core
import Foundation
@testable import StorageLive
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

    @Test("the same ids written again change no row; other ids replace them")
    func sameIDsKeepRows() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            func rowChanges() throws -> Int64? { try store.state.integer("SELECT total_changes()") }
            try store.setSeenSomeIDs(["1", "2"], context: "order:42")
            let before = try rowChanges() ?? 0

            try store.setSeenSomeIDs(["2", "1"], context: "order:42")
            #expect(try rowChanges() == before)

            try store.setSeenSomeIDs(["1"], context: "order:42")
            #expect(try rowChanges() == before + 2 + 1)
            #expect(try store.seenSomeIDs(context: "order:42") == ["1"])
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
