import ActivityFeature
import ActivityFeatureStubs
import Core
import Expectations
import Foundation
import Testing

/// A few entries for the tests, newest first, relative to the stub's clock.
enum Fixture {
    static let now = ActivityFactory.referenceNow

    static func entry(_ id: String, some: SomeID?, _ kind: ActivityKind = .comment, text: String = "text", author: String = "Aiko",
                      minutesAgo: Double = 5) -> ActivityEntry {
        ActivityEntry(id: id, someID: some, kind: kind, text: text, author: author, at: now.addingTimeInterval(-minutesAgo * 60))
    }

    /// Five entries: three on some 4, one on some 1, one about the whole context.
    static let entries: [ActivityEntry] = [
        entry("5", some: "4", text: "Needs a second coat", minutesAgo: 5),
        entry("4", some: "1", .status, text: "open → in progress", author: "Ben", minutesAgo: 180),
        entry("3", some: nil, text: "Site closed on Monday", author: "Dana", minutesAgo: 60 * 25),
        entry("2", some: "4", .unrecognised("assigned"), text: "Assigned to Chen", author: "Dana", minutesAgo: 60 * 24 * 3),
        entry("1", some: "4", .created, text: "Replace the door handle", author: "Ben", minutesAgo: 60 * 24 * 45),
    ]

    static let down = DomainError.unavailable("backend at http://127.0.0.1:8080 unreachable (connection refused)",
                                              hint: "comments made now are sent once the backend is back")
}

@Suite("ActivityListViewModel", .timeLimit(.minutes(2)))
@MainActor
struct ActivityListViewModelTests {
    private func model(_ api: StubActivityAPIClient, some: SomeID? = nil) -> ActivityListViewModel {
        ActivityListViewModel(someID: some, environment: ActivityStubEnvironment(api: api))
    }

    @Test("starts loading, then shows every entry, newest first, live and complete")
    func loaded() async {
        let api = StubActivityAPIClient.listing(Fixture.entries)
        let viewModel = model(api)
        expectEqual(viewModel.state, .loading)
        await viewModel.load()
        expectEqual(viewModel.state, .loaded)
        expectEqual(viewModel.entries.map(\.id), ["5", "4", "3", "2", "1"])
        expectEqual(viewModel.freshness, .fresh)
        expectNil(viewModel.problem)
        expectEqual(api.calls, [.listActivity])
        expectEmpty(api.unexpectedCalls)
    }

    @Test("no entries is the empty state, with no problem")
    func empty() async {
        let viewModel = model(.empty)
        await viewModel.load()
        expectEqual(viewModel.state, .empty)
        expectEmpty(viewModel.entries)
        expectNil(viewModel.problem)
    }

    @Test("a failing backend is the failed state, its error the problem, and no entries")
    func failed() async {
        let api = StubActivityAPIClient.listing(Fixture.entries)
        let viewModel = model(api)
        await viewModel.load()
        api.update { $0.list = .failure(Fixture.down) }
        await viewModel.load()
        expectEqual(viewModel.state, .failed(Fixture.down))
        expectEmpty(viewModel.entries)
        expectEqual(viewModel.problem, Fixture.down)
    }

    @Test("loading again after a failure recovers")
    func recovers() async {
        let api = StubActivityAPIClient.failing(Fixture.down)
        let viewModel = model(api)
        await viewModel.load()
        expectEqual(viewModel.state, .failed(Fixture.down))
        api.update { $0.list = .success(ActivityListing(entries: Fixture.entries)) }
        await viewModel.load()
        expectEqual(viewModel.state, .loaded)
        expectNil(viewModel.problem)
        expectEqual(api.calls, [.listActivity, .listActivity])
    }

    @Test("a some's activity keeps only that some's entries, in order")
    func filtered() async {
        let viewModel = model(.listing(Fixture.entries), some: "4")
        await viewModel.load()
        expectEqual(viewModel.someID, "4")
        expectEqual(viewModel.entries.map(\.id), ["5", "2", "1"])
        expectEqual(viewModel.state, .loaded)
    }

    @Test("a some nothing happened to is the empty state, even when the context has activity")
    func filteredEmpty() async {
        let viewModel = model(.listing(Fixture.entries), some: "9")
        await viewModel.load()
        expectEqual(viewModel.state, .empty)
    }

    @Test("a cached copy is loaded, stale since when it was fetched, and its reason is the problem")
    func stale() async {
        let fetched = Fixture.now.addingTimeInterval(-3 * 3600)
        let listing = ActivityListing(entries: Fixture.entries, freshness: .stale(fetchedAt: fetched, reason: Fixture.down))
        let viewModel = model(StubActivityAPIClient(.init(list: .success(listing))))
        await viewModel.load()
        expectEqual(viewModel.state, .loaded)
        expectEqual(viewModel.freshness, .stale(fetchedAt: fetched, reason: Fixture.down))
        expectEqual(viewModel.problem, Fixture.down)
    }

    @Test("a stale copy with nothing in it is still stale: empty, with the reason as the problem")
    func staleEmpty() async {
        let listing = ActivityListing(entries: [], freshness: .stale(fetchedAt: Fixture.now, reason: Fixture.down))
        let viewModel = model(StubActivityAPIClient(.init(list: .success(listing))))
        await viewModel.load()
        expectEqual(viewModel.state, .empty)
        expectEqual(viewModel.problem, Fixture.down)
    }

    @Test("entries that could not be read make a bad-response problem naming at most three of them")
    func unreadable() async throws {
        let unreadable = (1...4).map { UnreadableItem(id: "x\($0)", field: "at", problem: "is null") }
        let viewModel = model(StubActivityAPIClient(.init(list: .success(ActivityListing(entries: Fixture.entries, unreadable: unreadable)))))
        await viewModel.load()
        expectEqual(viewModel.state, .loaded)
        expectEqual(viewModel.unreadable, unreadable)
        let problem = try #require(viewModel.problem)
        expectEqual(problem.kind, .badResponse)
        expectEqual(problem.message, "4 entries could not be read: item x1: at is null; item x2: at is null; item x3: at is null")
        expectEqual(viewModel.incompleteness, problem)
    }

    @Test("one unreadable entry is said in the singular, without an id when it has none")
    func oneUnreadable() async {
        let unreadable = [UnreadableItem(id: nil, field: "id", problem: "is missing")]
        let viewModel = model(StubActivityAPIClient(.init(list: .success(ActivityListing(entries: [], unreadable: unreadable)))))
        await viewModel.load()
        expectEqual(viewModel.state, .empty)
        expectEqual(viewModel.problem?.message, "1 entry could not be read: an item without a readable id: id is missing")
    }

    @Test("a stale copy of an incomplete activity: the reason is the problem, and it is still incomplete")
    func staleAndIncomplete() async {
        let unreadable = [UnreadableItem(id: "7", field: "at", problem: "is null")]
        let listing = ActivityListing(entries: Fixture.entries, unreadable: unreadable,
                                      freshness: .stale(fetchedAt: Fixture.now, reason: Fixture.down))
        let viewModel = model(StubActivityAPIClient(.init(list: .success(listing))))
        await viewModel.load()
        expectEqual(viewModel.problem, Fixture.down)
        expectEqual(viewModel.incompleteness?.message, "1 entry could not be read: item 7: at is null")
    }

    @Test("a stub without an answer fails loudly, naming the endpoint")
    func unexpected() async {
        let api = StubActivityAPIClient(.init())
        let viewModel = model(api)
        await viewModel.load()
        expectEqual(api.unexpectedCalls, ["ActivityFeatureAPIClient.listActivity()"])
        guard case .failed(let error) = viewModel.state else {
            Issue.record("expected the failed state, got \(viewModel.state)")
            return
        }
        expectPrefix(error.message, "stub: unexpected call to ActivityFeatureAPIClient.listActivity()")
    }

    @Test("the clock is the environment's")
    func clock() {
        let clock = FixedClock(now: Date(timeIntervalSince1970: 0))
        let viewModel = ActivityListViewModel(environment: ActivityStubEnvironment(clock: clock))
        expectEqual(viewModel.clock.now, Date(timeIntervalSince1970: 0))
    }
}
