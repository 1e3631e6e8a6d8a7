import AppRuntime
import Core
import FeatureHosts
import Foundation
import OrderContract

/// App A's backend: page-numbered lists, `Authorization: Bearer`, `Idempotency-Key`, numeric ids.
public struct OrderAdapter: SomeBackend, OtherBackend {
    let backend: JSONBackend
    let orderID: String
    let pageSize = OrderAPI.defaultPerPage
    /// More pages than this is a backend bug, not a list to follow forever.
    let maxPages = 10_000

    public func fetchAllSomes() async throws(DomainError) -> [Some] {
        var somes: [Some] = []
        var page = 1
        while true {
            let response = try await backend.send(OrderAPI.listSomes.method, OrderAPI.listSomes.segments(["order_id": orderID]), query: [
                URLQueryItem(name: OrderAPI.pageParameter, value: String(page)),
                URLQueryItem(name: OrderAPI.perPageParameter, value: String(pageSize)),
            ])
            let body = try backend.decode(OrderSomesPage.self, from: response, what: "page \(page) of order \(orderID)'s somes")
            guard body.page == page else {
                throw .badResponse("asked the backend for page \(page) of order \(orderID)'s somes and got page \(body.page)")
            }
            somes += try body.somes.map { item throws(DomainError) in try item.some() }
            guard body.totalPages > page else { break }
            guard body.totalPages <= maxPages else {
                throw .badResponse("the backend says order \(orderID) has \(body.totalPages) pages of somes; refusing more than \(maxPages)")
            }
            page += 1
        }
        return somes
    }

    public func fetchSome(id: SomeID) async throws(DomainError) -> Some {
        let response = try await backend.send(OrderAPI.showSome.method, OrderAPI.showSome.segments(["order_id": orderID, "id": id.rawValue]))
        return try backend.decode(OrderSomeEnvelope.self, from: response, what: "some \(id)").some.some()
    }

    public func complete(id: SomeID, idempotencyKey: String) async throws(DomainError) {
        _ = try await backend.send(OrderAPI.completeSome.method, OrderAPI.completeSome.segments(["order_id": orderID, "id": id.rawValue]),
                                   body: backend.encode(OrderSomePatch.done),
                                   headers: [(OrderAPI.idempotencyKeyHeader, idempotencyKey)])
    }

    public func fetchOther(id: OtherID) async throws(DomainError) -> Other {
        let response = try await backend.send(OrderAPI.showOther.method, OrderAPI.showOther.segments(["order_id": orderID, "other_id": id.rawValue]))
        let other = try backend.decode(OrderOtherEnvelope.self, from: response, what: "other \(id)").other
        return Other(id: OtherID(String(other.id)), name: other.name, kind: other.kind)
    }
}

extension OrderSomeWire {
    /// The some as Core's `Some`, or an error naming the field that is wrong.
    func some() throws(DomainError) -> Some {
        let status: SomeStatus
        switch state {
        case .open: status = .open
        case .inProgress: status = .inProgress
        case .done: status = .done
        default:
            throw .badResponse("some \(id) has an unknown state \"\(state.rawValue)\" (expected open, in_progress or done)")
        }
        var due: CalendarDate?
        if let dueOn {
            guard let day = CalendarDate(iso: dueOn) else { throw .badResponse("some \(id) has a due_on \"\(dueOn)\" that is not YYYY-MM-DD") }
            due = day
        }
        guard let updated = ISO8601.date(from: updatedAt) else {
            throw .badResponse("some \(id) has an updated_at \"\(updatedAt)\" that is not ISO-8601")
        }
        return Some(id: SomeID(String(id)), title: title, status: status, assignee: assignee?.name,
                    dueDate: due, otherID: otherID.map { OtherID(String($0)) }, updatedAt: updated)
    }
}
