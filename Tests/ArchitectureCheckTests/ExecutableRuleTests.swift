import ArchitectureCheck
import Expectations
import Testing

@Suite("The module rule: what an app's executable links", .timeLimit(.minutes(2)))
struct ExecutableRuleTests {
    let base = PackageFixture.intended

    @Test("an app depending on a stub directly breaks the edge rule and the executable rule")
    func directStub() throws {
        let violations = try RepositoryRules.violations(in: base.adding("SomeFeatureStubs", to: "OrderApp"))
        expectEqual(violations.map(\.message), [
            "OrderApp -> SomeFeatureStubs: stubs are never linked into an app (rule app-x-stub). "
                + "Use the Live implementation in OrderApp; keep SomeFeatureStubs for tests and the sandbox.",
            "order-app: OrderApp -> SomeFeatureStubs: an app's executable may not link a stub, directly or through "
                + "its dependencies (rule app-links-stub). Remove the dependency that brings SomeFeatureStubs into "
                + "OrderApp; stubs stay in tests and Stubs/ executables.",
        ])
    }

    @Test("a stub reached through another module is reported with the path that links it")
    func transitiveStub() throws {
        let fixture = base.adding("SomeFeatureStubs", to: "SomeFeature")
        let subjects = try RepositoryRules.violations(in: fixture).map { "\($0.rule): \($0.subject)" }
        expectEqual(subjects, [
            "feature-x-stub: SomeFeature -> SomeFeatureStubs",
            "app-links-stub: order-app: OrderApp -> FeatureHosts -> SomeFeature -> SomeFeatureStubs",
            "app-links-stub: chat-app: ChatApp -> FeatureHosts -> SomeFeature -> SomeFeatureStubs",
        ])
    }

    @Test("each stub an executable links is reported once, nearest first, with its shortest path")
    func shortestPath() throws {
        let fixture = base
            .adding(.regular("OrderAppKit", "Apps/OrderAppKit", ["SomeSandbox"]))
            .adding("OrderAppKit", to: "OrderApp")
        let subjects = try RepositoryRules.violations(in: fixture).map(\.subject)
        expectEqual(subjects, [
            "OrderAppKit -> SomeSandbox",
            "order-app: OrderApp -> OrderAppKit -> SomeSandbox",
            "order-app: OrderApp -> OrderAppKit -> SomeSandbox -> SomeFeatureStubs",
        ])
    }

    @Test("executables outside Apps may link stubs")
    func stubExecutables() throws {
        try expectEqual(RepositoryRules.violations(in: base.adding("SomeFeatureStubs", to: "StubServer")), [])
    }
}
