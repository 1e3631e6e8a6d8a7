import ActivityFeature
import ActivityFeatureStubs
import Core
import Expectations
import Testing

@Suite("ActivityFeatureBuilder", .timeLimit(.minutes(2)))
@MainActor
struct ActivityFeatureBuilderTests {
    private let options = RenderOptions(width: 80, color: false)

    @Test("ActivityList gives the whole context's activity")
    func list() async throws {
        let environment = ActivityStubEnvironment(api: .listing(Fixture.entries))
        let screen = try #require(ActivityFeatureBuilder(environment: environment).build(ViewDescriptor.ActivityList()) as? ActivityListScreen)
        expectNil(screen.viewModel.someID)
        expectEqual(screen.title, "Activity")
        await screen.load()
        expectEqual(screen.viewModel.entries.count, 5)
    }

    @Test("SomeActivity gives a screen filtered to that some")
    func someActivity() async throws {
        let environment = ActivityStubEnvironment(api: .listing(Fixture.entries))
        let built = ActivityFeatureBuilder(environment: environment).build(ViewDescriptor.SomeActivity(someID: "4"))
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

    @Test("the stub environment answers both descriptors through the builder, as an app hosting the feature does")
    func environmentResolves() async throws {
        let environment = ActivityStubEnvironment(api: .listing(Fixture.entries))
        let list = environment.resolve(ViewDescriptor.ActivityList())
        #expect(list is ActivityListScreen)
        let some = try #require(environment.resolve(ViewDescriptor.SomeActivity(someID: "1")) as? ActivityListScreen)
        await some.load()
        expectEqual(some.viewModel.entries.map(\.id), ["4"])
        expectEmpty(environment.api.unexpectedCalls)
    }
}
