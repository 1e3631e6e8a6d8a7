import Expectations
import Foundation
import Testing

@Suite("Auth, 404s and unknown routes", .timeLimit(.minutes(2)))
struct AuthAndErrorTests {
    static let orderEndpoints = [
        ("GET", "/order/42/somes"), ("GET", "/order/42/somes/1"),
        ("PATCH", "/order/42/somes/1"), ("GET", "/order/42/others/7"),
        ("GET", "/order/42/activity"), ("POST", "/order/42/somes/1/comments"),
    ]
    static let chatEndpoints = [
        ("GET", "/chat/c-7/somes"), ("GET", "/chat/c-7/somes/1"),
        ("POST", "/chat/c-7/somes/1/complete"), ("GET", "/chat/c-7/attachments/7"),
    ]

    @Test(arguments: orderEndpoints, [
        [:], ["Authorization": "Bearer wrong"], ["Authorization": "demo-order-token"],
        ["Authorization": "Basic demo-order-token"], Auth.chat,
    ])
    func orderEndpointsNeedTheBearerToken(endpoint: (String, String), headers: [String: String]) async throws {
        try await TestServer.with { server in
            let response = try await server.client.send(endpoint.0, endpoint.1, headers: headers.merging(["Idempotency-Key": "k"]) { $1 })
            expectEqual(response.status, 401)
            try expectEqual(response.json(), .literal("""
                {"error":{"code":"unauthorized","message":"missing or wrong bearer token; send Authorization: Bearer <order token>"}}
                """))
            try await expectEqual(server.client.stats()["writes_applied"], .number(0))
        }
    }

    @Test(arguments: chatEndpoints, [[:], ["X-Chat-Token": "wrong"], Auth.order])
    func chatEndpointsNeedTheChatToken(endpoint: (String, String), headers: [String: String]) async throws {
        try await TestServer.with { server in
            let response = try await server.client.send(endpoint.0, endpoint.1, headers: headers.merging(["X-Request-Id": "r"]) { $1 })
            expectEqual(response.status, 401)
            try expectEqual(response.json(), .literal(#"{"ok":false,"reason":"missing or wrong X-Chat-Token"}"#))
        }
    }

    @Test func theTokensAreConfigurable() async throws {
        try await TestServer.with({ $0.orderToken = "o-secret"; $0.chatToken = "c-secret" }) { (server: TestServer) async throws in
            try await expectEqual(server.client.get("/order/42/somes", headers: Auth.order).status, 401)
            try await expectEqual(server.client.get("/order/42/somes", headers: ["Authorization": "bearer o-secret"]).status, 200)
            try await expectEqual(server.client.get("/chat/c-7/somes", headers: ["X-Chat-Token": "c-secret"]).status, 200)
        }
    }

    @Test(arguments: [
        ("/order/99/somes", "order_not_found", "order 99 not found"),
        ("/order/42/somes/99", "some_not_found", "some 99 not found in order 42"),
        ("/order/42/somes/abc", "some_not_found", "some abc not found in order 42"),
        ("/order/99/somes/1", "order_not_found", "order 99 not found"),
        ("/order/42/others/99", "other_not_found", "other 99 not found in order 42"),
        ("/order/99/others/7", "order_not_found", "order 99 not found"),
    ])
    func unknownOrderSomeOrOtherIs404InAppAShape(path: String, code: String, message: String) async throws {
        try await TestServer.with { server in
            let response = try await server.client.get(path, headers: Auth.order)
            expectEqual(response.status, 404)
            try expectEqual(response.json(), .object(["error": .object(["code": .string(code), "message": .string(message)])]))
        }
    }

    @Test func completingAnUnknownSomeIs404AndCountsNoWrite() async throws {
        try await TestServer.with { server in
            let order = try await server.client.patchDone("/order/42/somes/99", key: "k-404")
            expectEqual(order.status, 404)
            try expectEqual(order.json()["error"]?["code"], .string("some_not_found"))
            let chat = try await server.client.postComplete("/chat/c-9/somes/1/complete", requestID: "r-404")
            expectEqual(chat.status, 404)
            try expectEqual(chat.json(), .literal(#"{"ok":false,"reason":"chat c-9 not found"}"#))
            try await expectEqual(server.client.stats()["writes_applied"], .number(0))
        }
    }

    @Test(arguments: [
        ("/chat/c-9/somes", "chat c-9 not found"),
        ("/chat/c-7/somes/99", "some 99 not found in chat c-7"),
        ("/chat/c-7/attachments/99", "attachment 99 not found in chat c-7"),
    ])
    func unknownChatSomeOrAttachmentIs404InAppBShape(path: String, reason: String) async throws {
        try await TestServer.with { server in
            let response = try await server.client.get(path, headers: Auth.chat)
            expectEqual(response.status, 404)
            try expectEqual(response.json(), .object(["ok": .bool(false), "reason": .string(reason)]))
        }
    }

    @Test func unknownRoutesAre404InTheShapeOfTheirAPI() async throws {
        try await TestServer.with { server in
            let order = try await server.client.get("/order/42/nope", headers: Auth.order)
            expectEqual(order.status, 404)
            try expectEqual(order.json()["error"]?["code"], .string("route_not_found"))
            let chat = try await server.client.send("DELETE", "/chat/c-7/somes/1", headers: Auth.chat)
            expectEqual(chat.status, 404)
            try expectEqual(chat.json()["ok"], .bool(false))
            // Outside the APIs it answers like any web server, with no API error body: what a
            // client pointed at the wrong base URL meets.
            let elsewhere = try await server.client.get("/v1/order/42/somes", headers: Auth.order)
            expectEqual(elsewhere.status, 404)
            expectEqual(String(decoding: elsewhere.body, as: UTF8.self), "404 page not found\n")
        }
    }
}
