import Expectations
import Foundation
import Testing

@Suite("App B: chats API", .timeLimit(.minutes(2)))
struct ChatAPITests {
    @Test func firstPageHasTheChatFiveItemsAndACursor() async throws {
        try await TestServer.with { server in
            let response = try await server.client.get("/chat/c-7/somes", headers: Auth.chat)
            expectEqual(response.status, 200)
            let body = try response.json()
            expectEqual(body.keys, ["chat_id", "items", "next_cursor"])
            expectEqual(body["chat_id"], .string("c-7"))
            expectEqual(body["items"]?.array.count, 5)
            expectEqual(body["next_cursor"]?.string?.isEmpty, false)
            expectEqual(body["items"]?[0], .literal("""
                {"some_id":"1","text":"発注書の確認","progress":"todo","owner":"田中 花子",
                 "deadline":1795996800,"linked_other":"7","modified":1794994200}
                """))
            expectEqual(body["items"]?[3], .literal("""
                {"some_id":"4","text":"Book the meeting room","progress":"todo","owner":null,
                 "deadline":null,"linked_other":null,"modified":1794933900}
                """))
        }
    }

    @Test func followingCursorsGivesEachItemOnceInOrderAndEndsWithNull() async throws {
        try await TestServer.with { server in
            var ids: [String] = []
            var cursor: String?
            var pages = 0
            repeat {
                let query = cursor.map { "?cursor=\($0)" } ?? ""
                let body = try await server.client.get("/chat/c-7/somes\(query)", headers: Auth.chat).json()
                ids += body["items"]?.array.compactMap { $0["some_id"]?.string } ?? []
                cursor = body["next_cursor"]?.string
                pages += 1
                if cursor == nil { expectEqual(body["next_cursor"], .null) }
            } while cursor != nil && pages < 10
            expectEqual(pages, 3)
            expectEqual(ids, (1...12).map(\.description))
        }
    }

    @Test func anEmptyChatHasNoItemsAndNoCursor() async throws {
        try await TestServer.with { server in
            let body = try await server.client.get("/chat/c-8/somes", headers: Auth.chat).json()
            expectEqual(body, .literal(#"{"chat_id":"c-8","items":[],"next_cursor":null}"#))
        }
    }

    @Test func aCursorThatIsNotOneOfOursIs400() async throws {
        try await TestServer.with { server in
            let other = try await server.client.get("/chat/c-7/somes?limit=1", headers: Auth.chat).json()
            let c7Cursor = try #require(other["next_cursor"]?.string)
            // Not base64, a bare number, a tampered cursor, an offset past the end.
            let pastTheEnd = Data("v1:c-7:99".utf8).base64EncodedString().replacingOccurrences(of: "=", with: "")
            for cursor in ["garbage!", "MTA", "!" + c7Cursor, pastTheEnd] {
                let response = try await server.client.get("/chat/c-7/somes?cursor=\(cursor)", headers: Auth.chat)
                expectEqual(response.status, 400, "cursor \(cursor)")
                try expectEqual(response.json(), .literal(#"{"ok":false,"reason":"invalid cursor '\#(cursor)'; pass next_cursor from the previous page, or no cursor for the first page"}"#))
            }
            let crossChat = try await server.client.get("/chat/c-8/somes?cursor=\(c7Cursor)", headers: Auth.chat)
            expectEqual(crossChat.status, 400)
        }
    }

    @Test(arguments: ["limit=0", "limit=x", "limit=-3"])
    func aBadLimitIs400WithTheErrorBody(query: String) async throws {
        try await TestServer.with { server in
            let response = try await server.client.get("/chat/c-7/somes?\(query)", headers: Auth.chat)
            expectEqual(response.status, 400)
            let body = try response.json()
            expectEqual(body.keys, ["ok", "reason"])
            expectEqual(body["ok"], .bool(false))
            expectEqual(body["reason"]?.string?.hasPrefix("limit must be an integer >= 1"), true)
        }
    }

    @Test func showsOneItem() async throws {
        try await TestServer.with { server in
            let response = try await server.client.get("/chat/c-7/somes/3", headers: Auth.chat)
            try expectEqual(response.json(), .literal("""
                {"item":{"some_id":"3","text":"議事録をまとめる","progress":"done","owner":null,
                 "deadline":1792022400,"linked_other":"9","modified":1794297600}}
                """))
        }
    }

    @Test func showsTheAttachment() async throws {
        try await TestServer.with { server in
            let response = try await server.client.get("/chat/c-7/attachments/7", headers: Auth.chat)
            expectEqual(response.status, 200)
            try expectEqual(response.json(), .literal(#"{"attachment":{"id":"7","file_name":"見積書.pdf","mime":"application/pdf"}}"#))
        }
    }

    @Test func completingSetsDoneBumpsModifiedAndShowsInTheNextList() async throws {
        try await TestServer.with { server in
            let response = try await server.client.postComplete("/chat/c-7/somes/2/complete", requestID: "r-1")
            expectEqual(response.status, 200)
            try expectEqual(response.json(), .literal("""
                {"ok":true,"item":{"some_id":"2","text":"Share the floor plan with the team","progress":"done",
                 "owner":"Alice Smith","deadline":null,"linked_other":"8","modified":1800000000}}
                """))
            let list = try await server.client.get("/chat/c-7/somes", headers: Auth.chat).json()
            expectEqual(list["items"]?[1]?["progress"], .string("done"))
            expectEqual(list["items"]?[1]?["modified"], .number(1_800_000_000))
        }
    }

    @Test func completingWithoutARequestIdIs400AndChangesNothing() async throws {
        try await TestServer.with { server in
            let response = try await server.client.postComplete("/chat/c-7/somes/2/complete", requestID: nil)
            expectEqual(response.status, 400)
            try expectEqual(response.json()["ok"], .bool(false))
            let item = try await server.client.get("/chat/c-7/somes/2", headers: Auth.chat).json()
            expectEqual(item["item"]?["progress"], .string("doing"))
        }
    }
}
