import Core
import Expectations
import Foundation
import SomeFeature
import SomeFeatureStubs
import StubKit
import Testing

@Suite("SomeListViewModel", .timeLimit(.minutes(2)))
@MainActor
struct SomeListViewModelTests {
    let unreachable = DomainError.unavailable("backend unreachable (connection refused)", hint: "run sync later")

    private func somes(_ specs: [(String, SomeStatus, String?)]) -> [Some] {
        specs.map { Some(id: SomeID($0.0), title: "Title \($0.0)", status: $0.1, dueDate: $0.2.flatMap(CalendarDate.init(iso:)), updatedAt: SomeFactory.referenceNow) }
    }

    private func environment(_ list: [Some], complete: StubSomeAPIClient.Completion? = nil, seen: Set<SomeID>? = nil) -> StubEnvironment {
        StubEnvironment(
            api: StubSomeAPIClient(.init(list: .success(SomeListing(somes: list)), complete: complete)),
            store: InMemorySomeStore(seen: seen)
        )
    }

    @Test("starts loading, then shows the list sorted not-done first, by due date, undated last")
    func loadsAndSorts() async {
        let env = environment(somes([("1", .done, "2026-11-01"), ("2", .open, nil), ("3", .open, "2026-11-25"), ("4", .inProgress, "2026-11-21")]))
        let model = SomeListViewModel(environment: env)
        expectEqual(model.state, .loading)
        await model.load()
        expectEqual(model.state, .loaded)
        expectEqual(model.visibleSomes.map(\.id), ["4", "3", "2", "1"])
        expectEmpty(env.api.unexpectedCalls)
    }

    @Test("an empty context is the empty state, not an error")
    func empty() async {
        let model = SomeListViewModel(environment: StubEnvironment(api: .empty))
        await model.load()
        expectEqual(model.state, .empty)
    }

    @Test("a failing backend is the failed state carrying the error")
    func failed() async {
        let model = SomeListViewModel(environment: StubEnvironment(api: .failing(unreachable)))
        await model.load()
        expectEqual(model.state, .failed(unreachable))
        expectEmpty(model.visibleSomes)
    }

    @Test("a cached listing is loaded but marked stale with its age and reason")
    func stale() async throws {
        let fetched = SomeFactory.referenceNow.addingTimeInterval(-3 * 3600)
        let env = StubEnvironment(api: StubSomeAPIClient(.init(list: .success(SomeListing(
            somes: somes([("1", .open, nil)]), freshness: .stale(fetchedAt: fetched, reason: unreachable))))))
        let model = SomeListViewModel(environment: env)
        await model.load()
        expectEqual(model.state, .loaded)
        let stale = try #require(model.staleSince)
        expectEqual(stale.fetchedAt, fetched)
        expectEqual(stale.reason, unreachable)
        let document = SomeDocuments.list(model)
        expectEqual(document["stale"], .bool(true))
        expectEqual(document["fetched_at"], .string(ISO8601.string(from: fetched)))
    }

    @Test("the kept list shows at once, marked as refreshing with when it was fetched; the live list replaces it and the mark goes")
    func keptThenLive() async throws {
        let fetched = SomeFactory.referenceNow.addingTimeInterval(-5 * 60)
        let env = StubEnvironment(api: StubSomeAPIClient(.init(
            list: .success(SomeListing(somes: somes([("1", .done, nil), ("2", .open, nil), ("3", .open, nil)]))),
            kept: (SomeListing(somes: somes([("1", .open, nil), ("2", .open, nil)])), fetched))))
        let model = SomeListViewModel(environment: env)
        #expect(await model.showKept())
        expectEqual(model.state, .loaded)
        expectEqual(model.refreshingSince, fetched)
        expectNil(model.staleSince)
        expectEqual(model.somes.map(\.id), ["1", "2"])
        expectEmpty(env.api.calls, "showing the kept list asks the backend nothing")
        let screen = SomeListScreen(viewModel: model)
        expectContains(screen.render(RenderOptions(width: 80, color: false)), "Refreshing… showing the list fetched 5 min ago")
        await model.load()
        expectNil(model.refreshingSince)
        expectEqual(model.somes.map(\.id), ["1", "2", "3"])
        expectEqual(model.somes.first?.status, .done)
        expectNotContains(screen.render(RenderOptions(width: 80, color: false)), "Refreshing")
    }

    @Test("a refresh that cannot reach the backend after the kept list keeps it on screen, marked as the cached copy with why")
    func keptThenUnreachable() async throws {
        let fetched = SomeFactory.referenceNow.addingTimeInterval(-2 * 3600)
        let env = StubEnvironment(api: StubSomeAPIClient(.init(
            list: .failure(unreachable), kept: (SomeListing(somes: somes([("1", .open, nil)])), fetched))))
        let model = SomeListViewModel(environment: env)
        #expect(await model.showKept())
        await model.load()
        expectEqual(model.state, .loaded)
        expectEqual(model.somes.map(\.id), ["1"])
        expectNil(model.refreshingSince)
        let stale = try #require(model.staleSince)
        expectEqual(stale.fetchedAt, fetched)
        expectEqual(stale.reason, unreachable)
        let screen = SomeListScreen(viewModel: model)
        expectEqual(screen.problem, unreachable)
        expectContains(screen.render(RenderOptions(width: 100, color: false)), "Offline: showing the list cached 2 h ago. backend unreachable")
    }

    @Test("any other failure of that refresh (a refused token) is the failed state, as without a kept list")
    func keptThenRefused() async {
        let refused = DomainError(.unauthorized, "the backend refused the token", hint: "check ORDER_APP_TOKEN")
        let env = StubEnvironment(api: StubSomeAPIClient(.init(
            list: .failure(refused), kept: (SomeListing(somes: somes([("1", .open, nil)])), SomeFactory.referenceNow))))
        let model = SomeListViewModel(environment: env)
        #expect(await model.showKept())
        await model.load()
        expectEqual(model.state, .failed(refused))
        expectEmpty(model.somes)
        expectNil(model.staleSince)
        expectNil(model.refreshingSince)
    }

    @Test("with nothing kept, showKept says so and leaves the list loading; a load that fails then is the failed state")
    func nothingKept() async {
        let model = SomeListViewModel(environment: StubEnvironment(api: .failing(unreachable)))
        await expectEqual(model.showKept(), false)
        expectEqual(model.state, .loading)
        await model.load()
        expectEqual(model.state, .failed(unreachable))
    }

    @Test("counts somes not seen last visit as new and remembers this visit; a visit with nothing new writes nothing")
    func newSinceLastVisit() async {
        let env = environment(somes([("1", .open, nil), ("2", .open, nil), ("3", .open, nil)]), seen: ["1"])
        let model = SomeListViewModel(environment: env)
        await model.load()
        expectEqual(model.newIDs, ["2", "3"])
        expectEqual(model.newCount, 2)
        expectEqual(env.store.writes, [["1", "2", "3"]])

        let again = SomeListViewModel(environment: env)
        await again.load()
        expectEqual(again.newCount, 0)
        expectEqual(env.store.writes, [["1", "2", "3"]], "the same ids were written again")
    }

    @Test("a first visit shows nothing as new")
    func firstVisit() async {
        let env = environment(somes([("1", .open, nil)]), seen: nil)
        let model = SomeListViewModel(environment: env)
        await model.load()
        expectEqual(model.newCount, 0)
        expectEqual(env.store.writes, [["1"]])
    }

    @Test("a broken store does not hide the list; it says so")
    func brokenStore() async {
        let env = StubEnvironment(
            api: StubSomeAPIClient(.init(list: .success(SomeListing(somes: somes([("1", .open, nil)]))))),
            store: .failing(DomainError(.storage, "database is locked"))
        )
        let model = SomeListViewModel(environment: env)
        await model.load()
        expectEqual(model.state, .loaded)
        expectEqual(model.newCount, 0)
        expectEqual(model.feedback?.text, "Could not remember this visit: database is locked")
    }

    @Test("filters by status and searches titles ignoring case and accents")
    func filterAndSearch() async {
        var list = somes([("1", .open, nil), ("2", .done, nil), ("3", .open, nil)])
        list[2].title = "Café menu"
        let model = SomeListViewModel(environment: environment(list))
        await model.load()
        model.statusFilter = .done
        expectEqual(model.visibleSomes.map(\.id), ["2"])
        model.statusFilter = nil
        model.searchText = "CAFE"
        expectEqual(model.visibleSomes.map(\.id), ["3"])
        model.searchText = "  "
        expectEqual(model.visibleSomes.count, 3)
    }

    @Test("completing marks done at once, keeps it when the backend accepts, and tracks it")
    func completeApplied() async {
        let env = environment(somes([("1", .open, nil)]), complete: .applied)
        let model = SomeListViewModel(environment: env)
        await model.load()
        await model.complete("1")
        expectEqual(model.somes.first?.status, .done)
        expectEqual(model.feedback, Feedback(.success, "Marked “Title 1” done."))
        expectEqual(env.recordedAnalytics.tracked.last, AnalyticsEvent("some_completed", ["id": "1", "queued": "false", "changed": "true"]))
        expectEqual(env.api.calls, [.listSomes, .complete("1")])
    }

    @Test("a refused completion is rolled back with the backend's message and hint")
    func completeRolledBack() async {
        let conflict = DomainError(.rejected, "409 Conflict: changed by someone else", hint: "refresh and try again")
        let env = environment(somes([("1", .inProgress, nil)]), complete: .fails(conflict))
        let model = SomeListViewModel(environment: env)
        await model.load()
        await model.complete("1")
        expectEqual(model.somes.first?.status, .inProgress)
        expectEqual(model.feedback, Feedback(.failure, "Could not complete “Title 1”: 409 Conflict: changed by someone else", hint: "refresh and try again"))
        expectNotContains(env.recordedAnalytics.names, "some_completed")
    }

    @Test("a completion refused because the some changed since it was seen says, on a screen, to load it again (r) and retry (d)")
    func completeChangedSinceSeen() async {
        var conflict = DomainError(.rejected, "task 1 was changed by someone else since you looked", hint: "run `site-app show 1`, then `site-app done 1`")
        conflict.changedSinceSeen = true
        let env = environment(somes([("1", .inProgress, nil)]), complete: .fails(conflict))
        let model = SomeListViewModel(environment: env)
        await model.load()
        await model.complete("1")
        expectEqual(model.somes.first?.status, .inProgress)
        let feedback = model.feedback
        expectEqual(feedback?.tone, .failure)
        expectEqual(feedback?.hint(for: RenderOptions(width: 80, color: false, hints: .keys)), "type `r` to load it as it is now, then `d` if it should still be done")
        // Printed for a command, it is the adapter's own hint: commands to paste.
        expectEqual(feedback?.hint(for: RenderOptions(width: 80, color: false, hints: .commands(prefix: "site-app"))), "run `site-app show 1`, then `site-app done 1`")
    }

    @Test("a completion queued offline stays done and says it will be sent later")
    func completeQueued() async {
        let env = environment(somes([("1", .open, nil)]), complete: .queued(unreachable))
        let model = SomeListViewModel(environment: env)
        await model.load()
        await model.complete("1")
        expectEqual(model.somes.first?.status, .done)
        expectEqual(model.feedback?.tone, .warning)
        expectEqual(model.feedback?.text, "Saved “Title 1” as done offline: backend unreachable (connection refused).")
        expectEqual(env.recordedAnalytics.tracked.last, AnalyticsEvent("some_completed", ["id": "1", "queued": "true", "changed": "true"]))
    }

    @Test("a completion queued offline is marked queued on every screen until a refresh sends it; a load alone does not send")
    func queuedUntilRefreshed() async {
        let env = environment(somes([("1", .open, nil), ("2", .open, nil)]), complete: .queued(unreachable))
        let model = SomeListViewModel(environment: env)
        await model.load()
        await model.complete("1")
        expectEqual(model.queuedIDs, ["1"])
        expectEqual(env.someSession.queued, ["1"], "the details read the same session")
        // Still away: a refresh tries, and it stays queued.
        await model.refresh()
        expectEqual(env.api.sendWaitingCount, 1)
        expectEqual(model.queuedIDs, ["1"])
        // Back: a load alone sends nothing; a refresh sends it, and the list says done, not queued.
        env.api.update { $0.complete = .applied }
        await model.load()
        expectEqual(env.api.sendWaitingCount, 1)
        expectEqual(model.queuedIDs, ["1"])
        await model.refresh()
        expectEqual(env.api.sendWaitingCount, 2)
        expectEqual(model.queuedIDs, [])
        expectEqual(model.somes.first { $0.id == "1" }?.status, .done)
    }

    @Test("the list says queued on the row and what it means, with the key in the full screen and the command in one-shot output")
    func queuedRow() async {
        let env = environment(somes([("1", .open, nil), ("2", .open, nil)]), complete: .queued(unreachable))
        let screen = SomeListScreen(viewModel: SomeListViewModel(environment: env))
        await screen.load()
        await screen.viewModel.complete("1")
        let keys = screen.render(RenderOptions(width: 80, color: false, hints: .keys))
        let row = keys.split(separator: "\n").first { $0.contains("Title 1") }.map(String.init) ?? ""
        expectContains(row, "[queued]", keys)
        let flat = keys.split(separator: "\n").joined(separator: " ")
        expectContains(flat, "[queued] marks one done while the backend was away, not sent yet; type `r` to send it when the backend is back", keys)
        let commands = screen.render(RenderOptions(width: 120, color: false, hints: .commands(prefix: "order-app --order 42")))
        expectContains(commands, "run `order-app --order 42 sync` to send it", commands)
        let narrow = screen.render(RenderOptions(width: 60, color: false, hints: .keys))
        expectContains(narrow.split(separator: "\n").first { $0.contains("Title 1") }.map(String.init) ?? "", "queued", narrow)
    }

    @Test("completing an unknown or already-done some calls nobody")
    func completeNothing() async {
        let env = environment(somes([("1", .done, nil)]))
        let model = SomeListViewModel(environment: env)
        await model.load()
        await model.complete("9")
        expectEqual(model.feedback?.text, "There is no some 9 in this list.")
        await model.complete("1")
        expectEqual(model.feedback?.text, "“Title 1” is already done.")
        expectEqual(env.api.calls, [.listSomes])
    }

    @Test("opening a some resolves the SomeDetails descriptor and tracks it")
    func open() async {
        let env = environment(somes([("1", .open, nil)]))
        var resolved: [SomeID] = []
        env.on(ViewDescriptor.SomeDetails.self) { resolved.append($0.someID); return PlaceholderScreen("details") }
        let model = SomeListViewModel(environment: env)
        await model.load()
        expectEqual(model.open("1")?.title, "details")
        expectEqual(resolved, ["1"])
        expectNil(model.open("2"))
        expectEqual(resolved, ["1"])
        expectEqual(env.recordedAnalytics.names, ["some_list_viewed", "some_opened"])
    }

    @Test("tracks the list view with its counts")
    func viewedEvent() async {
        let env = environment(somes([("1", .open, nil), ("2", .open, nil)]), seen: ["1"])
        let model = SomeListViewModel(environment: env)
        await model.load()
        expectEqual(env.recordedAnalytics.tracked, [AnalyticsEvent("some_list_viewed", ["count": "2", "new": "1", "stale": "false"])])
    }

    @Test("a stub that was not given an endpoint fails loudly, naming it")
    func unexpectedEndpoint() async {
        let env = environment(somes([("1", .open, nil)]), complete: nil)
        let model = SomeListViewModel(environment: env)
        await model.load()
        await model.complete("1")
        expectEqual(env.api.unexpectedCalls, ["SomeFeatureAPIClient.complete(id:)"])
        expectEqual(model.feedback?.text.contains("unexpected call to SomeFeatureAPIClient.complete(id:)"), true)
        expectEqual(model.somes.first?.status, .open)
    }
}
