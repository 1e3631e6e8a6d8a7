import AppHarness
import AppRuntime
@testable import ChatApp
import ChatContract
import Core
import Expectations
import Foundation
import HTTPClientLive
import Testing

/// How chat-app's adapter reads a whole list: it follows its cursors one by one, never ahead,
/// and stops by time as well as by count.
@Suite("chat-app's adapter: all pages of a list", .timeLimit(.minutes(2)))
struct ChatAdapterPagingTests {
    private func backend(_ transport: PagedTransport, clock: ImmediateClock = ImmediateClock(), timeout: Duration = .seconds(5)) -> JSONBackend {
        transport.backend(errors: ChatApp.errorFormat, clock: clock, timeout: timeout)
    }

    @Test("cursor pages are read one after another, never ahead")
    func chatSequential() async throws {
        let transport = PagedTransport(gather: 2) { query in
            let index = Int(query["cursor"] ?? "0") ?? 0
            let item = ChatItemWire(someID: "c\(index)", text: "Item \(index)", progress: .todo, modified: 1_795_165_200)
            return HTTPResponse.json(ChatItemsPage(chatID: "c-7", items: [item], nextCursor: index < 5 ? String(index + 1) : nil))
        }
        let listing = try await ChatAdapter(backend: backend(transport), chatID: "c-7", zone: .utc).fetchAllSomes()
        expectEqual(listing.somes.map(\.id.rawValue), ["c0", "c1", "c2", "c3", "c4", "c5"])
        expectEqual(transport.maxInFlight, 1)
    }

    @Test("cursors that never end stop by time: four timeouts for the whole list")
    func endlessCursorsStopByTime() async {
        let clock = ImmediateClock()
        let transport = PagedTransport(perRequest: { try? await clock.sleep(for: .milliseconds(900)) }) { query in
            let index = Int(query["cursor"] ?? "0") ?? 0
            return HTTPResponse.json(ChatItemsPage(chatID: "c-7", items: [], nextCursor: String(index + 1)))
        }
        let error = await #expect(throws: DomainError.self) {
            try await ChatAdapter(backend: backend(transport, clock: clock, timeout: .seconds(1)), chatID: "c-7", zone: .utc).fetchAllSomes()
        }
        expectEqual(error?.kind, .unavailable)
        expectEqual(error?.message, "the backend at http://127.0.0.1:9 did not send all of chat c-7's somes within 4 s (4 × --timeout)")
        expectEqual(transport.queries.count, 5)
    }
}
