import AppRuntime
import Core
import Expectations
import SomeFeatureHost
import Foundation
import Testing

@Suite("OfflineSomeClient: the cache is kept per backend, and an incomplete list stays incomplete", .timeLimit(.minutes(2)), .removesTemporaryFolders)
struct CachedListKeyingTests {
    let down = DomainError.unavailable("backend at https://staging.example.com unreachable (connection refused)")
    let production = URL(string: "https://api.example.com/v1")!
    let staging = URL(string: "https://staging.example.com")!

    @Test("offline against another --base-url, the list cached from the first backend is never shown")
    func otherBackendSeesNothing() async throws {
        let first = try OfflineRig(baseURL: production)
        _ = try await first.client.listSomes()
        let other = FakeSomeBackend(somes: [])
        other.fail(with: down)

        let elsewhere = try OfflineRig(directory: first.directory, backend: other, baseURL: staging)

        await #expect(throws: down) { try await elsewhere.client.listSomes() }
        await #expect(throws: down) { try await elsewhere.client.some(id: "1") }
    }

    @Test("the same backend spelled another way (default port, case, path) finds its own cache")
    func sameOriginSameCache() async throws {
        let first = try OfflineRig(baseURL: production)
        _ = try await first.client.listSomes()
        first.settle()
        first.backend.fail(with: down)

        let again = try OfflineRig(directory: first.directory, backend: first.backend, baseURL: URL(string: "HTTPS://API.example.com:443/other/path")!)

        let cached = try await again.client.listSomes()
        expectEqual(cached.somes, OfflineRig.somes)
        #expect(cached.isStale)
    }

    @Test("each backend keeps its own copy of the same context")
    func twoBackendsTwoCopies() async throws {
        let first = try OfflineRig(baseURL: production)
        _ = try await first.client.listSomes()
        let stagingBackend = FakeSomeBackend(somes: [OfflineRig.somes[1]])
        let second = try OfflineRig(directory: first.directory, backend: stagingBackend, baseURL: staging)
        _ = try await second.client.listSomes()
        first.backend.fail(with: down)
        stagingBackend.fail(with: down)

        try await expectEqual(first.client.listSomes().somes, OfflineRig.somes)
        try await expectEqual(second.client.listSomes().somes, [OfflineRig.somes[1]])
    }

    @Test("a live list with an unreadable item keeps the others, names it, and its cached copy says the same")
    func incompleteCachedIncomplete() async throws {
        let rig = try OfflineRig()
        let unreadable = [UnreadableItem(id: "9", field: "title", problem: "is null")]
        rig.backend.sendUnreadable(unreadable)

        let live = try await rig.client.listSomes()
        expectEqual(live.somes, OfflineRig.somes)
        expectEqual(live.unreadable, unreadable)
        #expect(!live.isComplete)

        rig.backend.fail(with: down)
        let cached = try await rig.client.listSomes()
        #expect(cached.isStale)
        expectEqual(cached.somes, OfflineRig.somes)
        expectEqual(cached.unreadable, unreadable)
    }

    @Test("a complete list fetched later replaces an incomplete copy: nothing stale is said about it")
    func completeReplacesIncomplete() async throws {
        let rig = try OfflineRig()
        rig.backend.sendUnreadable([UnreadableItem(id: "9", field: "title", problem: "is null")])
        _ = try await rig.client.listSomes()
        rig.backend.sendUnreadable([])
        _ = try await rig.client.listSomes()
        rig.backend.fail(with: down)

        let cached = try await rig.client.listSomes()
        #expect(cached.isComplete)
    }

    @Test("done offline updates the cached copy without losing what could not be read")
    func doneKeepsUnreadable() async throws {
        let rig = try OfflineRig()
        let unreadable = [UnreadableItem(id: nil, field: "id", problem: "is missing")]
        rig.backend.sendUnreadable(unreadable)
        _ = try await rig.client.listSomes()
        rig.backend.fail(with: down)

        try await expectEqual(rig.client.complete(id: "1"), .queued(reason: down))

        let cached = try await rig.client.listSomes()
        expectEqual(cached.somes.first?.status, .done)
        expectEqual(cached.unreadable, unreadable)
    }

    @Test("a some with a status this build does not know is cached as sent and reads back unrecognised")
    func unrecognisedStatusCached() async throws {
        var blocked = OfflineRig.somes[0]
        blocked.status = .unrecognised("blocked")
        // A known word from another vocabulary stays unrecognised too.
        var foreign = OfflineRig.somes[1]
        foreign.status = .unrecognised("done")
        let rig = try OfflineRig(backend: FakeSomeBackend(somes: [blocked, foreign]))
        _ = try await rig.client.listSomes()
        rig.backend.fail(with: down)

        let cached = try await rig.client.listSomes()

        #expect(cached.freshness.isStale)
        expectEqual(cached.somes.map(\.status), [.unrecognised("blocked"), .unrecognised("done")])
    }
}
