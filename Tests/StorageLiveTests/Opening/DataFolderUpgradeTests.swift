import Core
import Expectations
import Foundation
@testable import StorageLive
import Testing

/// A data folder as the apps left it on 2026-11-28 (`Fixtures/DataFolder-2026-11-28`), before the
/// tables were named for any feature: order-app's list of order 42 and its activity, chat-app's
/// list of chat c-7, both seen, then, with the backend gone, `done 4` and a comment queued.
/// Made by the real binaries (`order-app`/`chat-app --data-dir … list`, `activity`, `done 4`,
/// `comment 4 "needs a second coat"`), its logs checkpointed into the files.
@Suite("A data folder from before the generic table names", .timeLimit(.minutes(2)))
struct DataFolderUpgradeTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/DataFolder-2026-11-28")
    static let backend = "http://127.0.0.1:43113"

    @Test("opening it keeps every cached row, seen id and queued write, under tables and columns that name no feature")
    func upgradesKeepingEverything() async throws {
        try await withTemporaryDirectory { directory in
            for file in ["store.sqlite", "state.sqlite", "cache.sqlite"] {
                try FileManager.default.copyItem(at: Self.fixture.appendingPathComponent(file), to: directory.appendingPathComponent(file))
            }
            try expectEqual(RawDatabase(path: directory.appendingPathComponent("cache.sqlite").path).string("PRAGMA user_version"), "1")

            let store = try LocalStore(directory: directory)

            let cache = try RawDatabase(path: store.cachePath)
            for (key, count) in [("SomeFeature order:42", "12"), ("ActivityFeature order:42", "14"), ("SomeFeature chat:c-7", "12")] {
                try expectEqual(cache.string("SELECT count(*) FROM cached_items WHERE context = '\(Self.backend) \(key)'"), count, key)
            }
            let first = try cache.string("SELECT item_json FROM cached_items WHERE context = '\(Self.backend) SomeFeature order:42' AND position = 0")
            expectContains(first ?? "", #""id":"1""#)
            try expectEqual(store.seenIDs(context: "order:42")?.count, 12)
            try expectEqual(store.seenIDs(context: "chat:c-7")?.count, 12)
            let queued = try store.pendingOutbox(context: "order:42")
            expectEqual(queued.map(\.action), ["complete", "comment"])
            expectEqual(queued.map(\.target), ["4", "4"])
            expectEqual(queued.map(\.payload), [nil, "needs a second coat"])

            for path in [store.path, store.statePath, store.cachePath] {
                let raw = try RawDatabase(path: path)
                let names = try raw.strings("SELECT name FROM sqlite_master WHERE type = 'table'")
                    + (try raw.strings("SELECT p.name FROM sqlite_master AS t, pragma_table_info(t.name) AS p WHERE t.type = 'table'"))
                #expect(!names.contains { $0.lowercased().contains("some") || $0.lowercased().contains("activity") }, "\(path): \(names)")
            }
        }
    }
}
