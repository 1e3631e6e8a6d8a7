import Core
import Expectations
import Foundation
import SomeFeature
import SomeFeatureStubs
import Testing

/// What the list does with what a newer or broken backend sends: a status it does not know is
/// shown as sent and marked; items that cannot be read are named while the others are shown.
@Suite("SomeListScreen with unrecognised statuses and unreadable items", .timeLimit(.minutes(2)))
@MainActor
struct IncompleteListTests {
    private let options = RenderOptions(width: 80, color: false)
    private let now = SomeFactory.referenceNow

    private func screen(_ listing: SomeListing) async -> SomeListScreen {
        let environment = StubEnvironment(api: StubSomeAPIClient(.init(list: .success(listing))))
        let screen = SomeListScreen(viewModel: SomeListViewModel(environment: environment))
        await screen.load()
        return screen
    }

    private var somes: [Some] {
        [
            Some(id: "1", title: "Measure", status: .open, updatedAt: now),
            Some(id: "2", title: "Wait for the glass", status: .unrecognised("blocked"), updatedAt: now),
        ]
    }

    @Test("a status this build does not know is shown as sent, marked, and explained above the table")
    func unrecognisedStatusShown() async {
        let screen = await screen(SomeListing(somes: somes))
        expectEqual(screen.render(options), """
            Somes · 2 somes
            ? marks a status this version does not know, shown as sent: “blocked”

              ID  STATUS      TITLE               DUE  ASSIGNEE
            ───────────────────────────────────────────────────
              1   [open]      Measure             —    —
              2   [blocked?]  Wait for the glass  —    —
            """)
        expectNil(screen.problem)
        let json = JSONValue.object(SomeDocuments.list(screen.viewModel)).text(pretty: false)
        expectContains(json, #""status":"blocked","status_recognised":false"#)
        expectNotContains(json, "unreadable")
    }

    @Test("a list without unrecognised statuses has no note about them")
    func noNoteWhenAllKnown() async {
        let screen = await screen(SomeListing(somes: [somes[0]]))
        expectNotContains(screen.render(options), "marks a status")
    }

    @Test("an escape sequence in an unrecognised status never reaches the terminal, and a long one is cut")
    func hostileStatus() async {
        let hostile = Some(id: "3", title: "t", status: .unrecognised("\u{1B}[2Jwipe" + String(repeating: "x", count: 200)), updatedAt: now)
        let text = await screen(SomeListing(somes: [hostile])).render(options)
        #expect(!text.contains("\u{1B}"))
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }

    @Test("unreadable items are named above the readable ones, and the screen's problem is bad data")
    func unreadableNamed() async throws {
        let unreadable = [
            UnreadableItem(id: "7", field: "title", problem: "is null"),
            UnreadableItem(id: nil, field: "id", problem: "is missing"),
        ]
        let screen = await screen(SomeListing(somes: somes, unreadable: unreadable))
        expectEqual(screen.render(options), """
            Somes · 2 somes
            ✗ Incomplete: 2 items of the list could not be read and are not shown: item 7:
              title is null; an item without a readable id: id is missing
              → the other items are shown; tell whoever runs the backend which items these
                are
            ? marks a status this version does not know, shown as sent: “blocked”

              ID  STATUS      TITLE               DUE  ASSIGNEE
            ───────────────────────────────────────────────────
              1   [open]      Measure             —    —
              2   [blocked?]  Wait for the glass  —    —
            """)
        let problem = try #require(screen.problem)
        expectEqual(problem.kind, .badResponse)
        let json = SomeDocuments.list(screen.viewModel)
        expectEqual(json["unreadable"], .array(unreadable.map { JSONValue(encoding: $0) }))
        expectEqual(json["somes"].map { if case .array(let somes) = $0 { somes.count } else { 0 } }, 2)
    }

    @Test("more than three unreadable items: three are named, the rest counted")
    func manyUnreadable() async throws {
        let unreadable = (1...5).map { UnreadableItem(id: String($0), field: "due_on", problem: "is not a date") }
        let screen = await screen(SomeListing(somes: somes, unreadable: unreadable))
        let message = try #require(screen.viewModel.incompleteness?.message)
        expectEqual(message, "5 items of the list could not be read and are not shown: item 1: due_on is not a date; item 2: due_on is not a date; item 3: due_on is not a date; and 2 more")
    }

    @Test("only unreadable items: the empty state still says the list is incomplete")
    func onlyUnreadable() async {
        let screen = await screen(SomeListing(somes: [], unreadable: [UnreadableItem(id: "1", field: "title", problem: "is null")]))
        expectEqual(screen.viewModel.state, .empty)
        expectEqual(screen.render(options), """
            Somes
            ✗ Incomplete: 1 item of the list could not be read and is not shown: item 1:
              title is null
              → the other items are shown; tell whoever runs the backend which items these
                are
            ∅ Nothing here yet.
              Somes added to this context will appear here.
            """)
        expectEqual(screen.problem?.kind, .badResponse)
    }

    @Test("a cached copy of an incomplete list: the stale reason is the problem, and both are shown")
    func staleAndIncomplete() async {
        let down = DomainError.unavailable("backend unreachable")
        let listing = SomeListing(somes: somes, unreadable: [UnreadableItem(id: "7", field: "title", problem: "is null")],
                                  freshness: .stale(fetchedAt: now.addingTimeInterval(-60), reason: down))
        let screen = await screen(listing)
        expectEqual(screen.problem, down)
        let text = screen.render(options)
        expectContains(text, "Offline: showing the list cached")
        expectContains(text, "Incomplete: 1 item")
        let json = SomeDocuments.list(screen.viewModel)
        #expect(json["stale"] == .bool(true) && json["live"] == .bool(false))
        expectEqual(json["reason"]?.members["kind"], .string(down.kind.rawValue))
        expectEqual(json["unreadable"].map { if case .array(let items) = $0 { items.count } else { 0 } }, 1)
    }

    @Test("an unrecognised status can still be completed, and filtering by a known status leaves it out")
    func completeAndFilter() async {
        let environment = StubEnvironment(api: StubSomeAPIClient(.init(list: .success(SomeListing(somes: somes)), complete: .applied)))
        let model = SomeListViewModel(environment: environment)
        await model.load()
        model.statusFilter = .open
        expectEqual(model.visibleSomes.map(\.id), ["1"])
        await model.complete("2")
        expectEqual(model.somes.first { $0.id == "2" }?.status, .done)
    }
}
