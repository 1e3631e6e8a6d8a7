import Core
import Expectations
import SomeFeatureHost
import SomeFeatureStubs
import Testing

@Suite("DescriptorRouter", .timeLimit(.minutes(2)), .removesTemporaryFolders)
@MainActor
struct DescriptorRouterTests {
    @Test("shows an other through the OtherDetails descriptor of whoever asks, holding nothing")
    func resolvesThroughTheCaller() {
        let environment = StubEnvironment()
        let screen = DescriptorRouter().screenForOther("7", resolver: environment)
        // The stub answers an unhandled descriptor with a placeholder and records which one.
        expectEqual(environment.unresolved, ["ViewDescriptor.OtherDetails"])
        expectContains(screen.title, "OtherDetails")
    }
}
