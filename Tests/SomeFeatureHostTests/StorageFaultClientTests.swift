import AppRuntime
import Core
import Expectations
import Foundation
import SomeFeatureHost
@testable import StorageLive
import Testing

/// SomeFeature's client in an app when a file of the store cannot be used, in process and
/// without root: each of the three files made unusable (not a database), each thing the client
/// does. Reads give the live answer and one warning; a write is refused before it is sent.
@Suite("SomeFeature's client on a store that cannot keep things", .timeLimit(.minutes(2)), .removesTemporaryFolders)
struct StorageFaultClientTests {
    enum File: String, CaseIterable, Sendable { case data = "store.sqlite", state = "state.sqlite", cache = "cache.sqlite" }

    /// A rig whose `file` holds something that is not a database, opened as an app opens it.
    private func rig(broken file: File) throws -> OfflineRig {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("faults-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("a note, not a database\n".utf8).write(to: directory.appendingPathComponent(file.rawValue))
        return try OfflineRig(directory: directory, tolerating: true)
    }

    @Test("the list is live whatever file is broken; a broken cache is said once and costs the offline copy only", arguments: File.allCases)
    func list(_ file: File) async throws {
        let rig = try rig(broken: file)
        defer { try? FileManager.default.removeItem(at: rig.directory) }
        let listing = try await rig.client.listSomes()
        expectEqual(listing.somes.map(\.id), OfflineRig.somes.map(\.id))
        #expect(!listing.isStale)
        rig.settle()
        let said = rig.run.warnings.said
        expectEqual(said.count, (file == .cache ? 1 : 0), "\(said)")
        // What else a read touches: analytics (the state file) and the outbox (the data file),
        // each said once, never thrown.
        rig.run.analytics().track(AnalyticsEvent("some_list_viewed"))
        rig.run.analytics().track(AnalyticsEvent("some_opened"))
        expectEqual(rig.run.warnings.said.count, said.count + (file == .state ? 1 : 0), "\(rig.run.warnings.said)")
        if file == .data {
            await #expect(throws: DomainError.self) { try await rig.flush() }
        }
        if file == .cache {
            expectEqual(said.first?.message.hasPrefix("could not save the list of test:42 for offline use: "), true)
            expectEqual(said.first?.message.contains("cache.sqlite is not a SQLite database"), true)
            // Offline, with no readable copy: the backend's error, as when nothing was cached.
            rig.backend.fail(with: .unavailable("backend unreachable"))
            await #expect(throws: DomainError.unavailable("backend unreachable")) { try await rig.client.listSomes() }
        }
    }

    @Test("done on a broken outbox is refused before anything is sent; on a broken cache or state it is applied", arguments: File.allCases)
    func done(_ file: File) async throws {
        let rig = try rig(broken: file)
        defer { try? FileManager.default.removeItem(at: rig.directory) }
        if file == .data {
            let error = await #expect(throws: DomainError.self) { try await rig.client.complete(id: "1") }
            expectEqual(error?.kind, .storage)
            expectEqual(error?.message.hasSuffix("; nothing was sent or queued"), true, "\(String(describing: error))")
            expectEqual(rig.backend.attempts, 0, "never sent")
        } else {
            try await expectEqual(rig.client.complete(id: "1"), .applied)
            expectContains(rig.backend.applied.values, "1")
        }
    }

    @Test("a change queued before the cache and state files broke is still sent, once")
    func queuedSurvives() async throws {
        let rig = try OfflineRig()
        defer { try? FileManager.default.removeItem(at: rig.directory) }
        rig.backend.fail(with: .unavailable("backend unreachable"))
        try await expectEqual(rig.client.complete(id: "2"), .queued(reason: .unavailable("backend unreachable")))
        rig.backend.fail(with: nil)
        for file in [File.cache, .state] {
            // The file, and its write-ahead log, which would otherwise still hold its pages.
            for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(at: rig.directory.appendingPathComponent(file.rawValue + suffix)) }
            try Data(String(repeating: "broken since ", count: 100).utf8).write(to: rig.directory.appendingPathComponent(file.rawValue))
        }
        let later = try OfflineRig(directory: rig.directory, backend: rig.backend, tolerating: true)
        expectEqual(later.store.problems.count, 2)
        let report = try await later.flush()
        expectEqual(report.sent.map(\.target), ["2"])
        try await expectEmpty(later.flush().sent)
        expectEqual(rig.backend.applied.values.filter { $0 == "2" }.count, 1)
    }

    @Test("a file that refuses writes (SQLITE_READONLY, injected with PRAGMA query_only): the list stays live and says so once; done is refused before it is sent")
    func refusesWrites() async throws {
        let rig = try OfflineRig(tolerating: true)
        defer { try? FileManager.default.removeItem(at: rig.directory) }
        for file in [rig.store.cache, rig.store.state, rig.store.data] {
            try file.withConnection("refuse writes") { (connection) throws(SQLiteError) in try connection.execute("PRAGMA query_only = 1") }
        }
        let listing = try await rig.client.listSomes()
        expectEqual(listing.somes.count, OfflineRig.somes.count)
        rig.settle()
        let said = rig.run.warnings.said
        expectEqual(said.count, 1, "\(said)")
        expectEqual(said.first?.message.hasPrefix("could not save the list of test:42 for offline use: "), true)
        expectEqual(said.first?.message.contains("cache.sqlite cannot be opened for writing"), true, "\(String(describing: said.first))")
        let error = await #expect(throws: DomainError.self) { try await rig.client.complete(id: "1") }
        expectEqual(error?.message.hasSuffix("; nothing was sent or queued"), true, "\(String(describing: error))")
        expectEqual(rig.backend.attempts, 0)
    }
}
