import AppRuntime
import Core
import Foundation

/// App B's backend: chat rooms, cursor-paginated lists, `X-Chat-Token`, `X-Request-Id`.
struct ChatAPIAdapter: BackendAdapter {
    let backend: JSONBackend
    let chatID: String
    let timeZone: TimeZone
    let pageSize = 50
    /// More pages than this is a backend bug (a cursor that never ends), not a list.
    let maxPages = 10_000

    func fetchAllSomes() async throws(DomainError) -> [Some] {
        var somes: [Some] = []
        var cursor: String?
        var seenCursors = Set<String>()
        for _ in 0..<maxPages {
            var query = [URLQueryItem(name: "limit", value: String(pageSize))]
            if let cursor { query.append(URLQueryItem(name: "cursor", value: cursor)) }
            let data = try await backend.send("GET", ["chat", chatID, "somes"], query: query)
            let page = try backend.decode(ChatWire.Page.self, from: data, what: "a page of chat \(chatID)'s somes")
            somes += try page.items.map { item throws(DomainError) in try item.some(in: timeZone) }
            guard let next = page.nextCursor else { return somes }
            guard seenCursors.insert(next).inserted else {
                throw .badResponse("the backend sent the cursor \"\(next)\" twice for chat \(chatID); the list would never end")
            }
            cursor = next
        }
        throw .badResponse("chat \(chatID) has more than \(maxPages) pages of somes; refusing to follow more")
    }

    func fetchSome(id: SomeID) async throws(DomainError) -> Some {
        let data = try await backend.send("GET", ["chat", chatID, "somes", id.rawValue])
        return try backend.decode(ChatWire.One.self, from: data, what: "item \(id)").item.some(in: timeZone)
    }

    func complete(id: SomeID, idempotencyKey: String) async throws(DomainError) {
        _ = try await backend.send("POST", ["chat", chatID, "somes", id.rawValue, "complete"],
                                   headers: [("X-Request-Id", idempotencyKey)])
    }

    func fetchOther(id: OtherID) async throws(DomainError) -> Other {
        let data = try await backend.send("GET", ["chat", chatID, "attachments", id.rawValue])
        let attachment = try backend.decode(ChatWire.AttachmentEnvelope.self, from: data, what: "attachment \(id)").attachment
        return Other(id: OtherID(attachment.id), name: attachment.fileName, kind: attachment.mime)
    }
}
