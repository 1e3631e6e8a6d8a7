import ChatContract
import Foundation
import StubServer

/// App B's endpoints: `/chat/{chat_id}/...`, `X-Chat-Token` auth, `{"ok":false,...}` errors.
struct ChatRoutes: Sendable {
    let kit: BackendKit
    let store: StubStore<ChatData>
    /// The `X-Chat-Token` a request must carry.
    let token: String

    static var errors: ErrorShape { ChatBackend.errors }

    var routes: [Route] {
        [
            Route(ChatAPI.listSomes.method, ChatAPI.listSomes.pattern) { await authorized($0, list) },
            Route(ChatAPI.showSome.method, ChatAPI.showSome.pattern) { await authorized($0, show) },
            Route(ChatAPI.completeSome.method, ChatAPI.completeSome.pattern) { await authorized($0, complete) },
            Route(ChatAPI.showAttachment.method, ChatAPI.showAttachment.pattern) { await authorized($0, attachment) },
        ]
    }

    private func authorized(_ match: RouteMatch, _ handle: (RouteMatch) async -> StubReply) async -> StubReply {
        if let refused = Self.refusal(match.request, token: token) { return refused }
        return await handle(match)
    }

    /// Nil for a request with the `X-Chat-Token`; else the 401.
    static func refusal(_ request: StubRequest, token: String) -> StubReply? {
        guard request.header(ChatAPI.tokenHeader) == token else {
            return .error(Self.errors, status: 401, code: "unauthorized", message: "missing or wrong X-Chat-Token")
        }
        return nil
    }

    private func list(_ match: RouteMatch) async -> StubReply {
        let chatID = match["chat_id"]
        guard let fixture = await store.data.chats[chatID] else { return Self.chatNotFound(chatID) }
        let limit: Int
        do {
            limit = try QueryNumber.positive(ChatAPI.limitParameter, in: match.request, default: ChatAPI.defaultLimit)
        } catch {
            return .error(Self.errors, status: 400, code: "invalid_query", message: error.message)
        }
        var offset = 0
        if let text = match.request.queryValue(ChatAPI.cursorParameter) {
            guard let cursor = OffsetCursor(decoding: text, tag: ChatBackend.cursorTag, scope: chatID), cursor.offset <= fixture.items.count else {
                return .error(Self.errors, status: 400, code: "invalid_cursor",
                              message: "invalid cursor '\(text)'; pass next_cursor from the previous page, or no cursor for the first page")
            }
            offset = cursor.offset
        }
        let end = min(offset + min(limit, kit.maxPageSize), fixture.items.count)
        let next = end < fixture.items.count ? OffsetCursor(tag: ChatBackend.cursorTag, scope: chatID, offset: end).encoded : nil
        return .json(ChatItemsPage(chatID: chatID, items: Array(fixture.items[offset..<end]), nextCursor: next))
    }

    private func show(_ match: RouteMatch) async -> StubReply {
        guard let fixture = await store.data.chats[match["chat_id"]] else { return Self.chatNotFound(match["chat_id"]) }
        guard let item = fixture.item(id: match["id"]) else { return Self.someNotFound(match["id"], chat: match["chat_id"]) }
        return .json(ChatItemEnvelope(item: item))
    }

    private func complete(_ match: RouteMatch) async -> StubReply {
        guard let key = match.request.header(ChatAPI.requestIDHeader), !key.isEmpty else {
            return .error(Self.errors, status: 400, code: "missing_request_id",
                          message: "complete needs an X-Request-Id header; send a new unique id per change and the same id when retrying it")
        }
        let chatID = match["chat_id"], someID = match["id"]
        let now = Int64(WireTime.epochSeconds(kit.now()))
        return await store.write(key: key, errors: Self.errors, fingerprint: "POST /chat/\(chatID)/somes/\(someID)/complete") { data in
            guard data.chats[chatID] != nil else { return .init(reply: Self.chatNotFound(chatID), changedState: false) }
            guard let index = data.chats[chatID]?.items.firstIndex(where: { $0.someID == someID }) else {
                return .init(reply: Self.someNotFound(someID, chat: chatID), changedState: false)
            }
            let changed = data.chats[chatID]!.items[index].progress != .done
            if changed {
                data.chats[chatID]!.items[index].progress = .done
                data.chats[chatID]!.items[index].modified = now
            }
            return .init(reply: .json(ChatCompletion(ok: true, item: data.chats[chatID]!.items[index])), changedState: changed)
        }
    }

    private func attachment(_ match: RouteMatch) async -> StubReply {
        guard let fixture = await store.data.chats[match["chat_id"]] else { return Self.chatNotFound(match["chat_id"]) }
        guard let attachment = fixture.attachments.first(where: { $0.id == match["other_id"] }) else {
            return .error(Self.errors, status: 404, code: "attachment_not_found",
                          message: "attachment \(match["other_id"]) not found in chat \(match["chat_id"])")
        }
        return .json(ChatAttachmentEnvelope(attachment: attachment))
    }

    private static func chatNotFound(_ id: String) -> StubReply {
        .error(Self.errors, status: 404, code: "chat_not_found", message: "chat \(id) not found")
    }

    private static func someNotFound(_ id: String, chat: String) -> StubReply {
        .error(Self.errors, status: 404, code: "some_not_found", message: "some \(id) not found in chat \(chat)")
    }
}
