import Core
import Testing

/// A resolver that records which requirement answered.
@MainActor
private final class RecordingResolver: DescriptorResolver {
    var answered: [String] = []

    func resolveViewSomeList(_ descriptor: ViewDescriptor.SomeList) -> any Screen { answer("list") }
    func resolveViewSomeDetails(_ descriptor: ViewDescriptor.SomeDetails) -> any Screen { answer("some \(descriptor.someID)") }
    func resolveViewOtherDetails(_ descriptor: ViewDescriptor.OtherDetails) -> any Screen { answer("other \(descriptor.otherID)") }
    func resolveUseCaseOtherSummary(_ descriptor: UseCaseDescriptor.OtherSummary) -> any OtherSummaryUseCase {
        answered.append("summary")
        return FixedSummary()
    }

    // scaffold:resolvers

    private func answer(_ title: String) -> any Screen {
        answered.append(title)
        return TitleScreen(title: title)
    }
}

private struct FixedSummary: OtherSummaryUseCase {
    func summary(of id: OtherID) async throws(DomainError) -> String { "summary of \(id)" }
}

@MainActor
private final class TitleScreen: Screen {
    let title: String
    init(title: String) { self.title = title }
    func load() async {}
    func content(_ options: RenderOptions) -> ScreenContent { ScreenContent(text: [title]) }
    var commands: [CommandHelp] { [] }
    func handle(_ input: String) async -> ScreenAction { .stay }
}

@Suite("Descriptors")
@MainActor
struct DescriptorTests {
    @Test("each descriptor is answered by its own requirement, with its payload")
    func dispatch() {
        let resolver = RecordingResolver()
        #expect(resolver.resolve(ViewDescriptor.OtherDetails(otherID: "7")).title == "other 7")
        #expect(resolver.resolve(ViewDescriptor.SomeDetails(someID: "3")).title == "some 3")
        #expect(resolver.resolve(ViewDescriptor.SomeList()).title == "list")
        #expect(resolver.answered == ["other 7", "some 3", "list"])
    }

    @Test("a use-case descriptor is answered by its own requirement too")
    func useCase() async throws {
        let resolver = RecordingResolver()
        let useCase = resolver.resolve(UseCaseDescriptor.OtherSummary())
        #expect(try await useCase.summary(of: "7") == "summary of 7")
        #expect(resolver.answered == ["summary"])
    }
}

@Suite("DomainError")
struct DomainErrorTests {
    @Test("reads as the message then the hint")
    func description() {
        #expect(DomainError.unavailable("backend unreachable", hint: "try later").description == "backend unreachable; try later")
        #expect(DomainError.notFound("no such some").description == "no such some")
    }

    @Test("raises widths below the minimum")
    func minimumWidth() {
        #expect(RenderOptions(width: 5, color: false).width == RenderOptions.minimumWidth)
        #expect(RenderOptions(width: 40, color: true).width == 40)
    }
}
