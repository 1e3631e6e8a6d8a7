import Core
import Expectations
import Foundation
@testable import StorageLive
import Testing

@Suite("Seen ids per context", .timeLimit(.minutes(2)))
struct SeenIDsTests {
    @Test("a context never written reads nil; an empty set written reads empty, not nil")
    func nilVersusEmpty() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            try expectNil(store.seenIDs(context: "order:42"))

            try store.setSeenIDs([], context: "order:42")

            try expectEqual(store.seenIDs(context: "order:42"), [])
        }
    }

    @Test("the same ids written again change no row; other ids replace them")
    func sameIDsKeepRows() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            func rowChanges() throws -> Int64? { try store.state.integer("SELECT total_changes()") }
            try store.setSeenIDs(["1", "2"], context: "order:42")
            let before = try rowChanges() ?? 0

            try store.setSeenIDs(["2", "1"], context: "order:42")
            try expectEqual(rowChanges(), before)

            try store.setSeenIDs(["1"], context: "order:42")
            try expectEqual(rowChanges(), before + 2 + 1)
            try expectEqual(store.seenIDs(context: "order:42"), ["1"])
        }
    }

    @Test("writing the ids again replaces the whole set")
    func replacesSet() async throws {
        try await withTemporaryDirectory { directory in
            let store = try LocalStore(directory: directory)
            try store.setSeenIDs(["1", "2", "3"], context: "order:42")

            try store.setSeenIDs(["3", "4"], context: "order:42")

            try expectEqual(store.seenIDs(context: "order:42"), ["3", "4"])
        }
    }

    @Test("each context keeps its own set, also across reopening")
    func contextsAreIsolated() async throws {
        try await withTemporaryDirectory { directory in
            do {
                let store = try LocalStore(directory: directory)
                try store.setSeenIDs(["1", "2"], context: "order:42")
                try store.setSeenIDs(["1", "9"], context: "chat:c-7")
            }
            let store = try LocalStore(directory: directory)

            try expectEqual(store.seenIDs(context: "order:42"), ["1", "2"])
            try expectEqual(store.seenIDs(context: "chat:c-7"), ["1", "9"])
            try expectNil(store.seenIDs(context: "order:43"))
        }
    }
}
