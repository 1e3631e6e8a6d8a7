import Expectations
import Foundation
import OrderContract
import Testing

@Suite("App A: orders API", .timeLimit(.minutes(2)))
struct OrderAPITests {
    @Test func firstPageHasTheOrderFiveSomesAndTheTotal() async throws {
        try await TestServer.with { server in
            let response = try await server.client.get("/order/42/somes", headers: Auth.order)
            expectEqual(response.status, 200)
            expectEqual(response.headers["content-type"], "application/json; charset=utf-8")
            let body = try response.json()
            expectEqual(body.keys, ["order", "somes", "page", "total_pages"])
            expectEqual(body["order"], .literal(#"{"id":42,"name":"オフィス備品の発注 (Office supplies)"}"#))
            expectEqual(body["page"], .number(1))
            expectEqual(body["total_pages"], .number(3))
            expectEqual(body["somes"]?.array.count, 5)
            expectEqual(body["somes"]?[0], .literal("""
                {"id":1,"title":"発注書の確認","state":"open","assignee":{"name":"田中 花子"},
                 "due_on":"2026-11-30","other_id":7,"updated_at":"2026-11-18T09:30:00Z"}
                """))
            expectEqual(body["somes"]?[1], .literal("""
                {"id":2,"title":"Confirm delivery date with supplier","state":"in_progress",
                 "assignee":{"name":"Alice Smith"},"due_on":null,"other_id":null,"updated_at":"2026-11-18T10:05:00Z"}
                """))
        }
    }

    @Test func joiningEveryPageGivesEachSomeOnceInOrder() async throws {
        try await TestServer.with { server in
            var ids: [Int] = []
            var page = 1
            var totalPages = 1
            repeat {
                let body = try await server.client.get("/order/42/somes?page=\(page)", headers: Auth.order).json()
                expectEqual(body["page"]?.int, page)
                totalPages = try #require(body["total_pages"]?.int)
                ids += body["somes"]?.array.compactMap { $0["id"]?.int } ?? []
                page += 1
            } while page <= totalPages
            expectEqual(totalPages, 3)
            expectEqual(ids, Array(1...12))
        }
    }

    @Test func aPagePastTheEndIsEmptyWithTheRightTotal() async throws {
        try await TestServer.with { server in
            let body = try await server.client.get("/order/42/somes?page=9&per_page=4", headers: Auth.order).json()
            expectEqual(body["somes"], .array([]))
            expectEqual(body["page"], .number(9))
            expectEqual(body["total_pages"], .number(3))
        }
    }

    @Test func anOrderWithoutSomesHasOneEmptyPage() async throws {
        try await TestServer.with { server in
            let body = try await server.client.get("/order/43/somes", headers: Auth.order).json()
            expectEqual(body["somes"], .array([]))
            expectEqual(body["total_pages"], .number(1))
        }
    }

    @Test(arguments: ["page=0", "page=abc", "page=-1", "per_page=0", "per_page=1.5", "page="])
    func badPaginationIs400WithTheErrorBody(query: String) async throws {
        try await TestServer.with { server in
            let response = try await server.client.get("/order/42/somes?\(query)", headers: Auth.order)
            expectEqual(response.status, 400)
            let error = try response.json()["error"]
            expectEqual(error?["code"], .string("invalid_query"))
            expectEqual(error?["message"]?.string?.contains("must be an integer >= 1"), true)
        }
    }

    @Test func showsOneSome() async throws {
        try await TestServer.with { server in
            let response = try await server.client.get("/order/42/somes/3", headers: Auth.order)
            expectEqual(response.status, 200)
            try expectEqual(response.json(), .literal("""
                {"some":{"id":3,"title":"請求書を送付する","state":"done","assignee":null,
                 "due_on":"2026-10-15","other_id":8,"updated_at":"2026-11-10T08:00:00Z"}}
                """))
        }
    }

    @Test func showsTheLinkedOther() async throws {
        try await TestServer.with { server in
            let response = try await server.client.get("/order/42/others/7", headers: Auth.order)
            expectEqual(response.status, 200)
            try expectEqual(response.json(), .literal(#"{"other":{"id":7,"name":"山田商事 (Yamada Trading)","kind":"supplier"}}"#))
        }
    }

    @Test func completingSetsDoneBumpsUpdatedAtAndShowsInTheNextList() async throws {
        try await TestServer.with { server in
            let response = try await server.client.patchDone("/order/42/somes/1", key: "k-1")
            expectEqual(response.status, 200)
            try expectEqual(response.json(), .literal("""
                {"some":{"id":1,"title":"発注書の確認","state":"done","assignee":{"name":"田中 花子"},
                 "due_on":"2026-11-30","other_id":7,"updated_at":"2027-01-15T08:00:00Z"}}
                """))
            let list = try await server.client.get("/order/42/somes", headers: Auth.order).json()
            expectEqual(list["somes"]?[0]?["state"], .string("done"))
            expectEqual(list["somes"]?[0]?["updated_at"], .string("2027-01-15T08:00:00Z"))
        }
    }

    @Test func completingWithoutAnIdempotencyKeyIs400AndChangesNothing() async throws {
        try await TestServer.with { server in
            let response = try await server.client.patchDone("/order/42/somes/1", key: nil)
            expectEqual(response.status, 400)
            try expectEqual(response.json()["error"]?["code"], .string("missing_idempotency_key"))
            let some = try await server.client.get("/order/42/somes/1", headers: Auth.order).json()
            expectEqual(some["some"]?["state"], .string("open"))
            try await expectEqual(server.client.stats()["writes_applied"], .number(0))
        }
    }

    @Test(arguments: [
        (#"not json"#, 400, "invalid_body"),
        (#"[]"#, 400, "invalid_body"),
        (#"{}"#, 422, "invalid_state"),
        (#"{"state":"open"}"#, 422, "invalid_state"),
    ])
    func anInvalidBodyIsRefusedWithTheErrorBody(body: String, status: Int, code: String) async throws {
        try await TestServer.with { server in
            let response = try await server.client.patchDone("/order/42/somes/1", key: "k-\(body.hashValue)", body: body)
            expectEqual(response.status, status)
            try expectEqual(response.json()["error"]?["code"], .string(code))
            try await expectEqual(server.client.stats()["writes_applied"], .number(0))
        }
    }
}
