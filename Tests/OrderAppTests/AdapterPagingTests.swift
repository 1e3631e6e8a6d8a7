import AppRuntime
import AppHarness
import Core
import Expectations
import Foundation
import HTTPClientLive
@testable import OrderApp
import OrderContract
import Testing

/// How order-app's adapter reads a whole list: it fetches the pages after the first a few at a
/// time once it knows how many there are, stops by time as well as by count, and names an
/// unreadable item while keeping the others.
@Suite("order-app's adapter: all pages of a list", .timeLimit(.minutes(2)))
struct AdapterPagingTests {
    static let updated = "2026-11-20T09:00:00Z"

    private func backend(_ transport: PagedTransport, clock: ImmediateClock = ImmediateClock(), timeout: Duration = .seconds(5)) -> JSONBackend {
        transport.backend(errors: OrderApp.errorFormat, clock: clock, timeout: timeout)
    }

    /// Page `number` of `total`, two somes each: ids `2n-1` and `2n`.
    static func orderPage(_ number: Int, of total: Int) -> Result<HTTPResponse, DomainError> {
        let somes = [2 * number - 1, 2 * number].map {
            OrderSomeWire(id: $0, title: "Some \($0)", state: .open, updatedAt: updated)
        }
        return HTTPResponse.json(OrderSomesPage(order: nil, somes: somes, page: number, totalPages: total))
    }

    @Test("ten pages: page 1 first, then the other nine all at once, joined in page order")
    func tenPages() async throws {
        let transport = PagedTransport(gather: 9) { query in Self.orderPage(Int(query["page"] ?? "") ?? 0, of: 10) }
        let listing = try await OrderAdapter(backend: backend(transport), orderID: "42").fetchAllSomes()
        expectEqual(listing.somes.map(\.id.rawValue), (1...20).map(\.description))
        #expect(listing.isComplete)
        expectEqual(transport.queries.first?["page"], "1")
        let pages: [Int] = transport.queries.compactMap { query in query["page"].flatMap { Int($0) } }
        expectEqual(pages.sorted(), Array(1...10))
        expectEqual(transport.maxInFlight, 9)
    }

    @Test("forty pages: never more than sixteen in flight")
    func fortyPages() async throws {
        let transport = PagedTransport(gather: ConcurrentPages.defaultWidth) { query in Self.orderPage(Int(query["page"] ?? "") ?? 0, of: 40) }
        let listing = try await OrderAdapter(backend: backend(transport), orderID: "42").fetchAllSomes()
        expectEqual(listing.somes.map(\.id.rawValue), (1...80).map(\.description))
        expectEqual(ConcurrentPages.defaultWidth, 16)
        expectEqual(transport.maxInFlight, 16)
    }

    @Test("any page that fails fails the whole list: no partial list")
    func onePageFails() async {
        let failure = DomainError.unavailable("backend at http://127.0.0.1:9 answered 503 Service Unavailable")
        let transport = PagedTransport(gather: 4) { query in
            query["page"] == "6" ? .failure(failure) : Self.orderPage(Int(query["page"] ?? "") ?? 0, of: 10)
        }
        await #expect(throws: failure) { try await OrderAdapter(backend: backend(transport), orderID: "42").fetchAllSomes() }
    }

    @Test("a page that answers as another page is bad data")
    func wrongPage() async {
        let transport = PagedTransport { query in Self.orderPage(query["page"] == "3" ? 2 : Int(query["page"] ?? "") ?? 0, of: 4) }
        await #expect(throws: DomainError.badResponse("asked the backend for page 3 of order 42's somes and got page 2")) {
            try await OrderAdapter(backend: backend(transport), orderID: "42").fetchAllSomes()
        }
    }

    @Test("a list that grows while it is read: the pages a later page announces are read too")
    func grows() async throws {
        let transport = PagedTransport { query in
            let number = Int(query["page"] ?? "") ?? 0
            return Self.orderPage(number, of: number == 1 ? 2 : 3)
        }
        let listing = try await OrderAdapter(backend: backend(transport), orderID: "42").fetchAllSomes()
        expectEqual(listing.somes.count, 6)
    }

    @Test("more pages than the adapter follows is bad data, found from page 1 alone")
    func tooManyPages() async {
        let transport = PagedTransport(answer: { _ in Self.orderPage(1, of: 10_001) })
        await #expect(throws: DomainError.badResponse("the backend says order 42 has 10001 pages of somes; refusing more than 10000")) {
            try await OrderAdapter(backend: backend(transport), orderID: "42").fetchAllSomes()
        }
        expectEqual(transport.queries.count, 1)
    }

    @Test("an unreadable some on one page is named; the others on every page are kept")
    func unreadableOnAPage() async throws {
        let transport = PagedTransport { query in
            guard query["page"] == "2" else { return Self.orderPage(Int(query["page"] ?? "") ?? 0, of: 3) }
            return HTTPResponse.body("""
            {"somes":[{"id":3,"title":null,"state":"open","updated_at":"\(Self.updated)"},
                      {"id":4,"title":"Four","state":"blocked","due_on":"2026-02-30","updated_at":"\(Self.updated)"},
                      {"id":30,"title":"Thirty","state":"blocked","updated_at":"\(Self.updated)"}],
             "page":2,"total_pages":3}
            """)
        }
        let listing = try await OrderAdapter(backend: backend(transport), orderID: "42").fetchAllSomes()
        expectEqual(listing.somes.map(\.id.rawValue), ["1", "2", "30", "5", "6"])
        expectEqual(listing.unreadable, [
            UnreadableItem(id: "3", field: "title", problem: "is null"),
            UnreadableItem(id: "4", field: "due_on", problem: #""2026-02-30" is not a YYYY-MM-DD date"#),
        ])
        expectEqual(listing.somes.first { $0.id == "30" }?.status, .unrecognised("blocked"))
    }
}

/// The same in-memory transport sees a write whole: what order-app's adapter sends to complete a
/// some, as its contract says.
@Suite("order-app's adapter: a write on the in-memory transport", .timeLimit(.minutes(2)))
struct AdapterWriteTests {
    @Test("complete is one PATCH of the some's path with the idempotency key and a done body; a 409's body reaches the caller")
    func complete() async throws {
        let transport = PagedTransport(answering: { request in
            request.headers.contains { $0.name == OrderAPI.idempotencyKeyHeader && $0.value == "k-2" }
                ? .success(HTTPResponse(status: 409, body: Data(#"{"error":"conflict","message":"order 42 is closed"}"#.utf8)))
                : .success(HTTPResponse(status: 200, body: Data("{}".utf8)))
        })
        let adapter = OrderAdapter(backend: transport.backend(errors: OrderApp.errorFormat), orderID: "42")
        expectEqual(try await adapter.complete(id: SomeID("7"), preconditions: WritePreconditions(idempotencyKey: "k-1")), .changed)
        let sent = try #require(transport.requests.first)
        expectEqual(sent.method, "PATCH")
        expectEqual(sent.url.path, "/order/42/somes/7")
        expectEqual(sent.headers.first { $0.name == OrderAPI.idempotencyKeyHeader }?.value, "k-1")
        let body = try JSONValue(parsing: sent.body ?? Data())
        expectEqual(body.members["state"], .string("done"), "\(body)")

        do {
            _ = try await adapter.complete(id: SomeID("8"), preconditions: WritePreconditions(idempotencyKey: "k-2"))
            Issue.record("a 409 was taken as applied")
        } catch {
            expectEqual(error.status, 409)
            expectContains(String(decoding: error.body, as: UTF8.self), "order 42 is closed")
        }
        expectEqual(transport.requests.count, 2)
    }
}
