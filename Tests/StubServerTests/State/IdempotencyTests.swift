import Expectations
import Foundation
import Testing

@Suite("Idempotent completion and the admin endpoints", .timeLimit(.minutes(2)))
struct IdempotencyTests {
    @Test func aRepeatedIdempotencyKeyReplaysTheFirstResponseAndWritesOnce() async throws {
        try await TestServer.with { server in
            let first = try await server.client.patchDone("/order/42/somes/4", key: "key-A")
            let second = try await server.client.patchDone("/order/42/somes/4", key: "key-A")
            expectEqual(first.status, 200)
            expectEqual(second.status, first.status)
            expectEqual(second.body, first.body)
            try await expectEqual(server.client.stats(), .literal(#"{"requests":2,"writes_applied":1,"writes_replayed":1}"#))
        }
    }

    @Test func aRepeatedRequestIdReplaysTheFirstResponseAndWritesOnce() async throws {
        try await TestServer.with { server in
            let first = try await server.client.postComplete("/chat/c-7/somes/4/complete", requestID: "req-A")
            let second = try await server.client.postComplete("/chat/c-7/somes/4/complete", requestID: "req-A")
            expectEqual(first.status, 200)
            expectEqual(second.status, 200)
            expectEqual(second.body, first.body)
            try await expectEqual(server.client.stats(), .literal(#"{"requests":2,"writes_applied":1,"writes_replayed":1}"#))
        }
    }

    @Test func aNewKeyOnAnAlreadyDoneSomeSucceedsWithoutAnotherWrite() async throws {
        try await TestServer.with { server in
            let first = try await server.client.patchDone("/order/42/somes/4", key: "key-1")
            let second = try await server.client.patchDone("/order/42/somes/4", key: "key-2")
            expectEqual(second.status, 200)
            expectEqual(second.body, first.body)
            let stats = try await server.client.stats()
            expectEqual(stats["writes_applied"], .number(1))
            expectEqual(stats["writes_replayed"], .number(0))
        }
    }

    @Test func aKeyReusedForAnotherSomeIsRefused() async throws {
        try await TestServer.with { server in
            _ = try await server.client.patchDone("/order/42/somes/4", key: "key-1")
            let reused = try await server.client.patchDone("/order/42/somes/7", key: "key-1")
            expectEqual(reused.status, 422)
            try expectEqual(reused.json()["error"]?["code"], .string("idempotency_key_reused"))
            let seven = try await server.client.get("/order/42/somes/7", headers: Auth.order).json()
            expectEqual(seven["some"]?["state"], .string("open"))
        }
    }

    @Test func keysAreScopedPerAPI() async throws {
        try await TestServer.with { server in
            try await expectEqual(server.client.patchDone("/order/42/somes/4", key: "same").status, 200)
            try await expectEqual(server.client.postComplete("/chat/c-7/somes/4/complete", requestID: "same").status, 200)
            let stats = try await server.client.stats()
            expectEqual(stats["writes_applied"], .number(2))
            expectEqual(stats["writes_replayed"], .number(0))
        }
    }

    @Test func aFailedWriteDoesNotBurnItsKey() async throws {
        try await TestServer.with { server in
            let refused = try await server.client.patchDone("/order/42/somes/4", key: "key-1", body: #"{"state":"open"}"#)
            expectEqual(refused.status, 422)
            let retried = try await server.client.patchDone("/order/42/somes/4", key: "key-1")
            expectEqual(retried.status, 200)
            try await expectEqual(server.client.stats()["writes_replayed"], .number(0))
        }
    }

    @Test func resetRestoresTheFixturesAndZeroesTheCounters() async throws {
        try await TestServer.with { server in
            _ = try await server.client.patchDone("/order/42/somes/4", key: "key-1")
            _ = try await server.client.postComplete("/chat/c-7/somes/4/complete", requestID: "req-1")
            let reset = try await server.client.send("POST", "/_stub/reset")
            expectEqual(reset.status, 200)
            try expectEqual(reset.json(), .literal(#"{"reset":true}"#))
            try await expectEqual(server.client.stats(), .literal(#"{"requests":0,"writes_applied":0,"writes_replayed":0}"#))
            let some = try await server.client.get("/order/42/somes/4", headers: Auth.order).json()
            expectEqual(some["some"]?["state"], .string("open"))
            let item = try await server.client.get("/chat/c-7/somes/4", headers: Auth.chat).json()
            expectEqual(item["item"]?["progress"], .string("todo"))
            // The ledger is gone too: the same key writes again.
            _ = try await server.client.patchDone("/order/42/somes/4", key: "key-1")
            try await expectEqual(server.client.stats()["writes_applied"], .number(1))
        }
    }

    @Test func adminEndpointsNeedNoAuthAndAreNotCounted() async throws {
        try await TestServer.with { server in
            _ = try await server.client.get("/_stub/stats")
            _ = try await server.client.get("/order/42/somes", headers: Auth.order)
            try await expectEqual(server.client.stats()["requests"], .number(1))
            await expectEqual(server.server.stats().requests, 1)
        }
    }
}
