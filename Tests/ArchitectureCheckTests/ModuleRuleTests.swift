import ArchitectureCheck
import Expectations
import Testing

@Suite("The module rule: edges between layers", .timeLimit(.minutes(2)))
struct ModuleRuleTests {
    let base = PackageFixture.intended

    /// The violations of `fixture` as `(rule, subject)` pairs, the part each test pins down.
    func found(_ fixture: PackageFixture) throws -> [Pair] {
        try RepositoryRules.violations(in: fixture).map { Pair(rule: $0.rule, subject: $0.subject) }
    }

    struct Pair: Hashable, CustomStringConvertible {
        var rule: String
        var subject: String
        var description: String { "\(rule): \(subject)" }
    }

    @Test("the repository as it is today keeps the rule")
    func currentPasses() throws {
        try expectEqual(RepositoryRules.violations(in: .current), [])
    }

    @Test("the app runtime depending on a feature is reported, naming the edge", arguments: ["SomeFeature", "OtherFeature"])
    func runtimeToFeature(_ feature: String) throws {
        try expectEqual(found(base.adding(.byName(feature), to: "AppRuntime")), [Pair(rule: "runtime-x-feature", subject: "AppRuntime -> \(feature)")])
    }

    @Test("the app runtime depending on a feature host, an app or a contract is reported", arguments: [
        ("FeatureHosts", "runtime-x-host"), ("OrderApp", "runtime-x-app"), ("OrderContract", "runtime-x-app"),
    ])
    func runtimeUpward(_ target: String, _ rule: String) throws {
        try expectEqual(found(base.adding(.byName(target), to: "AppRuntime")), [Pair(rule: rule, subject: "AppRuntime -> \(target)")])
    }

    @Test("a feature host depending on an app or a backend's contract is reported", arguments: ["ChatApp", "ChatContract"])
    func hostToApp(_ target: String) throws {
        try expectEqual(found(base.adding(.byName(target), to: "FeatureHosts")), [Pair(rule: "host-x-app", subject: "FeatureHosts -> \(target)")])
    }

    @Test("a contract depending on anything of ours is reported")
    func contractToCore() throws {
        try expectEqual(found(base.adding("Core", to: "OrderContract")), [Pair(rule: "contract-x-any", subject: "OrderContract -> Core")])
    }

    @Test("stubs depending on the runtime or a host are reported", arguments: ["AppRuntime", "FeatureHosts"])
    func stubToAppLayer(_ target: String) throws {
        try expectEqual(found(base.adding(.byName(target), to: "SomeFeatureStubs")), [Pair(rule: "stub-x-app", subject: "SomeFeatureStubs -> \(target)")])
    }

    @Test("a feature depending on another feature is reported with the edge, the rule and the fix")
    func featureToFeature() throws {
        let violations = try RepositoryRules.violations(in: base.adding("OtherFeature", to: "SomeFeature"))
        expectEqual(violations.map(\.message), [
            "SomeFeature -> OtherFeature: a feature may not depend on another feature (rule feature-x-feature). "
                + "Reach it through a descriptor in Core (ViewDescriptor.OtherDetails) instead of importing it.",
        ])
    }

    @Test("a feature depending on AppShell is reported")
    func featureToShell() throws {
        try expectEqual(found(base.adding("AppShell", to: "OtherFeature")), [Pair(rule: "feature-x-shell", subject: "OtherFeature -> AppShell")])
    }

    @Test("a feature depending on a Live module is reported")
    func featureToLive() throws {
        try expectEqual(found(base.adding("HTTPClientLive", to: "SomeFeature")), [Pair(rule: "feature-x-live", subject: "SomeFeature -> HTTPClientLive")])
    }

    @Test("a feature using an external product is reported with the package and product")
    func featureToProduct() throws {
        let fixture = base.adding(.product("Collections", package: "swift-collections"), to: "SomeFeature")
        try expectEqual(found(fixture), [Pair(rule: "feature-x-product", subject: "SomeFeature -> swift-collections/Collections")])
    }

    @Test("Core depending on anything, a target or a product, is reported", arguments: [
        (PackageFixture.Dep.byName("UIComponent"), "Core -> UIComponent"),
        (PackageFixture.Dep.byName("HTTPClientLive"), "Core -> HTTPClientLive"),
        (PackageFixture.Dep.product("Collections", package: "swift-collections"), "Core -> swift-collections/Collections"),
    ])
    func coreToAnything(dependency: PackageFixture.Dep, edge: String) throws {
        try expectContains(found(base.adding(dependency, to: "Core")), Pair(rule: "core-x-any", subject: edge))
    }

    @Test("UIComponent depending on a feature is reported")
    func componentToFeature() throws {
        try expectEqual(found(base.adding("SomeFeature", to: "UIComponent")), [Pair(rule: "component-x-feature", subject: "UIComponent -> SomeFeature")])
    }

    @Test("a stub depending on a Live module is reported")
    func stubToLive() throws {
        try expectEqual(found(base.adding("StorageLive", to: "SomeFeatureStubs")), [Pair(rule: "stub-x-live", subject: "SomeFeatureStubs -> StorageLive")])
    }

    @Test("an edge no rule forbids but no allowance covers breaks the kind's allowance")
    func notAllowed() throws {
        let violations = try RepositoryRules.violations(in: base.adding(.product("Collections", package: "swift-collections"), to: "AppShell"))
        expectEqual(violations.map(\.message), [
            "AppShell -> swift-collections/Collections: a shell may depend only on component, core, "
                + "and swift-collections/Collections is a product (rule allow-shell). Remove the dependency, "
                + "or move what AppShell needs into a module it may use (or allow the edge in architecture-rules.json "
                + "if the rule itself should change).",
        ])
    }

    @Test("a target no rule classifies is reported with its path")
    func unclassified() throws {
        let violations = try RepositoryRules.violations(in: base.adding(.regular("Scratch", "Sources/Scratch", ["Core"])))
        expectEqual(violations.map(\.message), [
            #"unclassified target Scratch at path Sources/Scratch: add it to architecture-rules.json (a "classify" entry for its folder or its name)."#,
        ])
    }

    @Test("a dependency on a target the package does not have is reported")
    func unknownTarget() throws {
        try expectEqual(found(base.adding(.target("Nowhere"), to: "SomeFeature")), [Pair(rule: "unknown-target", subject: "SomeFeature -> Nowhere")])
    }
}
