import AppRuntime
import Core
import Expectations
import SomeFeatureHost
import Foundation
import Testing

@Suite("OfflineSomeClient: the offline core with a fake adapter and a real store", .timeLimit(.minutes(2)), .removesTemporaryFolders)
struct OfflineSomeClientTests {
    let down = DomainError.unavailable("backend at http://127.0.0.1:9 unreachable (connection refused)")

    @Test("a live list is cached; with the backend down the cached copy comes back, saying when and why")
    func staleList() async throws {
        let rig = try OfflineRig()
        let live = try await rig.client.listSomes()
        expectEqual(live.freshness, .fresh)
        expectEqual(live.somes, OfflineRig.somes)
        rig.settle()
        rig.backend.fail(with: down)
        let later = try OfflineRig(directory: rig.directory, backend: rig.backend, now: OfflineRig.noon.addingTimeInterval(3_600))
        let cached = try await later.client.listSomes()
        expectEqual(cached.somes, OfflineRig.somes)
        expectEqual(cached.freshness, .stale(fetchedAt: OfflineRig.noon, reason: down))
    }

    @Test("the kept list is the last good fetch, read without the backend, with when it was fetched; nothing before one")
    func kept() async throws {
        let rig = try OfflineRig()
        await expectNil(rig.client.keptSomes())
        _ = try await rig.client.listSomes()
        rig.settle()
        rig.backend.fail(with: down)
        let fetches = rig.backend.listFetches
        let later = try OfflineRig(directory: rig.directory, backend: rig.backend, now: OfflineRig.noon.addingTimeInterval(600))
        let kept = try #require(await later.client.keptSomes())
        expectEqual(kept.listing.somes, OfflineRig.somes)
        expectEqual(kept.fetchedAt, OfflineRig.noon)
        expectEqual(rig.backend.listFetches, fetches, "reading the kept list asked the backend")
    }

    @Test("with the backend down and nothing cached, the error comes through")
    func nothingCached() async throws {
        let rig = try OfflineRig()
        rig.backend.fail(with: down)
        await #expect(throws: down) { try await rig.client.listSomes() }
    }

    @Test("an error that is not about availability is never hidden by the cache")
    func notHidden() async throws {
        let rig = try OfflineRig()
        _ = try await rig.client.listSomes()
        let refused = DomainError(.unauthorized, "backend answered 401 Unauthorized")
        rig.backend.fail(with: refused)
        await #expect(throws: refused) { try await rig.client.listSomes() }
    }

    @Test("one some read offline comes from the cached list and carries its freshness")
    func someFromCache() async throws {
        let rig = try OfflineRig()
        try await expectEqual(rig.client.some(id: "2"), Fetched(OfflineRig.somes[1]))
        _ = try await rig.client.listSomes()
        rig.backend.fail(with: down)
        let cached = try await rig.client.some(id: "2")
        expectEqual(cached.value, OfflineRig.somes[1])
        expectEqual(cached.freshness, .stale(fetchedAt: OfflineRig.noon, reason: down))
        await #expect(throws: down) { try await rig.client.some(id: "99") }
    }

    @Test("done offline is queued, shown done in the cache, and sent exactly once later with its key")
    func queuedThenSentOnce() async throws {
        let rig = try OfflineRig()
        _ = try await rig.client.listSomes()
        rig.backend.fail(with: down)
        try await expectEqual(rig.client.complete(id: "1"), .queued(reason: down))
        try await expectEqual(rig.client.listSomes().somes.first?.status, .done)
        try expectEqual(rig.run.outbox.pending().count, 1)

        rig.backend.fail(with: nil)
        let report = try await rig.flush()
        expectEqual(report.sent.map(\.target), ["1"])
        expectEmpty(report.waiting)
        expectEqual(Array(rig.backend.applied.values), ["1"])
        let again = try await rig.flush()
        expectEmpty(again.sent)
        expectEqual(rig.backend.attempts, 2)  // the offline try and the one that went through
    }

    @Test("a write the backend refuses now is dropped, never sent later behind the person's back")
    func refusedNowIsDropped() async throws {
        let rig = try OfflineRig()
        let refused = DomainError(.rejected, "backend answered 409 Conflict")
        rig.backend.fail(with: refused)
        await #expect(throws: refused) { try await rig.client.complete(id: "1") }
        rig.backend.fail(with: nil)
        try expectEmpty(rig.run.outbox.pending())
        try await expectEmpty(rig.flush().sent)
        expectEmpty(rig.backend.applied)
    }

    @Test("refused credentials keep the write waiting and are named as the reason")
    func credentialsKeepItWaiting() async throws {
        let rig = try OfflineRig()
        rig.backend.fail(with: down)
        _ = try await rig.client.complete(id: "2")
        let unauthorized = DomainError(.unauthorized, "backend answered 401 Unauthorized")
        rig.backend.fail(with: unauthorized)
        let report = try await rig.flush()
        expectEqual(report.waiting.map(\.target), ["2"])
        expectEqual(report.mainProblem, unauthorized)
        rig.backend.fail(with: nil)
        try await expectEqual(rig.flush().sent.map(\.target), ["2"])
        expectEqual(rig.backend.applied.count, 1)
    }

    @Test("an action this version does not know is left for the version that wrote it")
    func unknownAction() async throws {
        let rig = try OfflineRig()
        _ = try rig.store.enqueue(context: "test:42", backend: "http://127.0.0.1:9", baseURL: "http://127.0.0.1:9", action: "archive",
                                  target: "1", idempotencyKey: "k", at: OfflineRig.noon)
        let report = try await rig.flush()
        expectEqual(report.unknown.map(\.action), ["archive"])
        expectEmpty(report.waiting)
        try expectEqual(rig.run.outbox.pending().count, 1)
    }
}

/// A state the app declares is kept in the cache by its name and read back as that state, so
/// the list offline shows "on hold" as the list online did.
@Suite("SomeFeature offline: the app's own states", .timeLimit(.minutes(2)), .removesTemporaryFolders)
struct DeclaredStatesOfflineTests {
    static let down = DomainError.unavailable("backend unreachable (connection refused)")

    @Test("cached and read back offline as the declared state; a state the app does not declare stays unknown")
    func cachedDeclaredState() async throws {
        let onHold = SomeStatus.declared("on_hold", word: "on hold")
        let backend = FakeSomeBackend(somes: [
            Some(id: "1", title: "Wait for parts", status: onHold, updatedAt: OfflineRig.noon),
            Some(id: "2", title: "Archive", status: .unrecognised("archived"), updatedAt: OfflineRig.noon),
        ])
        let rig = try OfflineRig(backend: backend)
        let client = OfflineSomeClient(backend: backend, run: rig.run, states: [onHold])
        let live = try await client.listSomes()
        expectEqual(live.somes.map(\.status), [onHold, .unrecognised("archived")])
        rig.settle()
        backend.fail(with: Self.down)
        let cached = try await client.listSomes()
        #expect(cached.freshness.isStale)
        expectEqual(cached.somes.map(\.status), [onHold, .unrecognised("archived")])
        // Without the declaration, the name is all that is known of it.
        let plain = try await rig.client.listSomes()
        expectEqual(plain.somes.first?.status, .unrecognised("on_hold"))
    }
}
