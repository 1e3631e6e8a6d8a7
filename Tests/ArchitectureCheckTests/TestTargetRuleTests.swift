import ArchitectureCheck
import Expectations
import Testing

@Suite("The module rule: test targets", .timeLimit(.minutes(2)))
struct TestTargetRuleTests {
    let base = PackageFixture.intended

    func subjects(_ fixture: PackageFixture) throws -> [String] {
        try RepositoryRules.violations(in: fixture).map { "\($0.rule): \($0.subject)" }
    }

    @Test("a feature's test may use its feature, stubs, Core and UIComponent")
    func featureTestAllowances() throws {
        let fixture = base.adding("Core", to: "SomeFeatureTests").adding("UIComponent", to: "SomeFeatureTests")
        try expectEqual(subjects(fixture), [])
    }

    @Test("a feature's test depending on a Live module is reported as a test rule")
    func featureTestToLive() throws {
        try expectEqual(subjects(base.adding("HTTPClientLive", to: "SomeFeatureTests")), ["test-x-live: SomeFeatureTests -> HTTPClientLive"])
    }

    @Test("a feature's test depending on an app is reported")
    func featureTestToApp() throws {
        try expectEqual(subjects(base.adding("OrderApp", to: "OtherFeatureTests")), ["test-x-app: OtherFeatureTests -> OrderApp"])
    }

    @Test("a feature's test is checked as a feature, so it may not import another feature")
    func featureTestToOtherFeature() throws {
        try expectEqual(subjects(base.adding("OtherFeature", to: "SomeFeatureTests")), ["feature-x-feature: SomeFeatureTests -> OtherFeature"])
    }

    @Test("a stub's test may not reach Live either")
    func stubTestToLive() throws {
        try expectEqual(subjects(base.adding("StorageLive", to: "SomeSandboxTests")), ["test-x-live: SomeSandboxTests -> StorageLive"])
    }

    @Test("a Live module's and an app's tests may use Live")
    func liveAndAppTests() throws {
        let fixture = base.adding("StorageLive", to: "HTTPClientLiveTests").adding("StorageLive", to: "OrderAppTests")
        try expectEqual(subjects(fixture), [])
    }

    @Test("a test target named after no module is reported")
    func testWithoutModule() throws {
        let violations = try RepositoryRules.violations(in: base.adding(.test("IntegrationTests", ["Core"])))
        expectEqual(violations.map(\.message), [
            "test target IntegrationTests at path Tests/IntegrationTests tests no module of the package (looked for Integration): "
                + "name it after the module it tests (<Module>Tests) so it is checked as that module's kind.",
        ])
    }
}
