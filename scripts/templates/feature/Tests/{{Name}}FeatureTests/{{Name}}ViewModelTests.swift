import Core
import Expectations
import {{Name}}Feature
import {{Name}}FeatureStubs
import Testing

@Suite("{{Name}}ViewModel", .timeLimit(.minutes(2)))
@MainActor
struct {{Name}}ViewModelTests {
    private let a = {{Name}}Item(id: "1", title: "a"), b = {{Name}}Item(id: "2", title: "b", marked: true)

    private func model(_ items: Result<[{{Name}}Item], DomainError>?) -> ({{Name}}ViewModel, Stub{{Name}}APIClient) {
        let api = Stub{{Name}}APIClient(items)
        return ({{Name}}ViewModel(environment: Stub{{Name}}Environment(api: api)), api)
    }

    @Test("starts loading, then shows the items")
    func loaded() async {
        let (viewModel, _) = model(.success([a, b]))
        expectEqual(viewModel.state, .loading)
        await viewModel.load()
        expectEqual(viewModel.state, .loaded([a, b]))
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
        expectEqual(api.unexpectedCalls, ["{{Name}}FeatureAPIClient.list{{Name}}()"])
    }

    @Test("the screen renders every item within the width, sanitised")
    func render() async {
        let environment = Stub{{Name}}Environment(
            api: Stub{{Name}}APIClient(.success([{{Name}}Item(id: "1", title: "one"), {{Name}}Item(id: "2", title: "\u{1B}[31mtwo\u{1B}[0m", marked: true),
                                                 {{Name}}Item(id: "3", title: String(repeating: "長", count: 40))])))
        let screen = {{Name}}FeatureBuilder(environment: environment).home()
        await screen.load()
        let text = screen.render(RenderOptions(width: 30, color: false))
        expectPrefix(text, "{{Name}}\n[ ] 1  one\n[x] 2  two\n[ ] 3  長")
        expectNotContains(text, "\u{1B}")
    }
    {{#writes}}

    @Test("marking an item shows it marked at once and asks the backend once; a refusal leaves it as it was")
    func mark() async throws {
        let api = Stub{{Name}}APIClient(.success([a, b]), marking: .success(.applied))
        let viewModel = {{Name}}ViewModel(environment: Stub{{Name}}Environment(api: api))
        await viewModel.load()
        let outcome = try await viewModel.mark("1")
        expectEqual(outcome, .applied)
        expectEqual(viewModel.items.map(\.marked), [true, true])
        expectEqual(api.markedIDs, ["1"])

        let refusing = Stub{{Name}}APIClient(.success([a]), marking: .failure(.notFound("no item 1")))
        let refused = {{Name}}ViewModel(environment: Stub{{Name}}Environment(api: refusing))
        await refused.load()
        await #expect(throws: DomainError.self) { try await refused.mark("1") }
        expectEqual(refused.items.map(\.marked), [false])
    }
    {{/writes}}
}
