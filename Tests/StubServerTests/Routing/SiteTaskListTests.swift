import Expectations
import Foundation
import SiteContract
import Testing

@Suite("App C: the task list and its links.next", .timeLimit(.minutes(2)))
struct SiteTaskListTests {
    @Test func theFirstPageHoldsFiveTasksTheTotalAndTheNextLink() async throws {
        try await TestServer.with { server in
            let response = try await server.client.get("/api/sites/S-1/tasks", headers: try await server.client.siteAuth())
            expectEqual(response.status, 200)
            expectEqual(response.headers["content-type"], SiteAPI.mediaType)
            let body = try response.json()
            expectEqual(body.keys, ["data", "links", "meta"])
            expectEqual(body["data"]?.array.count, 5)
            expectEqual(body["meta"], .literal(#"{"total":12}"#))
            expectEqual(body["links"]?["next"]?.string?.hasPrefix("/api/sites/S-1/tasks?page%5Bsize%5D=5&page%5Bcursor%5D="), true)
            expectEqual(body["data"]?[0], .literal("""
                {"type":"tasks","id":"1","attributes":{"title":"足場の点検","state":"open","due_on":"2026-11-30",
                 "assignee":"田中 花子","updated_at":1794994200000},
                 "relationships":{"inspection":{"data":{"type":"inspections","id":"7"}}}}
                """))
            expectEqual(body["data"]?[3], .literal("""
                {"type":"tasks","id":"4","attributes":{"title":"Order rebar 🚧","state":"open","due_on":null,
                 "assignee":null,"updated_at":1795002300000},"relationships":{"inspection":{"data":null}}}
                """))
            try expectEqual(JSONDecoder().decode(SiteTaskPage.self, from: response.body).data.count, 5)
        }
    }

    /// Follows `links.next` exactly as written, as a client must.
    private func allPages(_ server: TestServer, from start: String) async throws -> (ids: [String], pages: Int, totals: Set<Int>) {
        let auth = try await server.client.siteAuth()
        var ids: [String] = [], totals: Set<Int> = [], pages = 0
        var next: String? = start
        while let target = next, pages < 20 {
            let response = try await server.client.get(target, headers: auth)
            expectEqual(response.status, 200, "\(target): \(response.text)")
            let page = try JSONDecoder().decode(SiteTaskPage.self, from: response.body)
            ids += page.data.map(\.id)
            totals.insert(page.meta?.total ?? -1)
            next = page.links.next
            pages += 1
        }
        return (ids, pages, totals)
    }

    @Test func followingLinksNextGivesEveryTaskOnceInOrder() async throws {
        try await TestServer.with { server in
            let walk = try await allPages(server, from: "/api/sites/S-1/tasks")
            expectEqual(walk.pages, 3)
            expectEqual(walk.ids, (1...12).map(\.description))
            expectEqual(walk.totals, [12])
        }
    }

    @Test func aSmallerPageSizeIsKeptInTheNextLinks() async throws {
        try await TestServer.with { server in
            let walk = try await allPages(server, from: "/api/sites/S-1/tasks?page%5Bsize%5D=2")
            expectEqual(walk.pages, 6)
            expectEqual(walk.ids, (1...12).map(\.description))
        }
    }

    @Test func thePageSizeIsCappedByMaxPageSize() async throws {
        try await TestServer.with { server in
            let auth = try await server.client.siteAuth()
            let capped = try await server.client.get("/api/sites/S-1/tasks?page%5Bsize%5D=50", headers: auth).json()
            expectEqual(capped["data"]?.array.count, 5)
        }
        try await TestServer.with({ $0.maxPageSize = 20 }) { (server: TestServer) async throws in
            let walk = try await allPages(server, from: "/api/sites/S-1/tasks")
            expectEqual(walk.pages, 1)
            expectEqual(walk.ids.count, 12)
        }
    }

    @Test func rawBracketsInTheQueryWorkToo() async throws {
        try await TestServer.with { server in
            let token = try await server.client.siteToken()
            let exchange = await RawHTTP.exchange(port: server.port, request: """
                GET /api/sites/S-1/tasks?page[size]=2 HTTP/1.1\r
                Host: 127.0.0.1\r
                Authorization: Bearer \(token)\r
                Connection: close\r
                \r

                """)
            expectEqual(exchange.headerLines?.first, "HTTP/1.1 200 OK")
            let page = try JSONDecoder().decode(SiteTaskPage.self, from: exchange.body)
            expectEqual(page.data.map(\.id), ["1", "2"])
        }
    }

    @Test func anEmptySiteHasNoTasksAndNoNextLink() async throws {
        try await TestServer.with { server in
            let body = try await server.client.get("/api/sites/S-2/tasks", headers: try await server.client.siteAuth()).json()
            expectEqual(body, .literal(#"{"data":[],"links":{"next":null},"meta":{"total":0}}"#))
        }
    }

    @Test func aCursorThatIsNotOneOfOursIs400() async throws {
        try await TestServer.with { server in
            let auth = try await server.client.siteAuth()
            let first = try await server.client.get("/api/sites/S-1/tasks", headers: auth).json()
            let next = try #require(first["links"]?["next"]?.string)
            let s1Cursor = try #require(URLComponents(string: next)?.queryItems?.first { $0.name == "page[cursor]" }?.value)
            let pastTheEnd = Data("s1:S-1:99".utf8).base64EncodedString().replacingOccurrences(of: "=", with: "")
            for (site, cursor) in [("S-1", "garbage!"), ("S-1", ""), ("S-1", pastTheEnd), ("S-1", "x" + s1Cursor), ("S-2", s1Cursor)] {
                let response = try await server.client.get("/api/sites/\(site)/tasks?page%5Bcursor%5D=\(cursor)", headers: auth)
                expectEqual(response.status, 400, "\(site) \(cursor)")
                let error = try JSONDecoder().decode(SiteErrorDocument.self, from: response.body).errors.first
                expectEqual(error, SiteErrorObject(status: "400", code: "invalid_cursor", title: "Bad Request",
                                                 detail: "invalid page[cursor] '\(cursor)'; follow links.next from the previous page, or send no cursor for the first page"))
            }
        }
    }

    @Test(arguments: ["0", "-1", "x", "1.5", ""])
    func aBadPageSizeIs400(size: String) async throws {
        try await TestServer.with { server in
            let response = try await server.client.get("/api/sites/S-1/tasks?page%5Bsize%5D=\(size)", headers: try await server.client.siteAuth())
            expectEqual(response.status, 400)
            let error = try JSONDecoder().decode(SiteErrorDocument.self, from: response.body).errors.first
            expectEqual(error?.code, "invalid_query")
            expectEqual(error?.detail, "page[size] must be an integer >= 1, not '\(size)'")
        }
    }

    @Test func anUnknownSiteIs404() async throws {
        try await TestServer.with { server in
            let response = try await server.client.get("/api/sites/S-9/tasks", headers: try await server.client.siteAuth())
            expectEqual(response.status, 404)
            try expectEqual(response.json(), .literal("""
                {"errors":[{"status":"404","code":"site_not_found","title":"Not Found","detail":"site S-9 not found"}]}
                """))
        }
    }
}
