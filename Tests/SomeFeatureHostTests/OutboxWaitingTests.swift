import AppRuntime
import Core
import Expectations
import SomeFeatureHost
import Foundation
import Testing

@Suite("Outbox: which backend a write goes to, who holds it, and why it waits", .timeLimit(.minutes(2)), .removesTemporaryFolders)
struct OutboxWaitingTests {
    let down = DomainError.unavailable("backend at http://127.0.0.1:9 unreachable (connection refused)")

    @Test("a write is sent only to the backend it was made for; another base URL leaves it waiting and says where it belongs")
    func boundToItsBackend() async throws {
        let rig = try OfflineRig()
        _ = try await rig.client.listSomes()
        rig.backend.fail(with: down)
        try await expectEqual(rig.client.complete(id: "1"), .queued(reason: down))
        rig.backend.fail(with: nil)
        let staging = try OfflineRig(directory: rig.directory, backend: rig.backend,
                                     baseURL: URL(string: "https://STAGING.example.com/api")!)

        let elsewhere = try await staging.flush()

        expectEmpty(elsewhere.sent)
        expectEqual(elsewhere.waiting.map(\.kind), [.otherBackend])
        expectEqual(elsewhere.waiting.first?.message, "made for the backend at http://127.0.0.1:9, never sent to https://staging.example.com:443")
        expectNil(elsewhere.mainProblem)
        expectEqual(rig.backend.attempts, 1)  // only the first try, offline

        // The same backend spelled differently is the same backend.
        let same = try OfflineRig(directory: rig.directory, backend: rig.backend, baseURL: URL(string: "HTTP://127.0.0.1:9/")!)
        try await expectEqual(same.flush().sent.map(\.target), ["1"])
    }

    @Test("a write another run is sending waits as in progress; once that run is gone it is sent at once")
    func heldByAnotherRun() async throws {
        let rig = try OfflineRig()
        do {
            let sending = try OfflineRig(directory: rig.directory, backend: rig.backend)
            // What `done` does before its request: the write is kept, claimed by its run.
            _ = try sending.store.enqueue(context: "test:42", backend: "http://127.0.0.1:9", baseURL: "http://127.0.0.1:9",
                                          action: "complete", target: "2", idempotencyKey: "in-flight", at: OfflineRig.noon,
                                          claimFor: Outbox.lease)

            let meanwhile = try await rig.flush()

            expectEmpty(meanwhile.sent)
            expectEqual(meanwhile.waiting.map(\.kind), [.inProgress])
            expectEqual(rig.backend.attempts, 0)
        }
        // That run ended (its store closed, as when its process dies) before sending.

        let after = try await rig.flush()

        expectEqual(after.sent.map(\.idempotencyKey), ["in-flight"])
        expectEqual(rig.backend.applied, ["in-flight": "2"])
    }

    @Test("each waiting write says why: refused credentials, or unreachable and the rest not tried")
    func reasons() async throws {
        let rig = try OfflineRig()
        rig.backend.fail(with: down)
        _ = try await rig.client.complete(id: "1")
        _ = try await rig.client.complete(id: "2")
        let refused = DomainError(.unauthorized, "backend answered 401 Unauthorized", hint: "check TEST_TOKEN")
        rig.backend.fail(with: refused)

        let unauthorized = try await rig.flush()

        expectEqual(unauthorized.waiting.map(\.kind), [.credentials, .credentials])
        expectEqual(unauthorized.waiting.map(\.error), [refused, refused])
        expectEqual(unauthorized.mainProblem, refused)

        rig.backend.fail(with: down)
        let attempts = rig.backend.attempts

        let unreachable = try await rig.flush()

        expectEqual(unreachable.waiting.map(\.kind), [.unavailable, .unavailable])
        expectEqual(unreachable.waiting.map(\.message), [down.message, "not tried: \(down.message)"])
        expectEqual(unreachable.waiting.map(\.target), ["1", "2"])
        expectEqual(rig.backend.attempts, attempts + 1)
    }

    @Test("a backend error other than unreachable or credentials keeps the write, by kind")
    func otherErrors() async throws {
        let rig = try OfflineRig()
        rig.backend.fail(with: down)
        _ = try await rig.client.complete(id: "1")
        rig.backend.fail(with: .notFound("backend answered 404 Not Found"))
        try await expectEqual(rig.flush().waiting.map(\.kind), [.notFound])
        rig.backend.fail(with: .badResponse("the answer cannot be read"))
        try await expectEqual(rig.flush().waiting.map(\.kind), [.badResponse])
        try expectEqual(rig.run.outbox.pending().count, 1)
    }
}
