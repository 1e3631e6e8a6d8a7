import Expectations
import Foundation
import SiteContract
import StubServer
import Testing

@Suite("Faults on the sites API", .timeLimit(.minutes(2)))
struct SiteFaultTests {
    @Test func aStatusFaultAnswersWithAJSONAPIErrorOnApiAndOauthPaths() async throws {
        try await TestServer.with { server in
            let auth = try await server.client.siteAuth()
            let api = try await server.client.get("/api/sites/S-1/tasks", headers: auth.merging(["X-Stub-Fault": "status=503"]) { $1 })
            expectEqual(api.status, 503)
            expectEqual(api.headers["content-type"], SiteAPI.mediaType)
            try expectEqual(api.json(), .literal("""
                {"errors":[{"status":"503","code":"stub_fault","title":"Service Unavailable","detail":"injected fault: status 503"}]}
                """))
            let token = try await server.client.postForm(SiteAuth.form, target: "/oauth/token?stub_fault=status%3D429%2Cretry-after%3D120")
            expectEqual(token.status, 429)
            expectEqual(token.headers["retry-after"], "120")
            try expectEqual(JSONDecoder().decode(SiteErrorDocument.self, from: token.body).errors.first?.code, "stub_fault")
        }
    }

    @Test func aStatusFaultOnAPatchChangesNothing() async throws {
        try await TestServer.with { server in
            let auth = try await server.client.siteAuth()
            let faulted = try await server.client.patchTask("/api/sites/S-1/tasks/2", ifMatch: "*", body: SiteAuth.done("2"),
                                                            auth: auth.merging(["X-Stub-Fault": "status=500"]) { $1 })
            expectEqual(faulted.status, 500)
            try await expectEqual(server.client.get("/api/sites/S-1/tasks/2", headers: auth).headers["etag"], #""t2-v1""#)
        }
    }

    @Test func runFaultsHitTheSitesAPIAndTheyAreCounted() async throws {
        let faults = try RunFaults(status: 503, every: 2)
        try await TestServer.with({ $0.runFaults = faults }) { (server: TestServer) async throws in
            let auth = try await server.client.siteAuth()  // request 1
            var statuses: [Int] = []
            for _ in 1...3 { statuses.append(try await server.client.get("/api/sites/S-1/tasks", headers: auth).status) }
            expectEqual(statuses, [503, 200, 503])
            try await expectEqual(server.client.stats()["requests"], .number(4))
        }
    }

    @Test func aMalformedFaultAnswers200WithABodyThatIsNotJSON() async throws {
        try await TestServer.with { server in
            let response = try await server.client.get("/api/sites/S-1/tasks/1?stub_fault=malformed", headers: try await server.client.siteAuth())
            expectEqual(response.status, 200)
            #expect(response.text.hasPrefix(#"{"data":"#))
            #expect(response.text.hasSuffix("<stub-fault: malformed>"))
        }
    }

    @Test func aTruncateFaultCutsTheCompressedBody() async throws {
        try await TestServer.with { server in
            let token = try await server.client.siteToken()
            let exchange = await RawHTTP.exchange(port: server.port, request: """
                GET /api/sites/S-1/tasks HTTP/1.1\r
                Host: 127.0.0.1\r
                Authorization: Bearer \(token)\r
                Accept-Encoding: gzip\r
                X-Stub-Fault: truncate\r
                \r

                """)
            #expect(exchange.serverClosed)
            expectEqual(exchange.header("Content-Encoding"), "gzip")
            let declared = try #require(exchange.header("Content-Length").flatMap(Int.init))
            expectEqual(exchange.body.count, declared / 2)
            expectEqual(Array(exchange.body.prefix(2)), [0x1F, 0x8B])
        }
    }

    @Test func aCloseFaultIsATransportErrorForAClient() async throws {
        try await TestServer.with { server in
            let auth = try await server.client.siteAuth()
            await expectTransportError {
                try await server.client.get("/api/sites/S-1/tasks?stub_fault=close", headers: auth)
            }
        }
    }

    @Test func anUnreadableFaultSpecIs400InJSONAPI() async throws {
        try await TestServer.with { server in
            let response = try await server.client.get("/api/sites/S-1/tasks", headers: ["X-Stub-Fault": "boom"])
            expectEqual(response.status, 400)
            try expectEqual(JSONDecoder().decode(SiteErrorDocument.self, from: response.body).errors.first?.code, "invalid_fault")
        }
    }
}
