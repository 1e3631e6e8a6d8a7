import Core
import Expectations
import OtherFeature
import SomeFeatureStubs
import Testing

@Suite("OtherDetailsViewModel", .timeLimit(.minutes(2)))
@MainActor
struct OtherDetailsViewModelTests {
    private let other = Other(id: "7", name: "山田商事 (Yamada Trading)", kind: "supplier")

    private func environment(others: [OtherID: Other]?) -> StubEnvironment {
        StubEnvironment(api: StubSomeAPIClient(StubSomeAPIClient.Responses(others: others)))
    }

    @Test("starts loading, then shows the other the API client returned")
    func loads() async {
        let viewModel = OtherDetailsViewModel(id: "7", environment: environment(others: ["7": other]))
        expectEqual(viewModel.state, .loading)
        await viewModel.load()
        expectEqual(viewModel.state, .loaded(other))
    }

    @Test("an other that does not exist is the failed state with not-found")
    func missing() async {
        let viewModel = OtherDetailsViewModel(id: "8", environment: environment(others: ["7": other]))
        await viewModel.load()
        guard case .failed(let error) = viewModel.state else {
            Issue.record("expected the failed state, got \(viewModel.state)")
            return
        }
        expectEqual(error.kind, .notFound)
    }

    @Test("the stub fails loudly, naming the endpoint, when the test gave it no others")
    func unexpectedCall() async {
        let environment = environment(others: nil)
        let viewModel = OtherDetailsViewModel(id: "7", environment: environment)
        await viewModel.load()
        expectEqual(environment.api.unexpectedCalls, ["OtherFeatureAPIClient.other(id:)"])
    }
}

@Suite("OtherDetailsScreen", .timeLimit(.minutes(2)))
@MainActor
struct OtherDetailsScreenTests {
    @Test("the builder's screen shows name, kind and id within the width, and a failure is its problem")
    func screen() async throws {
        let other = Other(id: "7", name: "Yamada \u{1B}[31mTrading\u{1B}[0m", kind: "supplier")
        let environment = StubEnvironment(api: StubSomeAPIClient(StubSomeAPIClient.Responses(others: ["7": other])))
        let screen = try #require(OtherFeatureBuilder(environment: environment).build(ViewDescriptor.OtherDetails(otherID: "7")))
        await screen.load()
        let text = screen.render(RenderOptions(width: 30, color: false))
        expectPrefix(text, "Other 7\nYamada Trading")
        expectContains(text, "supplier")
        #expect(!text.contains("\u{1B}"))
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 30 })
        expectNil(screen.problem)

        let missing = try #require(OtherFeatureBuilder(environment: environment).build(ViewDescriptor.OtherDetails(otherID: "9")))
        await missing.load()
        expectEqual(missing.problem?.kind, .notFound)
    }
}
