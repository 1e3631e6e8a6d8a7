import Expectations
import Foundation
import SiteContract
import Testing

@Suite("App C: one task, its ETag, and PATCH with If-Match", .timeLimit(.minutes(2)))
struct SiteTaskWriteTests {
    static let task2 = "/api/sites/S-1/tasks/2"

    @Test func showingATaskSendsItsETag() async throws {
        try await TestServer.with { server in
            let response = try await server.client.get(Self.task2, headers: try await server.client.siteAuth())
            expectEqual(response.status, 200)
            expectEqual(response.headers["etag"], #""t2-v1""#)
            try expectEqual(response.json(), .literal("""
                {"data":{"type":"tasks","id":"2","attributes":{"title":"Pour the foundation for block B","state":"doing",
                 "due_on":null,"assignee":"Alice Smith","updated_at":1794996300000},
                 "relationships":{"inspection":{"data":{"type":"inspections","id":"8"}}}}}
                """))
        }
    }

    @Test func anUnknownTaskIs404() async throws {
        try await TestServer.with { server in
            let auth = try await server.client.siteAuth()
            for target in ["/api/sites/S-1/tasks/99", "/api/sites/S-2/tasks/1"] {
                let response = try await server.client.get(target, headers: auth)
                expectEqual(response.status, 404)
                try expectEqual(response.json()["errors"]?[0]?["code"], .string("task_not_found"))
            }
            let patch = try await server.client.patchTask("/api/sites/S-1/tasks/99", ifMatch: "*", body: SiteAuth.done("99"), auth: auth)
            expectEqual(patch.status, 404)
            try await expectEqual(server.client.get("/api/sites/S-9/tasks/1", headers: auth).json()["errors"]?[0]?["code"], .string("site_not_found"))
        }
    }

    @Test func completingWithTheCurrentETagSetsDoneBumpsUpdatedAtAndTheETag() async throws {
        try await TestServer.with { server in
            let auth = try await server.client.siteAuth()
            let response = try await server.client.patchTask(Self.task2, ifMatch: #""t2-v1""#, body: SiteAuth.done("2"), auth: auth)
            expectEqual(response.status, 200)
            let etag = try #require(response.headers["etag"])
            expectNotEqual(etag, #""t2-v1""#)
            let task = try JSONDecoder().decode(SiteTaskDocument.self, from: response.body).data
            expectEqual(task.attributes.state, .done)
            expectEqual(task.attributes.updatedAt, Int64(fixedNow.timeIntervalSince1970 * 1000))
            let shown = try await server.client.get(Self.task2, headers: auth)
            expectEqual(shown.headers["etag"], etag)
            try expectEqual(shown.json()["data"]?["attributes"]?["state"], .string("done"))
            let list = try await server.client.get("/api/sites/S-1/tasks", headers: auth).json()
            expectEqual(list["data"]?[1]?["attributes"]?["state"], .string("done"))
            try await expectEqual(server.client.stats()["writes_applied"], .number(1))

            // Already done: 200, the same ETag, nothing applied.
            let again = try await server.client.patchTask(Self.task2, ifMatch: etag, body: SiteAuth.done("2"), auth: auth)
            expectEqual(again.status, 200)
            expectEqual(again.headers["etag"], etag)
            try await expectEqual(server.client.stats()["writes_applied"], .number(1))
        }
    }

    @Test func withoutIfMatchIs428AndChangesNothing() async throws {
        try await TestServer.with { server in
            let auth = try await server.client.siteAuth()
            let response = try await server.client.patchTask(Self.task2, ifMatch: nil, body: SiteAuth.done("2"), auth: auth)
            expectEqual(response.status, 428)
            let error = try JSONDecoder().decode(SiteErrorDocument.self, from: response.body).errors.first
            expectEqual(error?.status, "428")
            expectEqual(error?.code, "precondition_required")
            expectEqual(error?.detail?.contains("If-Match"), true)
            try await expectEqual(server.client.get(Self.task2, headers: auth).headers["etag"], #""t2-v1""#)
        }
    }

    @Test(arguments: [#""t2-v0""#, #""t3-v1""#, #"W/"t2-v1""#, "t2-v1", #""t2-v9", "t2-v8""#])
    func anIfMatchThatIsNotTheCurrentETagIs412WithTheCurrentOne(ifMatch: String) async throws {
        try await TestServer.with { server in
            let auth = try await server.client.siteAuth()
            let response = try await server.client.patchTask(Self.task2, ifMatch: ifMatch, body: SiteAuth.done("2"), auth: auth)
            expectEqual(response.status, 412)
            expectEqual(response.headers["etag"], #""t2-v1""#)
            let error = try JSONDecoder().decode(SiteErrorDocument.self, from: response.body).errors.first
            expectEqual(error?.code, "precondition_failed")
            expectEqual(error?.title, "Precondition Failed")
            try await expectEqual(server.client.get(Self.task2, headers: auth).json()["data"]?["attributes"]?["state"], .string("doing"))
        }
    }

    @Test("--site-weak-etags: every ETag goes out weak, the echoed weak tag matches, a stale one is still 412")
    func weakETagsAsBehindACompressingProxy() async throws {
        try await TestServer.with({ $0.backends.siteWeakETags = true }) { server in
            let auth = try await server.client.siteAuth()
            let shown = try await server.client.get(Self.task2, headers: auth)
            expectEqual(shown.headers["etag"], #"W/"t2-v1""#)
            let stale = try await server.client.patchTask(Self.task2, ifMatch: #"W/"t2-v0""#, body: SiteAuth.done("2"), auth: auth)
            expectEqual(stale.status, 412)
            expectEqual(stale.headers["etag"], #"W/"t2-v1""#)
            let done = try await server.client.patchTask(Self.task2, ifMatch: #"W/"t2-v1""#, body: SiteAuth.done("2"), auth: auth)
            expectEqual(done.status, 200)
            expectEqual(done.headers["etag"], #"W/"t2-v2""#)
            // The strong form of the same tag matches too: the comparison is by the opaque part.
            let strong = try await server.client.patchTask(Self.task2, ifMatch: #""t2-v2""#, body: SiteAuth.done("2"), auth: auth)
            expectEqual(strong.status, 200)
            try await expectEqual(server.client.stats()["writes_applied"], .number(1))
        }
    }

    @Test(arguments: ["*", #""t2-v1""#, #""t2-v0", "t2-v1""#])
    func aStarOrAListHoldingTheCurrentETagMatches(ifMatch: String) async throws {
        try await TestServer.with { server in
            let response = try await server.client.patchTask(Self.task2, ifMatch: ifMatch, body: SiteAuth.done("2"), auth: try await server.client.siteAuth())
            expectEqual(response.status, 200)
            expectEqual(response.headers["etag"], #""t2-v2""#)
        }
    }

    @Test(arguments: [
        ("not json", "invalid_body"),
        (#"{"state":"done"}"#, "invalid_body"),
        (#"{"data":{"type":"inspections","id":"2","attributes":{"state":"done"}}}"#, "invalid_type"),
        (#"{"data":{"type":"tasks","id":"3","attributes":{"state":"done"}}}"#, "id_mismatch"),
        (#"{"data":{"type":"tasks","id":2,"attributes":{"state":"done"}}}"#, "id_mismatch"),
        (#"{"data":{"type":"tasks","id":"2","attributes":{"state":"blocked"}}}"#, "invalid_state"),
        (#"{"data":{"type":"tasks","id":"2","attributes":{"state":"finished"}}}"#, "invalid_state"),
        (#"{"data":{"type":"tasks","id":"2","attributes":{}}}"#, "invalid_state"),
        (#"{"data":{"type":"tasks","id":"2","attributes":{"state":"done","title":"x"}}}"#, "invalid_attribute"),
    ])
    func aBodyThatCannotBeAppliedIs422(body: String, code: String) async throws {
        try await TestServer.with { server in
            let auth = try await server.client.siteAuth()
            let response = try await server.client.patchTask(Self.task2, ifMatch: #""t2-v1""#, body: body, auth: auth)
            expectEqual(response.status, 422)
            let error = try JSONDecoder().decode(SiteErrorDocument.self, from: response.body).errors.first
            expectEqual(error?.status, "422")
            expectEqual(error?.code, code)
            try await expectEqual(server.client.get(Self.task2, headers: auth).headers["etag"], #""t2-v1""#)
        }
    }

    @Test func anyKnownStateCanBeSet() async throws {
        try await TestServer.with { server in
            let auth = try await server.client.siteAuth()
            let body = #"{"data":{"type":"tasks","id":"2","attributes":{"state":"open"}}}"#
            let response = try await server.client.patchTask(Self.task2, ifMatch: "*", body: body, auth: auth)
            expectEqual(response.status, 200)
            try expectEqual(response.json()["data"]?["attributes"]?["state"], .string("open"))
        }
    }

    @Test func aTouchBehindTheClientsBackMakesItsETagStale() async throws {
        try await TestServer.with { server in
            let auth = try await server.client.siteAuth()
            let before = try #require(try await server.client.get(Self.task2, headers: auth).headers["etag"])
            let touch = try await server.client.send("POST", "/_stub/site/touch?site=S-1&task=2&title=Pour%20it%20again")
            expectEqual(touch.status, 200)
            let touched = try touch.json()
            let after = try #require(touched["etag"]?.string)
            expectNotEqual(after, before)
            expectEqual(touched["task"]?["attributes"]?["title"], .string("Pour it again"))

            let stale = try await server.client.patchTask(Self.task2, ifMatch: before, body: SiteAuth.done("2"), auth: auth)
            expectEqual(stale.status, 412)
            expectEqual(stale.headers["etag"], after)
            try expectEqual(stale.json()["errors"]?[0]?["detail"]?.string?.contains("changed"), true)

            let shown = try await server.client.get(Self.task2, headers: auth)
            expectEqual(shown.headers["etag"], after)
            try expectEqual(shown.json()["data"]?["attributes"]?["updated_at"], .number(fixedNow.timeIntervalSince1970 * 1000))
            try await expectEqual(server.client.patchTask(Self.task2, ifMatch: after, body: SiteAuth.done("2"), auth: auth).status, 200)
            try await expectEqual(server.client.stats()["writes_applied"], .number(1))
        }
    }

    @Test func touchNamesWhatIsMissingOrUnknown() async throws {
        try await TestServer.with { (server: TestServer) async throws in
            try await expectEqual(server.client.send("POST", "/_stub/site/touch?site=S-1").status, 400)
            try await expectEqual(server.client.send("POST", "/_stub/site/touch?site=S-1&task=99").status, 404)
            try await expectEqual(server.client.send("POST", "/_stub/site/touch?site=S-9&task=1").status, 404)
        }
    }

    @Test func aResetRestoresTheFirstVersion() async throws {
        try await TestServer.with { server in
            let auth = try await server.client.siteAuth()
            _ = try await server.client.patchTask(Self.task2, ifMatch: "*", body: SiteAuth.done("2"), auth: auth)
            _ = try await server.client.send("POST", "/_stub/reset")
            let shown = try await server.client.get(Self.task2, headers: auth)
            expectEqual(shown.headers["etag"], #""t2-v1""#)
            try expectEqual(shown.json()["data"]?["attributes"]?["state"], .string("doing"))
        }
    }
}
