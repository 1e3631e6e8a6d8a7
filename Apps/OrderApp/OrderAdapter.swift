import AppRuntime
import Core
import FoundationEssentials
import OrderContract
import ActivityFeature
import ActivityFeatureHost
import OtherFeatureHost
import SomeFeatureHost

/// App A's backend: page-numbered lists, `Authorization: Bearer`, `Idempotency-Key`, numeric ids.
public struct OrderAdapter: SomeBackend, OtherBackend, ActivityBackend {
    let backend: JSONBackend
    let orderID: String
    let pageSize = OrderAPI.defaultPerPage
    /// More pages than this is a backend bug, not a list to follow forever.
    let maxPages = 10_000

    /// Page 1, then, since it tells the page count, every other page a few at a time
    /// (``ConcurrentPages``), joined in page order. Any page that fails fails the list; an item
    /// that cannot be read is named and left out.
    public func fetchAllSomes() async throws(DomainError) -> SomeListing {
        let deadline = backend.startRead("order \(orderID)'s somes")
        let adapter = self
        // Each page's items are read into somes as the page arrives, beside the pages still on
        // their way, not all 500 after the last one.
        let pages = try await allPages("somes", totalPages: \.totalPages) { (number) async throws(DomainError) in
            let page = try await adapter.page(number, within: deadline)
            return ReadPage(totalPages: page.totalPages, items: page.somes.map { item in
                Result { () throws(UnreadableItem) -> Some in try item.result(idKey: "id").get().some() }
            })
        }
        var listing = SomeListing(somes: [])
        for item in pages.flatMap(\.items) {
            switch item {
            case .success(let some): listing.somes.append(some)
            case .failure(let unreadable): listing.unreadable.append(unreadable)
            }
        }
        return listing
    }

    /// A page's somes as read, each a some or why it could not be one, and the page count it gave.
    private struct ReadPage: Sendable {
        var totalPages: Int
        var items: [Result<Some, UnreadableItem>]
    }

    /// Page 1, then, since it tells the page count, every other page a few at a time
    /// (``ConcurrentPages``), in page order. Any page that fails fails the whole read.
    func allPages<Page: Sendable>(_ what: String, totalPages: @escaping @Sendable (Page) -> Int,
                                  page: @escaping @Sendable (Int) async throws(DomainError) -> Page) async throws(DomainError) -> [Page] {
        let first = try await page(1)
        var pages = [first]
        var known = totalPages(first)
        while known > pages.count {
            guard known <= maxPages else {
                throw .badResponse("the backend says order \(orderID) has \(known) pages of \(what); refusing more than \(maxPages)")
            }
            pages += try await ConcurrentPages.fetch(Array(pages.count + 1...known), page)
            // A list that grew while it was read says so on its later pages: read those too.
            known = max(known, pages.map(totalPages).max() ?? known)
        }
        return pages
    }

    /// One page, checked to be the page asked for.
    func page(_ number: Int, within deadline: ReadDeadline) async throws(DomainError) -> OrderSomesPageOf<LenientItem<OrderSomeWire>> {
        let response = try await backend.send(OrderAPI.listSomes.method, OrderAPI.listSomes.segments(["order_id": orderID]), query: [
            URLQueryItem(name: OrderAPI.pageParameter, value: String(number)),
            URLQueryItem(name: OrderAPI.perPageParameter, value: String(pageSize)),
        ], within: deadline)
        let body = try backend.decode(OrderSomesPageOf<LenientItem<OrderSomeWire>>.self, from: response,
                                      what: "page \(number) of order \(orderID)'s somes")
        guard body.page == number else {
            throw .badResponse("asked the backend for page \(number) of order \(orderID)'s somes and got page \(body.page)")
        }
        return body
    }

    public func fetchSome(id: SomeID) async throws(DomainError) -> Some {
        let response = try await backend.send(OrderAPI.showSome.method, OrderAPI.showSome.segments(["order_id": orderID, "id": id.rawValue]))
        let wire = try backend.decode(OrderSomeEnvelope.self, from: response, what: "some \(id)").some
        do {
            return try wire.some()
        } catch {
            throw error.badResponse("some \(id)")
        }
    }

    public func complete(id: SomeID, preconditions: WritePreconditions) async throws(DomainError) -> SendEffect {
        _ = try await backend.send(OrderAPI.completeSome.method, OrderAPI.completeSome.segments(["order_id": orderID, "id": id.rawValue]),
                                   body: backend.encode(OrderSomePatch.done),
                                   headers: [(OrderAPI.idempotencyKeyHeader, preconditions.idempotencyKey)])
        return .changed
    }

    public func fetchOther(id: OtherID) async throws(DomainError) -> Other {
        let response = try await backend.send(OrderAPI.showOther.method, OrderAPI.showOther.segments(["order_id": orderID, "other_id": id.rawValue]))
        let other = try backend.decode(OrderOtherEnvelope.self, from: response, what: "other \(id)").other
        return Other(id: OtherID(String(other.id)), name: other.name, kind: other.kind)
    }
}

extension OrderSomeWire {
    /// The some as Core's `Some`, or the field that cannot be read. A state this build does not
    /// know is kept as sent (`.unrecognised`): a newer backend's state is not an error.
    func some() throws(UnreadableItem) -> Some {
        let status: SomeStatus
        switch state {
        case .open: status = .open
        case .inProgress: status = .inProgress
        case .done: status = .done
        default: status = .unrecognised(state.rawValue)
        }
        var due: CalendarDate?
        if let dueOn {
            guard let day = CalendarDate(iso: dueOn) else { throw unreadable("due_on", "\(WireError.quoted(dueOn)) is not a YYYY-MM-DD date") }
            due = day
        }
        guard let updated = ISO8601.date(from: updatedAt) else {
            throw unreadable("updated_at", "\(WireError.quoted(updatedAt)) is not an ISO-8601 time")
        }
        return Some(id: SomeID(String(id)), title: title, status: status, assignee: assignee?.name,
                    dueDate: due, otherID: otherID.map { OtherID(String($0)) }, updatedAt: updated)
    }

    private func unreadable(_ field: String, _ problem: String) -> UnreadableItem {
        UnreadableItem(id: String(id), field: field, problem: problem)
    }
}
