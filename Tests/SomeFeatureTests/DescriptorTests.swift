import Core
import Expectations
import SomeFeatureStubs
import StubKit
import Testing

private struct FixedSummary: OtherSummaryUseCase {
    func summary(of id: OtherID) async throws(DomainError) -> String { "summary of \(id)" }
}

/// Resolution through the generated `DescriptorResolver`, on the stub host (whose requirements
/// are generated too): handlers set with `on(_:_:)` record what answered, so no test resolver is
/// written by hand per descriptor.
@Suite("Descriptors", .timeLimit(.minutes(2)))
@MainActor
struct DescriptorTests {
    @Test("each descriptor is answered by its own requirement, with its payload")
    func dispatch() {
        let environment = StubEnvironment()
        var answered: [String] = []
        func answer(_ title: String) -> any Screen {
            answered.append(title)
            return PlaceholderScreen(title)
        }
        environment.on(ViewDescriptor.SomeList.self) { _ in answer("list") }
        environment.on(ViewDescriptor.SomeDetails.self) { answer("some \($0.someID)") }
        environment.on(ViewDescriptor.OtherDetails.self) { answer("other \($0.otherID)") }
        let resolver: any DescriptorResolver = environment
        expectEqual(resolver.resolve(ViewDescriptor.OtherDetails(otherID: "7"))?.title, "other 7")
        expectEqual(resolver.resolve(ViewDescriptor.SomeDetails(someID: "3")).title, "some 3")
        expectEqual(resolver.resolve(ViewDescriptor.SomeList()).title, "list")
        expectEqual(answered, ["other 7", "some 3", "list"])
        expectEmpty(environment.unresolved)
    }

    @Test("a use-case descriptor is answered by its own requirement too")
    func useCase() async throws {
        let environment = StubEnvironment()
        var answered: [String] = []
        environment.on(UseCaseDescriptor.OtherSummary.self) { _ in
            answered.append("summary")
            return FixedSummary()
        }
        let resolver: any DescriptorResolver = environment
        let useCase = try #require(resolver.resolve(UseCaseDescriptor.OtherSummary()))
        try await expectEqual(useCase.summary(of: "7"), "summary of 7")
        expectEqual(answered, ["summary"])
    }

    @Test("a screen descriptor nobody handles becomes a placeholder named after it, and is recorded; an optional one is nil, as in an app that hosts no feature building it")
    func fallback() {
        let environment = StubEnvironment()
        expectEqual(environment.resolve(ViewDescriptor.SomeDetails(someID: "3")).title, "ViewDescriptor.SomeDetails")
        expectNil(environment.resolve(ViewDescriptor.OtherDetails(otherID: "7")))
        expectEqual(environment.unresolved, ["ViewDescriptor.SomeDetails"])
    }

    @Test("a handler set again replaces the one before")
    func replacing() {
        let environment = StubEnvironment()
        environment.on(ViewDescriptor.SomeList.self) { _ in PlaceholderScreen("first") }
        environment.on(ViewDescriptor.SomeList.self) { _ in PlaceholderScreen("second") }
        expectEqual(environment.resolve(ViewDescriptor.SomeList()).title, "second")
    }
}
