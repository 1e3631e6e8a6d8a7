import AppRuntime
import Core
import FoundationEssentials
import SomeFeatureHost
import TicketContract

/// The tickets backend mapped to Core: pages follow the `Link` header (same origin only), list
/// bodies are bare arrays. A ticket's link is not read: this app shows nothing linked.
public struct TicketAdapter: SomeBackend {
    let backend: JSONBackend
    let board: String

    public func fetchAllSomes() async throws(DomainError) -> SomeListing {
        let deadline = backend.startRead("board \(board)'s tickets")
        var response = try await backend.send("GET", TicketAPI.tickets(board: board), within: deadline)
        var listing = SomeListing(somes: [])
        for page in 1...1_000 {
            let tickets = try backend.decode([LenientItem<TicketWire>].self, from: response, what: "page \(page) of board \(board)'s tickets")
            for ticket in tickets {
                do {
                    listing.somes.append(try ticket.result(idKey: "id").get().some())
                } catch {
                    listing.unreadable.append(error)
                }
            }
            guard let next = LinkHeader.target(rel: "next", in: response.headers.values("link")) else { return listing }
            response = try await backend.send("GET", link: next, within: deadline)
        }
        throw .badResponse("board \(board) has more than 1000 pages of tickets; refusing to follow more")
    }

    public func fetchSome(id: SomeID) async throws(DomainError) -> Some {
        let response = try await backend.send("GET", TicketAPI.ticket(board: board, id: id.rawValue))
        let ticket = try backend.decode(TicketWire.self, from: response, what: "ticket \(id)")
        do {
            return try ticket.some()
        } catch {
            throw error.badResponse("ticket \(id)")
        }
    }

    public func complete(id: SomeID, preconditions: WritePreconditions) async throws(DomainError) -> SendEffect {
        _ = try await backend.send("POST", TicketAPI.resolve(board: board, id: id.rawValue),
                                   headers: [(TicketAPI.requestKeyHeader, preconditions.idempotencyKey)])
        return .changed
    }
}

extension TicketWire {
    /// The ticket as a some; a status this app does not know is kept as sent.
    func some() throws(UnreadableItem) -> Some {
        let states: [String: SomeStatus] = ["new": .open, "active": .inProgress, "resolved": .done]
        guard let changed = ISO8601.date(from: changedAt) else {
            throw UnreadableItem(id: id, field: "changed_at", problem: "is not ISO-8601")
        }
        var dueDate: CalendarDate?
        if let due {
            guard let day = CalendarDate(iso: due) else { throw UnreadableItem(id: id, field: "due", problem: "is not YYYY-MM-DD") }
            dueDate = day
        }
        return Some(id: SomeID(id), title: summary, status: states[status] ?? .unrecognised(status), assignee: owner,
                    dueDate: dueDate, otherID: nil, updatedAt: changed)
    }
}
