import Expectations
import Foundation
import StubServer
import Testing

@Suite("The page cap (--max-page-size)", .timeLimit(.minutes(2)))
struct MaxPageSizeTests {
    @Test func perPageAboveTheCapIsCappedAndTotalPagesFollows() async throws {
        try await TestServer.with({ $0.maxPageSize = 3 }) { server in
            let body = try await server.client.get("/order/42/somes?per_page=100", headers: Auth.order).json()
            expectEqual(body["somes"]?.array.count, 3)
            expectEqual(body["total_pages"], .number(4))
        }
    }

    @Test func perPageBelowTheCapIsHonoured() async throws {
        try await TestServer.with { server in
            let body = try await server.client.get("/order/42/somes?per_page=2&page=6", headers: Auth.order).json()
            expectEqual(body["somes"]?.array.compactMap { $0["id"]?.int }, [11, 12])
            expectEqual(body["total_pages"], .number(6))
        }
    }

    @Test func limitIsCappedTooAndCursorsStillCoverEverything() async throws {
        try await TestServer.with({ $0.maxPageSize = 4 }) { server in
            var ids: [String] = []
            var query = "?limit=50"
            var pages = 0
            while pages < 10 {
                let body = try await server.client.get("/chat/c-7/somes\(query)", headers: Auth.chat).json()
                let items = body["items"]?.array ?? []
                #expect(items.count <= 4)
                ids += items.compactMap { $0["some_id"]?.string }
                pages += 1
                guard let cursor = body["next_cursor"]?.string else { break }
                query = "?limit=50&cursor=\(cursor)"
            }
            expectEqual(pages, 3)
            expectEqual(ids, (1...12).map(\.description))
        }
    }

    @Test func aCapBelowOneIsRefused() async throws {
        await #expect(throws: StubServerError.invalidConfiguration("--max-page-size must be at least 1, not 0")) {
            try await TestServer.start { $0.maxPageSize = 0 }
        }
    }
}
