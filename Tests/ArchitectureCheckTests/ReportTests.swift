import ArchitectureCheck
import Expectations
import Testing

@Suite("report: the graph summarised for people", .timeLimit(.minutes(2)))
struct ReportTests {
    @Test("counts modules and edges, groups modules by kind and names the longest path")
    func summary() throws {
        let fixture = PackageFixture(targets: [
            .regular("Core", "Modules/Core"),
            .regular("UIComponent", "Modules/UIComponent", ["Core"]),
            .regular("SomeFeature", "Modules/SomeFeature", ["Core", "UIComponent"]),
            .regular("OtherFeature", "Modules/OtherFeature", ["Core"]),
            .regular("Scratch", "Sources/Scratch", [.product("Yams", package: "Yams")]),
        ])
        let graph = try ModuleGraph(packageJSON: fixture.data, rules: RepositoryRules.load())
        expectEqual(report(graph), """
            architecture: 5 modules, 5 edges (1 to external products)
              core (1): Core
              component (1): UIComponent
              feature (2): OtherFeature, SomeFeature
              unclassified (1): Scratch
            longest path (3 modules): SomeFeature -> UIComponent -> Core
            """)
    }

    @Test("the longest path of the real-shaped package runs from the sandbox executable down to Core")
    func longestPath() throws {
        let graph = try ModuleGraph(packageJSON: PackageFixture.current.data, rules: RepositoryRules.load())
        expectEqual(graph.longestPath, ["SomeSandboxCLI", "SomeSandbox", "AppShell", "UIComponent", "Core"])
    }

    @Test("an empty package reports no path")
    func empty() {
        expectEqual(report(ModuleGraph(modules: [], dependencies: [])), """
            architecture: 0 modules, 0 edges (0 to external products)
            longest path (0 modules): none
            """)
    }
}
