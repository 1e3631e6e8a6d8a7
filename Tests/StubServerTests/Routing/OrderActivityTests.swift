import DemoBackends
import Expectations
import Foundation
import OrderBackend
import OrderContract
import StubServer
import Testing

@Suite("App A: an order's activity and comments", .timeLimit(.minutes(2)), .removesTemporaryFolders)
struct OrderActivityTests {
    // MARK: - The list

    @Test func firstPageIsNewestFirstWithTheTotal() async throws {
        try await TestServer.with { server in
            let response = try await server.client.get("/order/42/activity", headers: Auth.order)
            expectEqual(response.status, 200)
            expectEqual(response.headers["content-type"], "application/json; charset=utf-8")
            let body = try response.json()
            expectEqual(body.keys, ["activity", "page", "total_pages"])
            expectEqual(body["page"], .number(1))
            expectEqual(body["total_pages"], .number(3))  // 14 entries at the default cap of 5
            expectEqual(body["activity"]?.array.compactMap { $0["id"]?.int }, [14, 13, 12, 11, 10])
            expectEqual(body["activity"]?[0], .literal("""
                {"id":14,"some_id":12,"kind":"created","text":"Archive order documents",
                 "author":"田中 花子","at":"2026-11-20T08:30:00Z"}
                """))
        }
    }

    @Test func anEntryAboutTheWholeOrderHasAnExplicitNullSomeID() async throws {
        try await TestServer.with { server in
            let body = try await server.client.get("/order/42/activity", headers: Auth.order).json()
            expectEqual(body["activity"]?[1], .literal("""
                {"id":13,"some_id":null,"kind":"comment","text":"全体の進捗は順調です。来週までに残りを片付けましょう。",
                 "author":"田中 花子","at":"2026-11-20T08:00:00Z"}
                """))
        }
    }

    @Test func joiningEveryPageGivesEachEntryOnceNewestFirst() async throws {
        try await TestServer.with { server in
            var entries: [JSON] = []
            var page = 1
            var totalPages = 1
            repeat {
                let body = try await server.client.get("/order/42/activity?page=\(page)&per_page=4", headers: Auth.order).json()
                expectEqual(body["page"]?.int, page)
                totalPages = try #require(body["total_pages"]?.int)
                entries += body["activity"]?.array ?? []
                page += 1
            } while page <= totalPages
            expectEqual(totalPages, 4)
            expectEqual(entries.compactMap { $0["id"]?.int }, Array((1...14).reversed()))
            let times = entries.compactMap { $0["at"]?.string }
            expectEqual(times, times.sorted(by: >))
        }
    }

    @Test func anUnknownKindIsServedAsSent() async throws {
        try await TestServer.with({ $0.maxPageSize = 50 }) { (server: TestServer) async throws in
            let body = try await server.client.get("/order/42/activity", headers: Auth.order).json()
            expectEqual(body["total_pages"], .number(1))
            let kinds = Set(body["activity"]?.array.compactMap { $0["kind"]?.string } ?? [])
            expectEqual(kinds, ["comment", "status", "created", "assigned"])
            let assigned = body["activity"]?.array.first { $0["kind"] == .string("assigned") }
            expectEqual(assigned, .literal("""
                {"id":9,"some_id":1,"kind":"assigned","text":"田中 花子 に割り当てました",
                 "author":"鈴木 一郎","at":"2026-11-18T09:30:00Z"}
                """))
        }
    }

    @Test func entriesAreSortedByTheirMomentWhateverTheFixtureOrder() async throws {
        let folder = try Self.fixtures(activity: [
            Self.entry(1, at: "2026-11-01T00:00:00Z"),
            Self.entry(2, at: "2026-11-03T00:00:00Z"),
            Self.entry(3, at: "2026-11-02T10:00:00+09:00"),  // 01:00Z: between 1 and 2
            Self.entry(4, at: "2026-11-03T00:00:00Z"),  // ties with 2: the larger id first
        ])
        try await TestServer.with({ $0.backends.fixtures = folder }) { (server: TestServer) async throws in
            let body = try await server.client.get("/order/5/activity", headers: Auth.order).json()
            expectEqual(body["activity"]?.array.compactMap { $0["id"]?.int }, [4, 2, 3, 1])
        }
    }

    @Test func aPagePastTheEndIsEmptyWithTheRightTotal() async throws {
        try await TestServer.with { server in
            let body = try await server.client.get("/order/42/activity?page=9&per_page=4", headers: Auth.order).json()
            expectEqual(body, .literal(#"{"activity":[],"page":9,"total_pages":4}"#))
        }
    }

    @Test func anOrderWithoutActivityHasOneEmptyPage() async throws {
        try await TestServer.with { server in
            let body = try await server.client.get("/order/43/activity", headers: Auth.order).json()
            expectEqual(body, .literal(#"{"activity":[],"page":1,"total_pages":1}"#))
        }
    }

    @Test(arguments: ["page=0", "page=abc", "page=-1", "per_page=0", "per_page=1.5", "page="])
    func badPaginationIs400(query: String) async throws {
        try await TestServer.with { server in
            let response = try await server.client.get("/order/42/activity?\(query)", headers: Auth.order)
            expectEqual(response.status, 400)
            let error = try response.json()["error"]
            expectEqual(error?["code"], .string("invalid_query"))
            expectEqual(error?["message"]?.string?.contains("must be an integer >= 1"), true)
        }
    }

    @Test func anUnknownOrderIs404() async throws {
        try await TestServer.with { server in
            let list = try await server.client.get("/order/99/activity", headers: Auth.order)
            expectEqual(list.status, 404)
            try expectEqual(list.json(), .literal(#"{"error":{"code":"order_not_found","message":"order 99 not found"}}"#))
            let post = try await server.client.postComment("/order/99/somes/1/comments", key: "k-99")
            expectEqual(post.status, 404)
            try expectEqual(post.json(), .literal(#"{"error":{"code":"order_not_found","message":"order 99 not found"}}"#))
        }
    }

    @Test(arguments: [("GET", "/order/42/activity"), ("POST", "/order/42/somes/4/comments")])
    func bothNeedTheBearerTokenAndAddNothingWithout(endpoint: (String, String)) async throws {
        try await TestServer.with { server in
            let body = endpoint.0 == "POST" ? Data(#"{"text":"hi"}"#.utf8) : nil
            let response = try await server.client.send(endpoint.0, endpoint.1, headers: ["Idempotency-Key": "k"], body: body)
            expectEqual(response.status, 401)
            try expectEqual(response.json()["error"]?["code"], .string("unauthorized"))
            try await expectEqual(server.activityIDs().first, 14)
        }
    }

    // MARK: - Posting a comment

    @Test func postingAnswers201WithTheCommentWhichThenLeadsTheList() async throws {
        try await TestServer.with { server in
            let response = try await server.client.postComment("/order/42/somes/4/comments", key: "c-1", text: "在庫は十分です (stock is fine)")
            expectEqual(response.status, 201)
            expectEqual(response.headers["content-type"], "application/json; charset=utf-8")
            let comment = JSON.literal("""
                {"id":15,"some_id":4,"kind":"comment","text":"在庫は十分です (stock is fine)",
                 "author":"you","at":"2027-01-15T08:00:00Z"}
                """)
            try expectEqual(response.json(), .object(["comment": comment]))
            let list = try await server.client.get("/order/42/activity", headers: Auth.order).json()
            expectEqual(list["activity"]?[0], comment)
            expectEqual(list["total_pages"], .number(3))
            try await expectEqual(server.client.stats()["writes_applied"], .number(1))
        }
    }

    @Test func theAuthorIsTheFixturesWhenItNamesOne() async throws {
        let folder = try Self.fixtures(activity: [], commentAuthor: "Sam")
        try await TestServer.with({ $0.backends.fixtures = folder }) { (server: TestServer) async throws in
            let response = try await server.client.postComment("/order/5/somes/1/comments", key: "c-1")
            expectEqual(response.status, 201)
            let comment = try response.json()["comment"]
            expectEqual(comment?["author"], .string("Sam"))
            expectEqual(comment?["id"], .number(1))  // the first entry of an empty activity
        }
    }

    @Test func theSameKeyTwiceAddsOneCommentAndAnswersTheSame() async throws {
        try await TestServer.with { server in
            let first = try await server.client.postComment("/order/42/somes/4/comments", key: "c-1")
            let second = try await server.client.postComment("/order/42/somes/4/comments", key: "c-1")
            expectEqual(first.status, 201)
            expectEqual(second.status, 201)
            expectEqual(second.body, first.body)
            try await expectEqual(server.activityIDs().prefix(2), [15, 14])
            try await expectEqual(server.client.stats(), .literal(#"{"requests":3,"writes_applied":1,"writes_replayed":1}"#))
        }
    }

    @Test func aNewKeyAddsAnotherCommentWithTheNextID() async throws {
        try await TestServer.with { server in
            _ = try await server.client.postComment("/order/42/somes/4/comments", key: "c-1")
            let second = try await server.client.postComment("/order/42/somes/1/comments", key: "c-2")
            try expectEqual(second.json()["comment"]?["id"], .number(16))
            try await expectEqual(server.activityIDs().prefix(3), [16, 15, 14])
        }
    }

    @Test(arguments: [nil, ""])
    func withoutAnIdempotencyKeyIs400AndAddsNothing(key: String?) async throws {
        try await TestServer.with { server in
            let response = try await server.client.postComment("/order/42/somes/4/comments", key: key)
            expectEqual(response.status, 400)
            try expectEqual(response.json(), .literal("""
                {"error":{"code":"missing_idempotency_key",
                 "message":"POST needs an Idempotency-Key header; send a new unique key per comment and the same key when retrying it"}}
                """))
            try await expectEqual(server.activityIDs().first, 14)
        }
    }

    @Test(arguments: ["99", "abc"])
    func anUnknownSomeIs404(some: String) async throws {
        try await TestServer.with { server in
            let response = try await server.client.postComment("/order/42/somes/\(some)/comments", key: "k-\(some)")
            expectEqual(response.status, 404)
            try expectEqual(response.json(), .object(["error": .object([
                "code": .string("some_not_found"), "message": .string("some \(some) not found in order 42"),
            ])]))
        }
    }

    @Test(arguments: ["", "  \n\t ", String(repeating: "a", count: 2001)])
    func emptyOrTooLongTextIs422AndAddsNothing(text: String) async throws {
        try await TestServer.with { server in
            let response = try await server.client.postComment("/order/42/somes/4/comments", key: "k", text: text)
            expectEqual(response.status, 422)
            let error = try response.json()["error"]
            expectEqual(error?["code"], .string("invalid_text"))
            let says = text.isEmpty || text.allSatisfy(\.isWhitespace) ? "text is empty" : "text is too long: 2001 characters, at most 2000"
            expectEqual(error?["message"]?.string?.hasPrefix(says), true, "\(String(describing: error))")
            try await expectEqual(server.activityIDs().first, 14)
            try await expectEqual(server.client.stats()["writes_applied"], .number(0))
        }
    }

    @Test func theLimitCountsCharactersNotBytesOrScalars() async throws {
        // 2000 characters, each "e" plus a combining accent: 4000 scalars, 6000 bytes.
        let text = String(repeating: "e\u{301}", count: OrderAPI.maxCommentLength)
        try await TestServer.with { server in
            let response = try await server.client.postComment("/order/42/somes/4/comments", key: "k", text: text)
            expectEqual(response.status, 201)
            try expectEqual(response.json()["comment"]?["text"], .string(text))
        }
    }

    @Test(arguments: [#"{}"#, #"{"text":null}"#, #"{"text":5}"#, #"{"body":"hi"}"#, #"[]"#, #""hi""#, "not json", ""])
    func aBodyWithoutAStringTextIs400(body: String) async throws {
        try await TestServer.with { server in
            let response = try await server.client.postComment("/order/42/somes/4/comments", key: "k", body: body)
            expectEqual(response.status, 400)
            try expectEqual(response.json()["error"]?["code"], .string("invalid_body"))
            try await expectEqual(server.activityIDs().first, 14)
        }
    }

    @Test func aRefusedCommentDoesNotBurnItsKey() async throws {
        try await TestServer.with { server in
            let refused = try await server.client.postComment("/order/42/somes/4/comments", key: "k", text: " ")
            expectEqual(refused.status, 422)
            let retried = try await server.client.postComment("/order/42/somes/4/comments", key: "k", text: "fixed")
            expectEqual(retried.status, 201)
            try expectEqual(retried.json()["comment"]?["text"], .string("fixed"))
        }
    }

    @Test func aKeyReusedForAnotherSomeIsRefused() async throws {
        try await TestServer.with { server in
            _ = try await server.client.postComment("/order/42/somes/4/comments", key: "k")
            let reused = try await server.client.postComment("/order/42/somes/5/comments", key: "k")
            expectEqual(reused.status, 422)
            try expectEqual(reused.json()["error"]?["code"], .string("idempotency_key_reused"))
            try await expectEqual(server.activityIDs().prefix(2), [15, 14])
        }
    }

    @Test func aKeyThatCompletedASomeIsRefusedOnACommentAndTheOtherWay() async throws {
        try await TestServer.with { server in
            try await expectEqual(server.client.patchDone("/order/42/somes/4", key: "k").status, 200)
            let comment = try await server.client.postComment("/order/42/somes/4/comments", key: "k")
            expectEqual(comment.status, 422)
            try expectEqual(comment.json()["error"]?["code"], .string("idempotency_key_reused"))
            try await expectEqual(server.activityIDs().first, 14)
            try await expectEqual(server.client.postComment("/order/42/somes/4/comments", key: "c").status, 201)
            let complete = try await server.client.patchDone("/order/42/somes/5", key: "c")
            expectEqual(complete.status, 422)
            try await expectEqual(server.client.stats()["writes_applied"], .number(2))
            // One key, one change, across the backend's routes and its parts'.
            await expectEqual(server.server.writes().writes.map(\.applied), [1, 1])
        }
    }

    @Test func aResetForgetsTheCommentsAndTheirKeys() async throws {
        try await TestServer.with { server in
            try await expectEqual(server.client.postComment("/order/42/somes/4/comments", key: "c-1").status, 201)
            try await expectEqual(server.activityIDs().first, 15)
            try await expectEqual(server.client.send("POST", "/_stub/reset").status, 200)
            try await expectEqual(server.activityIDs().first, 14)
            let again = try await server.client.postComment("/order/42/somes/4/comments", key: "c-1", text: "again")
            expectEqual(again.status, 201)
            try expectEqual(again.json()["comment"]?["text"], .string("again"))
        }
    }

    // MARK: - The contract types

    @Test func theWireTypesReadWhatTheServerSends() async throws {
        try await TestServer.with { server in
            let post = try await server.client.postComment("/order/42/somes/4/comments", key: "k", text: "ok")
            let envelope = try JSONDecoder().decode(OrderCommentEnvelope.self, from: post.body)
            expectEqual(envelope.comment, OrderActivityWire(id: 15, someID: 4, kind: "comment", text: "ok", author: "you",
                                                          at: "2027-01-15T08:00:00Z"))
            let list = try await server.client.get("/order/42/activity?per_page=2", headers: Auth.order)
            let page = try JSONDecoder().decode(OrderActivityPage.self, from: list.body)
            expectEqual(page.activity.map(\.id), [15, 14])
            expectEqual(page.totalPages, 8)
            try expectEqual(JSONDecoder().decode(OrderCommentBody.self, from: Data("{}".utf8)), OrderCommentBody(text: nil))
        }
    }

    // MARK: - Its own fixture files

    @Test func anOrderWithoutAnActivityFileHasNoneAndCommentsStartAtOne() async throws {
        let folder = try Self.fixtures(activity: nil)
        try await TestServer.with({ $0.backends.fixtures = folder }) { (server: TestServer) async throws in
            let list = try await server.client.get("/order/5/activity", headers: Auth.order)
            try expectEqual(list.json(), .literal(#"{"activity":[],"page":1,"total_pages":1}"#))
            let posted = try await server.client.postComment("/order/5/somes/1/comments", key: "c-1")
            expectEqual(posted.status, 201)
            try expectEqual(posted.json()["comment"]?["author"], .string("you"))
            let after = try await server.client.get("/order/5/activity", headers: Auth.order).json()
            expectEqual(after["activity"]?.array.compactMap { $0["id"]?.int }, [1])
        }
    }

    @Test(arguments: [
        (#"{"order_id":"9","activity":[]}"#, "activity/9.json",
         "order 9 is not one the orders backend serves; add orders/9.json or remove this file"),
        (#"{"order_id":"5","activity":[]}"#, "activity/6.json", "must be named activity/5.json"),
        (#"{"order_id":"5","activity":[{"id":1,"some_id":2,"kind":"status","text":"t","author":"a","at":"2026-11-01T00:00:00Z"}]}"#,
         "activity/5.json", "activity 1 is about some 2, which is not in order 5's \"somes\""),
        (#"{"order_id":"5","activity":[{"id":1,"some_id":null,"kind":"status","text":"t","author":"a","at":"yesterday"}]}"#,
         "activity/5.json", "activity 1: at 'yesterday' is not ISO-8601"),
    ])
    func aBrokenActivityFileStopsTheServerNamingIt(file: (text: String, name: String, reason: String)) async throws {
        let folder = try Self.fixtures(activity: nil)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("activity"), withIntermediateDirectories: true)
        try Data(file.text.utf8).write(to: folder.appendingPathComponent(file.name))
        var settings = TestServerSettings()
        settings.backends.fixtures = folder
        let server = StubServer(configuration: try settings.configuration())
        await #expect(throws: StubServerError.invalidFixture(file: file.name, reason: file.reason)) { _ = try await server.start() }
        await server.stop()
    }

    @Test func anOrderFileStillHoldingItsActivityIsRefusedSayingWhereItGoes() throws {
        let folder = try Self.fixtures(activity: nil)
        try Data(#"{"order":{"id":5,"name":"x"},"somes":[],"others":[],"activity":[]}"#.utf8)
            .write(to: folder.appendingPathComponent("orders/5.json"))
        var backends = DemoBackends()
        backends.fixtures = folder
        do {
            _ = try backends.backends()
            Issue.record("an order file with \"activity\" was accepted")
        } catch let StubServerError.invalidFixture(file, reason) {
            expectEqual(file, "orders/5.json")
            expectEqual(reason, #""activity" is no longer read from an order's file: move "activity" and "comment_author" to activity/5.json, "#
                + #"as {"order_id": "5", "activity": [...], "comment_author": "..."}"#)
        }
    }

    private static func entry(_ id: Int, at: String) -> OrderActivityWire {
        OrderActivityWire(id: id, someID: nil, kind: "status", text: "t", author: "a", at: at)
    }

    /// A folder for `stub-server --fixtures` with order 5 (one some, id 1) and, unless `activity`
    /// is nil, its activity file.
    private static func fixtures(activity: [OrderActivityWire]?, commentAuthor: String? = nil) throws -> URL {
        let folder = TemporaryFolder.make("activity-fixtures")
        for name in ["orders", "activity"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        let some = OrderSomeWire(id: 1, title: "t", state: .open, updatedAt: "2026-11-01T00:00:00Z")
        try JSONEncoder().encode(OrderFixture(order: .init(id: 5, name: "x"), somes: [some], others: []))
            .write(to: folder.appendingPathComponent("orders/5.json"))
        if let activity {
            try JSONEncoder().encode(ActivityFile(orderID: "5", activity: activity, commentAuthor: commentAuthor))
                .write(to: folder.appendingPathComponent("activity/5.json"))
        }
        return folder
    }

    /// An activity file as the orders backend's part reads it.
    private struct ActivityFile: Encodable {
        let orderID: String
        let activity: [OrderActivityWire]
        let commentAuthor: String?

        enum CodingKeys: String, CodingKey {
            case orderID = "order_id", activity, commentAuthor = "comment_author"
        }
    }
}

extension TestClient {
    /// App A's comment: `POST` with `{"text":..}` and an `Idempotency-Key`.
    func postComment(_ target: String, key: String?, text: String = "looks good", body: String? = nil,
                     headers: [String: String] = Auth.order) async throws -> TestResponse {
        var all = headers.merging(["Content-Type": "application/json"]) { $1 }
        if let key { all["Idempotency-Key"] = key }
        let data = try body.map { Data($0.utf8) } ?? JSONEncoder().encode(OrderCommentBody(text: text))
        return try await send("POST", target, headers: all, body: data)
    }
}

extension TestServer {
    /// The ids on the first page of order 42's activity (the five newest at the default cap),
    /// read through the API.
    func activityIDs() async throws -> [Int] {
        let body = try await client.get("/order/42/activity", headers: Auth.order).json()
        return body["activity"]?.array.compactMap { $0["id"]?.int } ?? []
    }
}
