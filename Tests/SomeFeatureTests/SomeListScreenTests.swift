import Core
import Expectations
import SomeFeature
import SomeFeatureStubs
import Testing

/// What the list screen tells the full-screen UI: its content with rows drawn on demand, the
/// commands it offers, and what each does.
@Suite("SomeListScreen, for the full-screen UI", .timeLimit(.minutes(2)))
@MainActor
struct SomeListScreenTests {
    private let options = RenderOptions(width: 80, color: false)

    /// The title of the screen an action pushes; nil when it pushes none.
    private func pushed(_ action: ScreenAction) -> String? {
        if case .push(let screen) = action { return screen.title }
        return nil
    }

    private func loaded(_ count: Int = 6) async -> (SomeListScreen, StubEnvironment) {
        let environment = StubEnvironment(api: .populated(count: count))
        let screen = SomeListScreen(viewModel: SomeListViewModel(environment: environment))
        await screen.load()
        return (screen, environment)
    }

    @Test("the header and the rows drawn one by one are the one-shot screen, line for line")
    func contentMatchesRender() async {
        let (screen, _) = await loaded()
        let content = screen.content(options)
        #expect(content.rows.isSelectable)
        expectEqual(content.rows.count, 6)
        expectEqual(content.header.last?.hasPrefix("─"), true)
        expectEqual(content.allLines.joined(separator: "\n"), screen.render(options))
    }

    @Test("a 10,000-row list hands out any row on request, laid out for the width")
    func rowsOnDemand() async {
        let (screen, _) = await loaded(10_000)
        let rows = screen.content(options).rows
        expectEqual(rows.count, 10_000)
        let last = rows[9_999]
        #expect(last.count <= 80)
        expectEqual(rows[0].split(separator: " ").first, "1")
    }

    @Test("offers open, done, the linked other, search, filter and refresh once loaded; only retry before")
    func offers() async {
        let environment = StubEnvironment(api: .populated(count: 3))
        let screen = SomeListScreen(viewModel: SomeListViewModel(environment: environment))
        expectEqual(screen.offers.map(\.kind), [.refresh])
        await screen.load()
        expectEqual(screen.offers.map(\.kind), [.open, .action("done"), .action("other"), .search, .filter, .refresh])
        let filter = screen.offers.first { $0.kind == .filter }
        expectEqual(filter?.choices, ["all", "open", "in progress", "done"])
        expectEqual(filter?.current, "all")
    }

    @Test("a list in which nothing links to an other offers no o; one linked some brings it back")
    func noLinksNoOtherKey() async {
        let unlinked = (1...3).map { Some(id: SomeID("\($0)"), title: "Title \($0)", status: .open, updatedAt: SomeFactory.referenceNow) }
        let environment = StubEnvironment(api: StubSomeAPIClient(.init(list: .success(SomeListing(somes: unlinked)))))
        let screen = SomeListScreen(viewModel: SomeListViewModel(environment: environment))
        await screen.load()
        expectEqual(screen.offers.map(\.kind), [.open, .action("done"), .search, .filter, .refresh])
        expectNotContains(screen.render(RenderOptions(width: 100, color: false, hints: .keys)), "o other")

        var linked = unlinked
        linked[1].otherID = "7"
        let withLink = SomeListScreen(viewModel: SomeListViewModel(environment: StubEnvironment(api: StubSomeAPIClient(.init(list: .success(SomeListing(somes: linked)))))))
        await withLink.load()
        expectContains(withLink.offers.map(\.kind), .action("other"))
    }

    @Test("d on a row marks that some done and says so")
    func complete() async {
        let (screen, environment) = await loaded()
        let first = screen.viewModel.visibleSomes[0]
        expectNil(pushed(await screen.perform(.action("done", row: 0))))
        expectEqual(screen.viewModel.somes.first { $0.id == first.id }?.status, .done)
        expectEqual(screen.message, ScreenMessage(.success, "Marked “\(first.title)” done."))
        expectContains(environment.api.calls, .complete(first.id))
    }

    @Test("o on a row shows its other through the app's router; a row without one says so")
    func openLinked() async {
        let (screen, environment) = await loaded()
        let linked = screen.viewModel.visibleSomes.firstIndex { $0.otherID != nil }!
        expectEqual(pushed(await screen.perform(.action("other", row: linked))), "Other \(screen.viewModel.visibleSomes[linked].otherID!)")
        expectEqual(environment.router.shownOthers, [screen.viewModel.visibleSomes[linked].otherID!])
        let unlinked = screen.viewModel.visibleSomes.firstIndex { $0.otherID == nil }!
        expectNil(pushed(await screen.perform(.action("other", row: unlinked))))
        expectEqual(screen.message?.text.hasSuffix("is not linked to anything."), true)
    }

    @Test("search and filter narrow the rows; all and an empty search bring them back")
    func narrow() async {
        let (screen, _) = await loaded(40)
        _ = await screen.perform(.filter("done"))
        #expect(screen.viewModel.visibleSomes.allSatisfy { $0.status == .done })
        expectEqual(screen.offers.first { $0.kind == .filter }?.current, "done")
        _ = await screen.perform(.filter("all"))
        _ = await screen.perform(.search("(12)"))
        expectEqual(screen.content(options).rows.count, 1)
        _ = await screen.perform(.search(""))
        expectEqual(screen.content(options).rows.count, 40)
    }
}
