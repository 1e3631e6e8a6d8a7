import AppRuntime
import Core
import Foundation

/// App A's backend: orders, page-numbered lists, `Authorization: Bearer`, `Idempotency-Key`.
struct OrderAPIAdapter: BackendAdapter {
    let backend: JSONBackend
    let orderID: String
    let pageSize = 50
    /// More pages than this is a backend bug, not a list to follow forever.
    let maxPages = 10_000

    func fetchAllSomes() async throws(DomainError) -> [Some] {
        var somes: [Some] = []
        var page = 1
        while true {
            let data = try await backend.send("GET", ["order", orderID, "somes"], query: [
                URLQueryItem(name: "page", value: String(page)), URLQueryItem(name: "per_page", value: String(pageSize)),
            ])
            let body = try backend.decode(OrderWire.Page.self, from: data, what: "page \(page) of order \(orderID)'s somes")
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

    func fetchSome(id: SomeID) async throws(DomainError) -> Some {
        let data = try await backend.send("GET", ["order", orderID, "somes", id.rawValue])
        return try backend.decode(OrderWire.One.self, from: data, what: "some \(id)").some.some()
    }

    func complete(id: SomeID, idempotencyKey: String) async throws(DomainError) {
        _ = try await backend.send("PATCH", ["order", orderID, "somes", id.rawValue],
                                   body: Data(#"{"state":"done"}"#.utf8),
                                   headers: [("Idempotency-Key", idempotencyKey)])
    }

    func fetchOther(id: OtherID) async throws(DomainError) -> Other {
        let data = try await backend.send("GET", ["order", orderID, "others", id.rawValue])
        let other = try backend.decode(OrderWire.OtherEnvelope.self, from: data, what: "other \(id)").other
        return Other(id: OtherID(String(other.id)), name: other.name, kind: other.kind)
    }
}
