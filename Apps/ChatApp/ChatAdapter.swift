import AppRuntime
import ChatContract
import Core
import FoundationEssentials
import OtherFeatureHost
import SomeFeatureHost

/// App B's backend: cursor-paginated lists, `X-Chat-Token`, `X-Request-Id`, epoch-second times.
public struct ChatAdapter: SomeBackend, OtherBackend {
    let backend: JSONBackend
    let chatID: String
    let zone: Zone
    let pageSize = ChatAPI.defaultLimit
    /// More pages than this is a backend bug (a cursor that never ends), not a list.
    let maxPages = 10_000

    /// Page after page, each from the cursor the last one gave: cursors cannot be fetched ahead.
    /// Any page that fails fails the list; an item that cannot be read is named and left out.
    public func fetchAllSomes() async throws(DomainError) -> SomeListing {
        let deadline = backend.startRead("chat \(chatID)'s somes")
        var listing = SomeListing(somes: [])
        var cursor: String?
        var seenCursors = Set<String>()
        for _ in 0..<maxPages {
            var query = [URLQueryItem(name: ChatAPI.limitParameter, value: String(pageSize))]
            if let cursor { query.append(URLQueryItem(name: ChatAPI.cursorParameter, value: cursor)) }
            let response = try await backend.send(ChatAPI.listSomes.method, ChatAPI.listSomes.segments(["chat_id": chatID]), query: query,
                                                  within: deadline)
            let page = try backend.decode(ChatItemsPageOf<LenientItem<ChatItemWire>>.self, from: response,
                                          what: "a page of chat \(chatID)'s somes")
            for item in page.items {
                do {
                    listing.somes.append(try item.result(idKey: "some_id").get().some(in: zone))
                } catch {
                    listing.unreadable.append(error)
                }
            }
            guard let next = page.nextCursor else { return listing }
            guard seenCursors.insert(next).inserted else {
                throw .badResponse("the backend sent the cursor \"\(WireError.excerpt(next))\" twice for chat \(chatID); the list would never end")
            }
            cursor = next
        }
        throw .badResponse("chat \(chatID) has more than \(maxPages) pages of somes; refusing to follow more")
    }

    public func fetchSome(id: SomeID) async throws(DomainError) -> Some {
        let response = try await backend.send(ChatAPI.showSome.method, ChatAPI.showSome.segments(["chat_id": chatID, "id": id.rawValue]))
        let wire = try backend.decode(ChatItemEnvelope.self, from: response, what: "item \(id)").item
        do {
            return try wire.some(in: zone)
        } catch {
            throw error.badResponse("item \(id)")
        }
    }

    public func complete(id: SomeID, preconditions: WritePreconditions) async throws(DomainError) -> SendEffect {
        _ = try await backend.send(ChatAPI.completeSome.method, ChatAPI.completeSome.segments(["chat_id": chatID, "id": id.rawValue]),
                                   headers: [(ChatAPI.requestIDHeader, preconditions.idempotencyKey)])
        return .changed
    }

    public func fetchOther(id: OtherID) async throws(DomainError) -> Other {
        let response = try await backend.send(ChatAPI.showAttachment.method,
                                              ChatAPI.showAttachment.segments(["chat_id": chatID, "other_id": id.rawValue]))
        let attachment = try backend.decode(ChatAttachmentEnvelope.self, from: response, what: "attachment \(id)").attachment
        return Other(id: OtherID(attachment.id), name: attachment.fileName, kind: attachment.mime)
    }
}

extension ChatItemWire {
    /// Epoch seconds from 0001-01-02 to 9999-12-30 (UTC): a deadline in this range falls on a
    /// day of years 1 to 9999 in every time zone, so its `due_date` stays `YYYY-MM-DD`; anything
    /// else is a broken server.
    static let plausibleSeconds: ClosedRange<Int64> = -62_135_510_400...253_402_214_399

    /// The item as Core's `Some`, or the field that cannot be read: deadlines become the day
    /// they fall on in `zone`. A progress this build does not know is kept as sent
    /// (`.unrecognised`): a newer backend's progress is not an error.
    func some(in zone: Zone) throws(UnreadableItem) -> Some {
        let status: SomeStatus
        switch progress {
        case .todo: status = .open
        case .doing: status = .inProgress
        case .done: status = .done
        default: status = .unrecognised(progress.rawValue)
        }
        guard !someID.isEmpty else { throw UnreadableItem(id: nil, field: "some_id", problem: "is empty") }
        for (name, value) in [("deadline", deadline), ("modified", modified)] {
            if let value, !Self.plausibleSeconds.contains(value) {
                throw UnreadableItem(id: WireError.excerpt(someID), field: name, problem: "is \(value) seconds, outside years 1 to 9999")
            }
        }
        return Some(
            id: SomeID(someID), title: text, status: status, assignee: owner,
            dueDate: deadline.map { CalendarDate(Date(timeIntervalSince1970: TimeInterval($0)), in: zone) },
            otherID: linkedOther.map { OtherID($0) },
            updatedAt: Date(timeIntervalSince1970: TimeInterval(modified))
        )
    }
}
