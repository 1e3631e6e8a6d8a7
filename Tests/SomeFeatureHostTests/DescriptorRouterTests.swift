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
        // Whatever the asking environment answers: here the screen it answers for a some.
        environment.on(ViewDescriptor.OtherDetails.self) { descriptor, asking in
            asking.resolve(ViewDescriptor.SomeDetails(someID: SomeID(descriptor.otherID.rawValue)))
        }
        expectEqual(DescriptorRouter().screenForOther("7", resolver: environment)?.title, "ViewDescriptor.SomeDetails")
        expectEqual(environment.unresolved, ["ViewDescriptor.SomeDetails"])
    }

    @Test("in an app where nothing builds OtherDetails, it shows nothing")
    func nothingToShow() {
        expectNil(DescriptorRouter().screenForOther("7", resolver: StubEnvironment()))
    }
}
