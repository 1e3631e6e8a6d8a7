import AppRuntime
import Core
import FeatureHosts
import Foundation
import TicketContract

/// App C's backend mapped to Core: pages follow the `Link` header (same origin only), list
/// bodies are bare arrays.
public struct TicketAdapter: SomeBackend, OtherBackend {
    let backend: JSONBackend
    let board: String

    public func fetchAllSomes() async throws(DomainError) -> [Some] {
        var response = try await backend.send("GET", TicketAPI.tickets(board: board))
        var somes: [Some] = []
        for page in 1...1_000 {
            let tickets = try backend.decode([TicketWire].self, from: response, what: "page \(page) of board \(board)'s tickets")
            somes += try tickets.map { ticket throws(DomainError) in try ticket.some() }
            guard let next = LinkHeader.target(rel: "next", in: response.headers.values("link")) else { return somes }
            response = try await backend.send("GET", link: next)
        }
        throw .badResponse("board \(board) has more than 1000 pages of tickets; refusing to follow more")
    }

    public func fetchSome(id: SomeID) async throws(DomainError) -> Some {
        let response = try await backend.send("GET", TicketAPI.ticket(board: board, id: id.rawValue))
        return try backend.decode(TicketWire.self, from: response, what: "ticket \(id)").some()
    }

    public func complete(id: SomeID, idempotencyKey: String) async throws(DomainError) {
        _ = try await backend.send("POST", TicketAPI.resolve(board: board, id: id.rawValue),
                                   headers: [(TicketAPI.requestKeyHeader, idempotencyKey)])
    }

    public func fetchOther(id: OtherID) async throws(DomainError) -> Other {
        let response = try await backend.send("GET", TicketAPI.link(board: board, id: id.rawValue))
        let link = try backend.decode(TicketLinkWire.self, from: response, what: "link \(id)")
        return Other(id: OtherID(link.id), name: link.label, kind: link.type)
    }
}

extension TicketWire {
    func some() throws(DomainError) -> Some {
        let states: [String: SomeStatus] = ["new": .open, "active": .inProgress, "resolved": .done]
        guard let state = states[status] else { throw .badResponse("ticket \(id) has an unknown status \"\(status)\"") }
        guard let changed = ISO8601.date(from: changedAt) else { throw .badResponse("ticket \(id) has a changed_at that is not ISO-8601") }
        let dueDate = try due.map { (text) throws(DomainError) -> CalendarDate in
            guard let day = CalendarDate(iso: text) else { throw .badResponse("ticket \(id) has a due date that is not YYYY-MM-DD") }
            return day
        }
        return Some(id: SomeID(id), title: summary, status: state, assignee: owner, dueDate: dueDate,
                    otherID: linkID.map { OtherID($0) }, updatedAt: changed)
    }
}
