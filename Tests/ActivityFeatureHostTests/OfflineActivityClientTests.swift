import ActivityFeature
import ActivityFeatureHost
import AppRuntime
import Core
import Expectations
import Foundation
import StorageLive
import Testing

@Suite("ActivityFeature offline: the cached activity and comments through the outbox", .timeLimit(.minutes(2)), .removesTemporaryFolders)
struct OfflineActivityClientTests {
    static let down = DomainError.unavailable("backend unreachable (connection refused)")

    @Test("a live read is cached; offline, the same entries come back marked stale with why")
    func cachedWhenOffline() async throws {
        let rig = try ActivityRig()
        let live = try await rig.client.listActivity()
        expectEqual(live.entries, ActivityRig.entries)
        expectEqual(live.freshness, .fresh)

        rig.backend.fail(with: Self.down)
        let cached = try await rig.client.listActivity()
        expectEqual(cached.entries, ActivityRig.entries)
        expectEqual(cached.freshness, .stale(fetchedAt: ActivityRig.noon, reason: Self.down))
    }

    @Test("offline, a comment kept in the outbox shows in the cached activity, newest first, as not sent yet; live, the backend's list alone")
    func waitingCommentShown() async throws {
        let rig = try ActivityRig()
        _ = try await rig.client.listActivity()
        rig.backend.fail(with: Self.down)
        try await expectEqual(rig.client.comment(on: "4", text: "needs a second coat"), .queued(reason: Self.down))
        let cached = try await rig.client.listActivity()
        expectEqual(cached.entries.count, ActivityRig.entries.count + 1)
        let first = try #require(cached.entries.first)
        expectEqual(first.kind, .comment)
        expectEqual(first.someID, "4")
        expectEqual(first.text, "needs a second coat")
        expectEqual(first.author, OfflineActivityClient.waitingAuthor)
        expectEqual(Array(cached.entries.dropFirst()), ActivityRig.entries)

        rig.backend.fail(with: nil)
        try await expectEqual(rig.flush().sent.count, 1)
        try await expectEqual(rig.client.listActivity().entries.contains { $0.author == OfflineActivityClient.waitingAuthor }, false)
    }

    @Test("offline with nothing cached is the backend's error")
    func nothingCached() async throws {
        let rig = try ActivityRig()
        rig.backend.fail(with: Self.down)
        await #expect(throws: Self.down) { try await rig.client.listActivity() }
    }

    @Test("the cache is kept per feature: SomeFeature's list of the same context is another")
    func cacheIsTheFeatures() async throws {
        let rig = try ActivityRig()
        _ = try await rig.client.listActivity()
        let store = rig.run.store
        let key = rig.run.backendKey
        try expectNil(store.cachedRecords(ActivityEntryProbe.self, feature: "SomeFeature", backend: key, context: "test:42"))
        try expectEqual(store.cachedRecords(ActivityEntryProbe.self, feature: "ActivityFeature", backend: key, context: "test:42")?
            .records.count, ActivityRig.entries.count)
    }

    @Test("a comment online is sent once with its text and an idempotency key")
    func commentOnline() async throws {
        let rig = try ActivityRig()
        try await expectEqual(rig.client.comment(on: "4", text: "needs a second coat"), .applied)
        expectEqual(Array(rig.backend.posted.values), ["4: needs a second coat"])
        try await expectEmpty(rig.flush().sent)
        expectEqual(rig.backend.attempts, 1)
    }

    @Test("a comment offline is queued with its text, survives the run, and is sent exactly once by a later sync")
    func commentOffline() async throws {
        let directory = TemporaryFolder.make("activity")
        let backend = FakeActivityBackend(entries: ActivityRig.entries)
        backend.fail(with: Self.down)
        do {
            let rig = try ActivityRig(directory: directory, backend: backend)
            try await expectEqual(rig.client.comment(on: "4", text: "塗り直しが必要 🎨"), .queued(reason: Self.down))
            expectEmpty(backend.posted)
        }
        backend.fail(with: nil)
        // A new run on the same data: the queued comment is read back with its text.
        let later = try ActivityRig(directory: directory, backend: backend)
        let report = try await later.flush()
        expectEqual(report.sent.map(\.action), [OfflineActivityClient.commentAction])
        expectEqual(report.sent.map(\.payload), ["塗り直しが必要 🎨"])
        expectEqual(Array(backend.posted.values), ["4: 塗り直しが必要 🎨"])
        try await expectEmpty(later.flush().sent)
        expectEqual(backend.posted.count, 1)
    }

    @Test("a queued comment on a some the backend no longer has is refused by the next sync and leaves the outbox")
    func queuedOnAGoneSome() async throws {
        let rig = try ActivityRig()
        rig.backend.fail(with: Self.down)
        try await expectEqual(rig.client.comment(on: "999", text: "hello"), .queued(reason: Self.down))
        rig.backend.fail(with: .notFound("some 999 not found in order 42"))

        let report = try await rig.flush()

        expectEqual(report.refused.map(\.entry.target), ["999"])
        expectEqual(report.refused.first?.error.kind, .rejected)
        expectEqual(report.refused.first?.error.message.contains("some 999 not found"), true)
        rig.backend.fail(with: nil)
        try await expectEmpty(rig.flush().sent)
        expectEmpty(rig.backend.posted)
    }

    @Test("a comment the backend refuses is not queued")
    func refused() async throws {
        let rig = try ActivityRig()
        let refused = DomainError(.rejected, "the backend refused the comment: text is empty")
        rig.backend.fail(with: refused)
        await #expect(throws: refused) { try await rig.client.comment(on: "4", text: " ") }
        rig.backend.fail(with: nil)
        try await expectEmpty(rig.flush().sent)
        expectEmpty(rig.backend.posted)
    }
}

/// Reads a cached row back as whatever it is, to count them.
struct ActivityEntryProbe: Decodable, Sendable {}
