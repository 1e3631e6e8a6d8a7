import Core
import Expectations
import __Name__Feature
import __Name__FeatureStubs
import Testing

@Suite("__Name__ViewModel", .timeLimit(.minutes(2)))
@MainActor
struct __Name__ViewModelTests {
    private func model(_ items: Result<[String], DomainError>?) -> (__Name__ViewModel, Stub__Name__APIClient) {
        let api = Stub__Name__APIClient(items)
        return (__Name__ViewModel(environment: Stub__Name__Environment(api: api)), api)
    }

    @Test("starts loading, then shows the items")
    func loaded() async {
        let (viewModel, _) = model(.success(["a", "b"]))
        expectEqual(viewModel.state, .loading)
        await viewModel.load()
        expectEqual(viewModel.state, .loaded(["a", "b"]))
    }

    @Test("no items is the empty state")
    func empty() async {
        let (viewModel, _) = model(.success([]))
        await viewModel.load()
        expectEqual(viewModel.state, .empty)
    }

    @Test("a failing backend is the failed state")
    func failed() async {
        let error = DomainError.unavailable("down")
        let (viewModel, _) = model(.failure(error))
        await viewModel.load()
        expectEqual(viewModel.state, .failed(error))
    }

    @Test("a stub without an answer fails loudly, naming the endpoint")
    func unexpected() async {
        let (viewModel, api) = model(nil)
        await viewModel.load()
        expectEqual(api.unexpectedCalls, ["__Name__FeatureAPIClient.__name__Items()"])
    }

    @Test("the screen renders every item within the width, sanitised")
    func render() async {
        let environment = Stub__Name__Environment(
            api: Stub__Name__APIClient(.success(["one", "\u{1B}[31mtwo\u{1B}[0m", String(repeating: "長", count: 40)])))
        let screen = __Name__FeatureBuilder(environment: environment).home()
        await screen.load()
        let text = screen.render(RenderOptions(width: 30, color: false))
        expectPrefix(text, "__Name__\n• one\n• two\n• 長")
        expectNotContains(text, "\u{1B}")
    }
}
