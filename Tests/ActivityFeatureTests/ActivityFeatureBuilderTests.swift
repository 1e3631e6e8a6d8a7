import ActivityFeature
import ActivityFeatureStubs
import Core
import Expectations
import Testing

@Suite("ActivityFeatureBuilder", .timeLimit(.minutes(2)))
@MainActor
struct ActivityFeatureBuilderTests {
    private let options = RenderOptions(width: 80, color: false)

    @Test("list() gives the whole context's activity")
    func list() async throws {
        let environment = ActivityStubEnvironment(api: .listing(Fixture.entries))
        let screen = try #require(ActivityFeatureBuilder(environment: environment).list() as? ActivityListScreen)
        expectNil(screen.viewModel.someID)
        expectEqual(screen.title, "Activity")
        await screen.load()
        expectEqual(screen.viewModel.entries.count, 5)
    }

    @Test("list(of:) gives a screen filtered to that some")
    func someActivity() async throws {
        let environment = ActivityStubEnvironment(api: .listing(Fixture.entries))
        let built = ActivityFeatureBuilder(environment: environment).list(of: "4")
        let screen = try #require(built as? ActivityListScreen)
        expectEqual(screen.viewModel.someID, "4")
        expectEqual(screen.title, "Activity of some 4")
        await screen.load()
        expectEqual(screen.viewModel.entries.map(\.id), ["5", "2", "1"])
        #expect(screen.viewModel.entries.allSatisfy { $0.someID == "4" })
        let text = screen.render(options)
        expectPrefix(text, "Activity of some 4 · 3 entries\n")
        expectNotContains(text, "Site closed on Monday")
        expectNotContains(text, "open → in progress")
    }

    @Test("on a some it offers `a`, the some's activity in the host's words, opening that some's activity")
    func offersTheActivityOfASome() async throws {
        let environment = ActivityStubEnvironment(api: .listing(Fixture.entries))
        let actions = ActivityFeatureBuilder(environment: environment)
            .build(ViewDescriptor.ItemActions(item: ItemReference(kind: .some, id: "1", noun: "task")))
        expectEqual(actions.map(\.key), ["a"])
        expectEqual(actions.map(\.word), ["activity"])
        expectEqual(actions.map(\.label), ["the task's activity"])
        let screen = try #require(actions.first?.open() as? ActivityListScreen)
        await screen.load()
        expectEqual(screen.viewModel.entries.map(\.id), ["4"])
        expectEmpty(environment.api.unexpectedCalls)
    }

    @Test("on an item of another kind it offers nothing")
    func offersNothingOnOtherKinds() {
        let actions = ActivityFeatureBuilder(environment: ActivityStubEnvironment())
            .build(ViewDescriptor.ItemActions(item: ItemReference(kind: ItemKind(rawValue: "checklist"), id: "1", noun: "checklist")))
        expectEmpty(actions)
    }
}
