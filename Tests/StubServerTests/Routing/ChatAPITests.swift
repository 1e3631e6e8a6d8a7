import Foundation
import Testing

@Suite("App B: chats API")
struct ChatAPITests {
    @Test func firstPageHasTheChatFiveItemsAndACursor() async throws {
        try await TestServer.with { server in
            let response = try await server.client.get("/chat/c-7/somes", headers: Auth.chat)
            #expect(response.status == 200)
            let body = try response.json()
            #expect(body.keys == ["chat_id", "items", "next_cursor"])
            #expect(body["chat_id"] == .string("c-7"))
            #expect(body["items"]?.array.count == 5)
            #expect(body["next_cursor"]?.string?.isEmpty == false)
            #expect(body["items"]?[0] == .literal("""
                {"some_id":"1","text":"発注書の確認","progress":"todo","owner":"田中 花子",
                 "deadline":1795996800,"linked_other":"7","modified":1794994200}
                """))
            #expect(body["items"]?[3] == .literal("""
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
                if cursor == nil { #expect(body["next_cursor"] == .null) }
            } while cursor != nil && pages < 10
            #expect(pages == 3)
            #expect(ids == (1...12).map(\.description))
        }
    }

    @Test func anEmptyChatHasNoItemsAndNoCursor() async throws {
        try await TestServer.with { server in
            let body = try await server.client.get("/chat/c-8/somes", headers: Auth.chat).json()
            #expect(body == .literal(#"{"chat_id":"c-8","items":[],"next_cursor":null}"#))
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
                #expect(response.status == 400, "cursor \(cursor)")
                #expect(try response.json() == .literal(#"{"ok":false,"reason":"invalid cursor '\#(cursor)'; pass next_cursor from the previous page, or no cursor for the first page"}"#))
            }
            let crossChat = try await server.client.get("/chat/c-8/somes?cursor=\(c7Cursor)", headers: Auth.chat)
            #expect(crossChat.status == 400)
        }
    }

    @Test(arguments: ["limit=0", "limit=x", "limit=-3"])
    func aBadLimitIs400WithTheErrorBody(query: String) async throws {
        try await TestServer.with { server in
            let response = try await server.client.get("/chat/c-7/somes?\(query)", headers: Auth.chat)
            #expect(response.status == 400)
            let body = try response.json()
            #expect(body.keys == ["ok", "reason"])
            #expect(body["ok"] == .bool(false))
            #expect(body["reason"]?.string?.hasPrefix("limit must be an integer >= 1") == true)
        }
    }

    @Test func showsOneItem() async throws {
        try await TestServer.with { server in
            let response = try await server.client.get("/chat/c-7/somes/3", headers: Auth.chat)
            #expect(try response.json() == .literal("""
                {"item":{"some_id":"3","text":"議事録をまとめる","progress":"done","owner":null,
                 "deadline":1792022400,"linked_other":"9","modified":1794297600}}
                """))
        }
    }

    @Test func showsTheAttachment() async throws {
        try await TestServer.with { server in
            let response = try await server.client.get("/chat/c-7/attachments/7", headers: Auth.chat)
            #expect(response.status == 200)
            #expect(try response.json() == .literal(#"{"attachment":{"id":"7","file_name":"見積書.pdf","mime":"application/pdf"}}"#))
        }
    }

    @Test func completingSetsDoneBumpsModifiedAndShowsInTheNextList() async throws {
        try await TestServer.with { server in
            let response = try await server.client.postComplete("/chat/c-7/somes/2/complete", requestID: "r-1")
            #expect(response.status == 200)
            #expect(try response.json() == .literal("""
                {"ok":true,"item":{"some_id":"2","text":"Share the floor plan with the team","progress":"done",
                 "owner":"Alice Smith","deadline":null,"linked_other":"8","modified":1800000000}}
                """))
            let list = try await server.client.get("/chat/c-7/somes", headers: Auth.chat).json()
            #expect(list["items"]?[1]?["progress"] == .string("done"))
            #expect(list["items"]?[1]?["modified"] == .number(1_800_000_000))
        }
    }

    @Test func completingWithoutARequestIdIs400AndChangesNothing() async throws {
        try await TestServer.with { server in
            let response = try await server.client.postComplete("/chat/c-7/somes/2/complete", requestID: nil)
            #expect(response.status == 400)
            #expect(try response.json()["ok"] == .bool(false))
            let item = try await server.client.get("/chat/c-7/somes/2", headers: Auth.chat).json()
            #expect(item["item"]?["progress"] == .string("doing"))
        }
    }
}
