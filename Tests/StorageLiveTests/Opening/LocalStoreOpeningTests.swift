import Core
import Expectations
import Foundation
@testable import StorageLive
import Testing

@Suite("Opening a LocalStore", .timeLimit(.minutes(2)))
struct LocalStoreOpeningTests {
    @Test("opening a missing directory creates it and the three files at their latest schema, in WAL mode")
    func createsDirectoryAndFile() async throws {
        try await withTemporaryDirectory { root in
            let directory = root.appendingPathComponent("a/b", isDirectory: true)
            let store = try LocalStore(directory: directory)

            expectEqual(store.path, Fixtures.storePath(in: directory))
            expectEqual(store.statePath, directory.appendingPathComponent("state.sqlite").path)
            expectEqual(store.cachePath, directory.appendingPathComponent("cache.sqlite").path)
            for (path, schema) in [(store.path, Schema.data), (store.statePath, Schema.state), (store.cachePath, Schema.cache)] {
                let raw = try RawDatabase(path: path)
                try expectEqual(raw.string("PRAGMA user_version"), String(schema.count))
                try expectEqual(raw.string("PRAGMA journal_mode"), "wal")
            }
            try expectEqual(Self.tables(store.path), ["key_values", "outbox"])
            try expectEqual(Self.tables(store.statePath), ["analytics_events", "seen_contexts", "seen_items"])
            try expectEqual(Self.tables(store.cachePath), ["cached_items", "cached_lists"])
        }
    }

    @Test("each file's schema steps are numbered 1, 2, ... in order")
    func migrationsAreOrdered() {
        for schema in [Schema.data, Schema.state, Schema.cache] {
            expectEqual(schema.map(\.version), Array(1...schema.count))
        }
        expectEqual(Schema.data.count, 7)
        expectEqual(Schema.data.filter(\.spansFiles).map(\.version), [4])
    }

    @Test("each file goes to the directory of its nature, and a deleted cache or state directory is made again, the outbox kept")
    func separateLocations() async throws {
        try await withTemporaryDirectory { root in
            let locations = StoreLocations(
                data: root.appendingPathComponent("share/app"), state: root.appendingPathComponent("state/app"),
                cache: root.appendingPathComponent("cache/app")
            )
            do {
                let store = try LocalStore(locations)
                _ = try store.enqueue(target: "5", key: "k-1")
                try store.cacheRecords(Fixtures.somes.map(RecordJSON.init), feature: "SomeFeature", backend: Fixtures.backend, context: "order:42", fetchedAt: Fixtures.noon)
                try store.setSeenIDs(["5"], context: "order:42")
                expectEqual(store.path, locations.data.appendingPathComponent("store.sqlite").path)
                expectEqual(store.statePath, locations.state.appendingPathComponent("state.sqlite").path)
                expectEqual(store.cachePath, locations.cache.appendingPathComponent("cache.sqlite").path)
            }
            try expectEqual(Self.tables(locations.data.appendingPathComponent("store.sqlite").path), ["key_values", "outbox"])

            try FileManager.default.removeItem(at: locations.cache)
            try FileManager.default.removeItem(at: locations.state)
            let store = try LocalStore(locations)

            try expectNil(store.cachedRecords(RecordJSON.self, feature: "SomeFeature", backend: Fixtures.backend, context: "order:42"))
            try expectNil(store.seenIDs(context: "order:42"))
            try expectEqual(store.pendingOutbox(context: "order:42").map(\.idempotencyKey), ["k-1"])
        }
    }

    @Test("what was written is there after closing and opening again")
    func survivesReopening() async throws {
        try await withTemporaryDirectory { directory in
            do {
                let store = try LocalStore(directory: directory)
                try store.setValue("kept", forKey: "k")
            }
            let reopened = try LocalStore(directory: directory)
            try expectEqual(reopened.value(forKey: "k"), "kept")
        }
    }

    @Test("a version 1 file is upgraded in place and keeps its data; its outbox entry is bound to the first backend that claims it")
    func upgradesVersion1() async throws {
        try await withTemporaryDirectory { directory in
            let path = Fixtures.storePath(in: directory)
            do {
                let raw = try RawDatabase(path: path)
                try raw.execute(Self.version1Schema)
                try raw.execute(
                    """
                    INSERT INTO key_values (key, value) VALUES ('token-hint', 'abc');
                    INSERT INTO seen_contexts (context) VALUES ('order:42');
                    INSERT INTO seen_somes (context, some_id) VALUES ('order:42', '5');
                    INSERT INTO outbox (context, action, target, idempotency_key, created_at, attempts, last_error)
                    VALUES ('order:42', 'complete', '5', 'key-5', 1763640000.5, 2, 'timed out');
                    PRAGMA user_version = 1;
                    """
                )
            }

            let store = try LocalStore(directory: directory)

            try expectEqual(RawDatabase(path: path).string("PRAGMA user_version"), String(Schema.data.count))
            try expectEqual(store.value(forKey: "token-hint"), "abc")
            try expectEqual(store.seenIDs(context: "order:42"), ["5"])
            let expected = OutboxEntry(
                id: 1, context: "order:42", action: "complete", target: "5", idempotencyKey: "key-5",
                createdAt: Date(timeIntervalSince1970: 1_763_640_000.5), attempts: 2, lastError: "timed out"
            )
            try expectEqual(store.pendingOutbox(context: nil), [expected])
            // The columns versions 2 and 3 added work on the old rows: the entry is claimed, and
            // bound to the backend of the run that claimed it.
            var claimed = expected
            claimed.backend = "https://api.example.com:443"
            claimed.baseURL = "https://api.example.com/v1"
            claimed.claimedUntil = Fixtures.noon.addingTimeInterval(30)
            try expectEqual(store.claimPending(
                context: nil, backend: "https://api.example.com:443", baseURL: "https://api.example.com/v1", now: Fixtures.noon, lease: 30
            ), [claimed])
            try store.recordFailure(1, error: "HTTP 503")
            try expectEqual(store.pendingOutbox(context: nil).map(\.backend), ["https://api.example.com:443"])
            store.analytics(context: "order:42", clock: FixedClock(now: Fixtures.noon)).track(AnalyticsEvent("opened"))
            try expectEqual(store.analyticsEvents(limit: 10).map(\.event.name), ["opened"])
        }
    }

    @Test("a file written by a newer version is refused with the exact message and left byte for byte")
    func refusesNewerVersion() async throws {
        try await withTemporaryDirectory { directory in
            let path = Fixtures.storePath(in: directory)
            try RawDatabase(path: path).execute("CREATE TABLE future (x); PRAGMA user_version = \(Schema.data.count + 1);")
            let before = try Data(contentsOf: URL(fileURLWithPath: path))
            let filesBefore = try FileManager.default.contentsOfDirectory(atPath: directory.path)

            let error = #expect(throws: DomainError.self) { try LocalStore(directory: directory) }

            expectEqual(error, DomainError(
                .storage,
                "database \(path) was written by a newer version of this app (schema \(Schema.data.count + 1); this build knows up to \(Schema.data.count))",
                hint: "upgrade the app or point --data-dir elsewhere"
            ))
            try expectEqual(Data(contentsOf: URL(fileURLWithPath: path)), before)
            try expectEqual(FileManager.default.contentsOfDirectory(atPath: directory.path), filesBefore)
        }
    }

    @Test(
        "a file that is not a SQLite database is refused and left byte for byte",
        arguments: [
            Data((0..<4096).map { _ in UInt8.random(in: 0...255) }),
            Data("name,done\nfit the hinge,no\n".utf8),
        ]
    )
    func refusesNonDatabase(contents: Data) async throws {
        try await withTemporaryDirectory { directory in
            let path = Fixtures.storePath(in: directory)
            try contents.write(to: URL(fileURLWithPath: path))

            let error = #expect(throws: DomainError.self) { try LocalStore(directory: directory) }

            expectEqual(error, DomainError(
                .storage, "could not read its schema version: \(path) is not a SQLite database (it holds something else, or is damaged)",
                hint: "move \(path) aside and run again (a new one is made; nothing was deleted)"
            ))
            try expectEqual(Data(contentsOf: URL(fileURLWithPath: path)), contents)
            try expectEqual(FileManager.default.contentsOfDirectory(atPath: directory.path), ["store.sqlite"])
        }
    }

    @Test("another program's SQLite database is refused and left byte for byte")
    func refusesForeignDatabase() async throws {
        try await withTemporaryDirectory { directory in
            let path = Fixtures.storePath(in: directory)
            try RawDatabase(path: path).execute("CREATE TABLE photos (id INTEGER); INSERT INTO photos VALUES (1);")
            let before = try Data(contentsOf: URL(fileURLWithPath: path))

            let error = #expect(throws: DomainError.self) { try LocalStore(directory: directory) }

            expectEqual(error, DomainError(
                .storage,
                "\(path) is a SQLite database from another program (it has tables photos but no schema version of this app)",
                hint: "point --data-dir elsewhere or move the file aside — nothing was changed"
            ))
            try expectEqual(Data(contentsOf: URL(fileURLWithPath: path)), before)
        }
    }

    @Test("a data directory that is a file is refused with what to do")
    func refusesFileAsDirectory() async throws {
        try await withTemporaryDirectory { root in
            let file = root.appendingPathComponent("data")
            try Data("x".utf8).write(to: file)

            let error = #expect(throws: DomainError.self) { try LocalStore(directory: file) }

            expectEqual(error, DomainError(
                .storage, "could not open the data folder: \(file.path) is a file, not a folder",
                hint: "move the file aside or point --data-dir elsewhere"
            ))
        }
    }

    @Test("a data directory that cannot be created is a storage error naming it")
    func reportsUncreatableDirectory() async throws {
        try await withTemporaryDirectory { root in
            let file = root.appendingPathComponent("data")
            try Data("x".utf8).write(to: file)
            let directory = file.appendingPathComponent("inside", isDirectory: true)

            let error = #expect(throws: DomainError.self) { try LocalStore(directory: directory) }

            expectEqual(error?.kind, .storage)
            expectEqual(error?.message, "could not create the data folder \(directory.path): \(file.path) is a file, not a folder")
            expectEqual(error?.hint, "move the file aside or point --data-dir elsewhere")
            // No Foundation wording where the parent is not there to make a folder in either.
            let proc = URL(fileURLWithPath: "/proc/nope/data")
            let inProc = #expect(throws: DomainError.self) { try LocalStore(directory: proc) }
            expectEqual(inProc?.message.hasPrefix("could not create the data folder /proc/nope/data: "), true, "\(String(describing: inProc))")
            expectEqual(inProc?.message.contains("The operation could not be completed"), false)
        }
    }

    @Test("a version 3 file moves its cached lists to the cache file and its seen somes and analytics to the state file, once")
    func movesOutOfVersion3() async throws {
        try await withTemporaryDirectory { root in
            let locations = StoreLocations(
                data: root.appendingPathComponent("share"), state: root.appendingPathComponent("state"),
                cache: root.appendingPathComponent("cache")
            )
            try FileManager.default.createDirectory(at: locations.data, withIntermediateDirectories: true)
            let path = Fixtures.storePath(in: locations.data)
            try Self.makeVersion3(at: path)

            do {
                let store = try LocalStore(locations)

                try expectEqual(RawDatabase(path: path).string("PRAGMA user_version"), String(Schema.data.count))
                try expectEqual(Self.tables(path), ["key_values", "outbox"])
                try expectEqual(Self.movedCacheRows(store), [Self.version3RecordJSON])
                try expectEqual(store.seenIDs(context: "order:42"), ["1", "2"])
                try expectEqual(store.analyticsEvents(limit: 10).map(\.event.name), ["opened", "refreshed"])
                try expectEqual(store.pendingOutbox(context: nil).map(\.idempotencyKey), ["key-5"])
                try expectEqual(store.value(forKey: "token-hint"), "abc")
            }
            // Opening again moves nothing a second time.
            let store = try LocalStore(locations)
            try expectEqual(store.analyticsEvents(limit: 10).map(\.event.name), ["opened", "refreshed"])
            try expectEqual(RawDatabase(path: store.statePath).string("SELECT count(*) FROM seen_items"), "2")
        }
    }

    @Test("a move that a crash cut short (copied into the state file, still in the data file) runs again without doubling anything")
    func interruptedMoveRunsAgain() async throws {
        try await withTemporaryDirectory { directory in
            let path = Fixtures.storePath(in: directory)
            try Self.makeVersion3(at: path)
            // What a crash between the state file's commit and the data file's leaves: the state
            // file has the copies (and an event of its own under the id 1), the data file all
            // of it still at version 3.
            do {
                let state = try Database(directory: directory, role: "state", fileName: "state.sqlite", schema: Schema.state,
                                         closing: LocalStore.keptClosing)
                try state.upgrade()
                let raw = try RawDatabase(path: state.path)
                try raw.execute(
                    """
                    INSERT INTO analytics_events (id, name, properties, context, recorded_at) VALUES (1, 'own', '{}', 'order:7', 1);
                    ATTACH DATABASE '\(path)' AS old;
                    INSERT INTO seen_contexts SELECT * FROM old.seen_contexts;
                    INSERT INTO seen_items SELECT * FROM old.seen_somes;
                    INSERT INTO analytics_events (name, properties, context, recorded_at)
                        SELECT name, properties, context, recorded_at FROM old.analytics_events ORDER BY id;
                    """
                )
            }

            let store = try LocalStore(directory: directory)

            try expectEqual(store.analyticsEvents(limit: 10).map(\.event.name), ["own", "opened", "refreshed"])
            try expectEqual(store.seenIDs(context: "order:42"), ["1", "2"])
            try expectEqual(Self.movedCacheRows(store), [Self.version3RecordJSON])
            try expectEqual(Self.tables(path), ["key_values", "outbox"])
        }
    }

    /// The rows of the list the version-3 file cached, as they are in the cache file now: moved
    /// as they were (what reads them is the feature host's business, not the store's).
    static func movedCacheRows(_ store: LocalStore) throws -> [String] {
        try RawDatabase(path: store.cachePath).strings(
            "SELECT item_json FROM cached_items WHERE context = '\(Fixtures.backend) order:42' ORDER BY position")
    }

    /// The tables of the file at `path`, sorted, without SQLite's own.
    static func tables(_ path: String) throws -> [String] {
        try RawDatabase(path: path).strings(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name"
        )
    }

    /// The one cached some of ``makeVersion3(at:)``, as that build stored it.
    static var version3RecordJSON: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(RecordJSON(Fixtures.somes[1]))) ?? Data(), as: UTF8.self)
    }

    /// A file as a version 3 build left it: a setting, an outbox entry, a cached list of one
    /// some, two seen somes and two events.
    static func makeVersion3(at path: String) throws {
        let someJSON = version3RecordJSON
        let raw = try RawDatabase(path: path)
        try raw.execute(version1Schema)
        try raw.execute(
            """
            ALTER TABLE outbox ADD COLUMN claimed_by TEXT;
            ALTER TABLE outbox ADD COLUMN claimed_until REAL;
            CREATE INDEX outbox_by_context ON outbox (context, created_at, id);
            CREATE TABLE analytics_events (
                id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, properties TEXT NOT NULL,
                context TEXT NOT NULL, recorded_at REAL NOT NULL
            );
            ALTER TABLE outbox ADD COLUMN backend TEXT;
            ALTER TABLE outbox ADD COLUMN base_url TEXT;
            ALTER TABLE outbox ADD COLUMN claim_locked INTEGER NOT NULL DEFAULT 0;
            INSERT INTO key_values (key, value) VALUES ('token-hint', 'abc');
            INSERT INTO outbox (context, action, target, idempotency_key, created_at) VALUES ('order:42', 'complete', '5', 'key-5', 1763640000);
            INSERT INTO cached_lists (context, fetched_at) VALUES ('\(Fixtures.backend) order:42', 1763640000);
            INSERT INTO cached_somes (context, position, some_json) VALUES
                ('\(Fixtures.backend) order:42', 0, '\(someJSON)');
            INSERT INTO seen_contexts (context) VALUES ('order:42');
            INSERT INTO seen_somes (context, some_id) VALUES ('order:42', '1'), ('order:42', '2');
            INSERT INTO analytics_events (name, properties, context, recorded_at) VALUES
                ('opened', '{}', 'order:42', 1763640000), ('refreshed', '{"n":"1"}', 'order:42', 1763640001);
            PRAGMA user_version = 3;
            """
        )
    }

    /// Version 1 of the schema as it shipped, frozen here on purpose.
    static let version1Schema = """
    CREATE TABLE key_values (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL);
    CREATE TABLE seen_contexts (context TEXT PRIMARY KEY NOT NULL);
    CREATE TABLE seen_somes (
        context TEXT NOT NULL REFERENCES seen_contexts (context) ON DELETE CASCADE,
        some_id TEXT NOT NULL,
        PRIMARY KEY (context, some_id)
    );
    CREATE TABLE cached_lists (context TEXT PRIMARY KEY NOT NULL, fetched_at REAL NOT NULL);
    CREATE TABLE cached_somes (
        context TEXT NOT NULL REFERENCES cached_lists (context) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        some_json TEXT NOT NULL,
        PRIMARY KEY (context, position)
    );
    CREATE TABLE outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        context TEXT NOT NULL,
        action TEXT NOT NULL,
        target TEXT NOT NULL,
        idempotency_key TEXT NOT NULL UNIQUE,
        created_at REAL NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        last_error TEXT
    );
    """
}
