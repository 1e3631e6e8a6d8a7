import Core
import Expectations
import Foundation
import OrderContract
import Testing

@Suite("Per-request faults: X-Stub-Fault and stub_fault", .timeLimit(.minutes(2)))
struct RequestFaultTests {
    @Test func statusFaultAnswersWithThatStatusAndTheOrderErrorBody() async throws {
        try await TestServer.with { server in
            let response = try await server.client.get("/order/42/somes", headers: Auth.order.merging(["X-Stub-Fault": "status=503"]) { $1 })
            expectEqual(response.status, 503)
            try expectEqual(response.json(), .literal(#"{"error":{"code":"stub_fault","message":"injected fault: status 503"}}"#))
        }
    }

    @Test func statusFaultWithRetryAfterSendsTheHeader() async throws {
        try await TestServer.with { server in
            let response = try await server.client.get("/order/42/somes", headers: Auth.order.merging(["X-Stub-Fault": "status=429,retry-after=120"]) { $1 })
            expectEqual(response.status, 429)
            expectEqual(response.headers["retry-after"], "120")
            let plain = try await server.client.get("/order/42/somes", headers: Auth.order.merging(["X-Stub-Fault": "status=503"]) { $1 })
            expectNil(plain.headers["retry-after"])
        }
    }

    @Test func statusFaultByQueryAnswersInTheChatErrorShapeAndWritesNothing() async throws {
        try await TestServer.with { server in
            let response = try await server.client.postComplete("/chat/c-7/somes/1/complete?stub_fault=status=500", requestID: "r-1")
            expectEqual(response.status, 500)
            try expectEqual(response.json(), .literal(#"{"ok":false,"reason":"injected fault: status 500"}"#))
            try await expectEqual(server.client.stats(), .literal(#"{"requests":1,"writes_applied":0,"writes_replayed":0}"#))
        }
    }

    @Test func delayFaultWaitsOnTheServersClockThenAnswersNormally() async throws {
        let clock = ImmediateClock()
        try await TestServer.with({ $0.delayClock = clock }) { server in
            let response = try await server.client.get("/chat/c-7/somes?stub_fault=delay=400", headers: Auth.chat)
            expectEqual(clock.now.offset, .milliseconds(400))
            expectEqual(response.status, 200)
            try expectEqual(response.json()["chat_id"], .string("c-7"))
        }
    }

    @Test func malformedFaultAnswers200WithABodyThatIsNotJSON() async throws {
        try await TestServer.with { server in
            let response = try await server.client.get("/order/42/somes", headers: Auth.order.merging(["X-Stub-Fault": "malformed"]) { $1 })
            expectEqual(response.status, 200)
            #expect(response.text.hasPrefix(#"{"order":"#))
            #expect(throws: (any Error).self) { try JSONSerialization.jsonObject(with: response.body) }
        }
    }

    @Test func truncateFaultDeclaresMoreBytesThanItSendsThenCloses() async throws {
        try await TestServer.with { server in
            let exchange = await RawHTTP.exchange(port: server.port, request: """
                GET /order/42/somes/1 HTTP/1.1\r
                Host: 127.0.0.1\r
                Authorization: Bearer demo-order-token\r
                X-Stub-Fault: truncate\r
                \r

                """)
            #expect(exchange.serverClosed)
            expectEqual(exchange.headerLines?.first, "HTTP/1.1 200 OK")
            let declared = try #require(exchange.header("Content-Length").flatMap(Int.init))
            expectEqual(exchange.body.count, declared / 2)
            #expect(exchange.body.count < declared)
        }
    }

    @Test func truncateFaultIsAnErrorForAClientThatReadsTheLength() async throws {
        try await TestServer.with { server in
            await expectTransportError {
                try await server.client.get("/order/42/somes?stub_fault=truncate", headers: Auth.order)
            }
        }
    }

    @Test func closeFaultDropsTheConnectionBeforeTheResponseIsComplete() async throws {
        try await TestServer.with { server in
            let exchange = await RawHTTP.exchange(port: server.port, request: """
                GET /chat/c-7/somes HTTP/1.1\r
                Host: 127.0.0.1\r
                X-Chat-Token: demo-chat-token\r
                X-Stub-Fault: close\r
                \r

                """)
            #expect(exchange.serverClosed)
            expectEqual(exchange.header("Transfer-Encoding"), "chunked")
            expectNil(exchange.header("Content-Length"))
            #expect(!exchange.body.isEmpty)
            // A complete chunked body ends with the zero-length chunk; this one never does.
            #expect(!exchange.body.ends(with: Data("0\r\n\r\n".utf8)))
        }
    }

    @Test func closeFaultIsAConnectionErrorForAClient() async throws {
        try await TestServer.with { server in
            await expectTransportError {
                try await server.client.get("/chat/c-7/somes", headers: Auth.chat.merging(["X-Stub-Fault": "close"]) { $1 })
            }
        }
    }

    @Test func aWriteWhoseResponseWasLostIsAppliedOnceAndReplayedOnRetry() async throws {
        try await TestServer.with { server in
            await expectTransportError {
                try await server.client.patchDone("/order/42/somes/4?stub_fault=close", key: "lost-1")
            }
            let retry = try await server.client.patchDone("/order/42/somes/4", key: "lost-1")
            expectEqual(retry.status, 200)
            try expectEqual(retry.json()["some"]?["state"], .string("done"))
            let stats = try await server.client.stats()
            expectEqual(stats["writes_applied"], .number(1))
            expectEqual(stats["writes_replayed"], .number(1))
        }
    }

    @Test func delayCombinesWithAFailure() async throws {
        let clock = ImmediateClock()
        try await TestServer.with({ $0.delayClock = clock }) { server in
            let response = try await server.client.get("/order/42/somes?stub_fault=delay=200,status=502", headers: Auth.order)
            expectEqual(clock.now.offset, .milliseconds(200))
            expectEqual(response.status, 502)
        }
    }

    @Test(arguments: ["explode", "status=abc", "status=99", "status=204", "delay=-5", "close,truncate", ""])
    func anUnreadableFaultSpecIs400(spec: String) async throws {
        try await TestServer.with { server in
            let response = try await server.client.get("/chat/c-7/somes", headers: Auth.chat.merging(["X-Stub-Fault": spec]) { $1 })
            expectEqual(response.status, 400)
            try expectEqual(response.json()["reason"]?.string?.hasPrefix("X-Stub-Fault / stub_fault:"), true)
        }
    }
}

extension Data {
    func ends(with suffix: Data) -> Bool {
        count >= suffix.count && self.suffix(suffix.count) == suffix
    }
}
