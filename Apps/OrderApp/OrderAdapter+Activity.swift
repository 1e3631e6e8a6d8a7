import ActivityFeature
import ActivityFeatureHost
import AppRuntime
import Core
import FoundationEssentials
import OrderContract

/// App A's activity: page-numbered like its somes, fetched the same way; comments posted with
/// `Idempotency-Key`.
extension OrderAdapter {
    public func fetchAllActivity() async throws(DomainError) -> ActivityListing {
        let deadline = backend.startRead("order \(orderID)'s activity")
        let adapter = self
        let pages = try await allPages("activity", totalPages: \.totalPages) { (number) async throws(DomainError) in
            try await adapter.activityPage(number, within: deadline)
        }
        var listing = ActivityListing(entries: [])
        // Pages are read at once, newest first: an entry that arrived meanwhile pushes one down a
        // page, and it is read twice. The first copy stays.
        var seen = Set<String>()
        for item in pages.flatMap(\.activity) {
            do {
                let entry = try item.result(idKey: "id").get().entry()
                guard seen.insert(entry.id).inserted else { continue }
                listing.entries.append(entry)
            } catch {
                listing.unreadable.append(error)
            }
        }
        return listing
    }

    /// One page of activity, checked to be the page asked for.
    func activityPage(_ number: Int, within deadline: ReadDeadline) async throws(DomainError)
        -> OrderActivityPageOf<LenientItem<OrderActivityWire>>
    {
        let response = try await backend.send(OrderAPI.listActivity.method, OrderAPI.listActivity.segments(["order_id": orderID]), query: [
            URLQueryItem(name: OrderAPI.pageParameter, value: String(number)),
            URLQueryItem(name: OrderAPI.perPageParameter, value: String(pageSize)),
        ], within: deadline)
        let body = try backend.decode(OrderActivityPageOf<LenientItem<OrderActivityWire>>.self, from: response,
                                      what: "page \(number) of order \(orderID)'s activity")
        guard body.page == number else {
            throw .badResponse("asked the backend for page \(number) of order \(orderID)'s activity and got page \(body.page)")
        }
        return body
    }

    public func postComment(on someID: SomeID, text: String, idempotencyKey: String) async throws(DomainError) {
        _ = try await backend.send(OrderAPI.postComment.method,
                                   OrderAPI.postComment.segments(["order_id": orderID, "some_id": someID.rawValue]),
                                   body: backend.encode(OrderCommentBody(text: text)),
                                   headers: [(OrderAPI.idempotencyKeyHeader, idempotencyKey)])
    }
}

extension OrderActivityWire {
    /// The entry as ActivityFeature's type, or the field that cannot be read. A kind this build
    /// does not know is kept as sent.
    func entry() throws(UnreadableItem) -> ActivityEntry {
        guard let when = ISO8601.date(from: at) else {
            throw UnreadableItem(id: String(id), field: "at", problem: "\(WireError.quoted(at)) is not an ISO-8601 time")
        }
        return ActivityEntry(id: String(id), someID: someID.map { SomeID(String($0)) }, kind: ActivityKind(kind), text: text,
                             author: author, at: when)
    }
}
