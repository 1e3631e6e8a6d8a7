import Expectations
import Foundation
import SiteContract
import StubServer
import Testing

@Suite("App C: gzip replies", .timeLimit(.minutes(2)))
struct SiteGzipTests {
    private func token(_ backend: InMemoryStubBackend) async throws -> String {
        let reply = await backend.respond(method: "POST", target: "/oauth/token",
                                          headers: [("Content-Type", "application/x-www-form-urlencoded")], body: Data(SiteAuth.form.utf8))
        return try JSONDecoder().decode(SiteTokenGrant.self, from: reply.body).accessToken
    }

    private func header(_ name: String, _ reply: InMemoryStubBackend.Reply) -> String? {
        reply.headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    @Test func aClientThatAcceptsGzipGetsTheSameJSONCompressed() async throws {
        let backend = try InMemoryStubBackend(configuration: TestServerSettings().configuration())
        let auth = ("Authorization", SiteAPI.bearer(try await token(backend)))
        for target in ["/api/sites/S-1/tasks", "/api/sites/S-1/tasks/1", "/api/sites/S-1/inspections/9", "/api/sites/S-1/tasks/99"] {
            let plain = await backend.respond(method: "GET", target: target, headers: [auth])
            let zipped = await backend.respond(method: "GET", target: target, headers: [auth, ("Accept-Encoding", "deflate, gzip")])
            expectNil(header("Content-Encoding", plain))
            expectEqual(header("Content-Encoding", zipped), "gzip", "\(target)")
            expectEqual(header("Vary", zipped), "Accept-Encoding")
            expectEqual(zipped.status, plain.status)
            expectNotEqual(zipped.body, plain.body)
            let decoded = try await SystemGzip.decompress(zipped.body)
            expectEqual(decoded, plain.body, "\(target)")
        }
    }

    @Test func theTokenEndpointIsCompressedTooButNotTheOtherAPIs() async throws {
        let backend = try InMemoryStubBackend(configuration: TestServerSettings().configuration())
        let grant = await backend.respond(method: "POST", target: "/oauth/token",
                                          headers: [("Content-Type", "application/x-www-form-urlencoded"), ("Accept-Encoding", "gzip")],
                                          body: Data(SiteAuth.form.utf8))
        expectEqual(header("Content-Encoding", grant), "gzip")
        let decoded = try await SystemGzip.decompress(grant.body)
        try expectEqual(JSONDecoder().decode(SiteTokenGrant.self, from: decoded).tokenType, "Bearer")
        let order = await backend.respond(method: "GET", target: "/order/42/somes", headers: [("Authorization", "Bearer demo-order-token"), ("Accept-Encoding", "gzip")])
        expectNil(header("Content-Encoding", order))
        #expect(try JSONSerialization.jsonObject(with: order.body) is [String: Any])
    }

    @Test func overTheSocketTheLengthIsTheCompressedOne() async throws {
        try await TestServer.with { server in
            let token = try await server.client.siteToken()
            let exchange = await RawHTTP.exchange(port: server.port, request: """
                GET /api/sites/S-1/tasks?page%5Bsize%5D=3 HTTP/1.1\r
                Host: 127.0.0.1\r
                Authorization: Bearer \(token)\r
                Accept-Encoding: gzip\r
                Connection: close\r
                \r

                """)
            expectEqual(exchange.header("Content-Encoding"), "gzip")
            expectEqual(exchange.header("Content-Length").flatMap(Int.init), exchange.body.count)
            let decoded = try await SystemGzip.decompress(exchange.body)
            let page = try JSONDecoder().decode(SiteTaskPage.self, from: decoded)
            expectEqual(page.data.map(\.id), ["1", "2", "3"])
        }
    }

    @Test func aClientThatAsksForGzipReadsTheRepliesThroughAnyDecoder() async throws {
        try await TestServer.with { server in
            let response = try await server.client.get("/api/sites/S-1/tasks/1", headers: try await server.client.siteAuth().merging(["Accept-Encoding": "gzip"]) { $1 })
            expectEqual(response.status, 200)
            expectEqual(response.headers["content-encoding"], "gzip")
            let decoded = try await SystemGzip.decompress(response.body)
            try expectEqual(JSONDecoder().decode(SiteTaskDocument.self, from: decoded).data.id, "1")
        }
    }
}
