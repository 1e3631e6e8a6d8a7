import ArchitectureCheck
import Expectations
import Testing

@Suite("TestSelection: the tests a change can break, over synthetic graphs", .timeLimit(.minutes(2)))
struct TestSelectionTests {
    /// Two features under one app whose tests run its executable, and a tool apart.
    static let package = PackageFixture(targets: [
        .regular("Core", "Modules/Core"),
        .test("CoreTests", ["Core"]),
        .regular("Feature", "Modules/Feature", ["Core"]),
        .test("FeatureTests", ["Feature"]),
        .regular("Other", "Modules/Other", ["Core"]),
        .test("OtherTests", ["Other", "Feature"]),
        .system("CLib", "Modules/Live/CLib"),
        .regular("Live", "Modules/Live/Live", ["CLib", "Core"]),
        .regular("LiveWorker", "Modules/Live/LiveWorker", ["Live"]),
        .test("LiveTests", ["Live", "LiveWorker"]),
        .regular("Host", "Apps/Host", ["Feature", "Live", "Other"]),
        .executable("HostCLI", "Apps/HostCLI", ["Host"]),
        .test("HostTests", ["Host", "HostCLI"]),
        .regular("Tool", "Tools/Tool"),
        .test("ToolTests", ["Tool"]),
    ])

    func select(_ paths: [String], policy: SelectionPolicy = .repository) throws -> TestSelection {
        let graph = try ModuleGraph(packageJSON: Self.package.data, rules: RepositoryRules.load())
        return TestSelection(changedPaths: paths, graph: graph, policy: policy)
    }

    @Test("a change to a feature runs its tests and the tests of everything that depends on it, and nothing else")
    func feature() throws {
        let selection = try select(["Modules/Other/OtherView.swift"])
        expectEqual(selection.testTargetsToRun, ["HostTests", "OtherTests"])
        expectEqual(selection.verdict, .only([
            .init(testTarget: "HostTests", chain: "HostTests -> Host -> Other"),
            .init(testTarget: "OtherTests", chain: "OtherTests -> Other"),
        ]))
    }

    @Test("dependents are found through any number of targets, each by a shortest chain")
    func transitive() throws {
        let selection = try select(["Modules/Core/Entity.swift"])
        expectEqual(selection.testTargetsToRun, ["CoreTests", "FeatureTests", "HostTests", "LiveTests", "OtherTests"])
        guard case let .only(choices) = selection.verdict else { Issue.record("ran everything"); return }
        expectEqual(choices.first { $0.testTarget == "HostTests" }?.chain, "HostTests -> Host -> Feature -> Core")
    }

    @Test("a test that runs an executable depends on its target, so a change to the executable runs it")
    func executable() throws {
        try expectEqual(select(["Apps/HostCLI/main.swift"]).testTargetsToRun, ["HostTests"])
        try expectEqual(select(["Modules/Live/LiveWorker/main.swift"]).testTargetsToRun, ["LiveTests"])
    }

    @Test("a changed test file, golden or fixture runs that test target alone")
    func testFile() throws {
        try expectEqual(select(["Tests/FeatureTests/Goldens/list-w80.txt", "Tests/FeatureTests/ListTests.swift"]).testTargetsToRun, ["FeatureTests"])
    }

    @Test("a path belongs to the deepest folder that holds it, and only at a folder boundary")
    func owners() throws {
        let selection = try select(["Modules/Live/Live/Client.swift", "Modules/Live/LiveWorker/main.swift", "./Modules/Feature/A.swift"])
        expectEqual(selection.changes.map(\.target), ["Feature", "Live", "LiveWorker"])
        expectEqual(selection.changes.map(\.path), ["Modules/Feature/A.swift", "Modules/Live/Live/Client.swift", "Modules/Live/LiveWorker/main.swift"])
    }

    @Test("the manifest, the scripts, the rules or CI's configuration run everything, and say so",
          arguments: [
              ("Package.swift", "Package.swift: `Package.swift` can change how any test builds or runs"),
              ("scripts/test", "scripts/test: a path under `scripts/` can change how any test builds or runs"),
              ("architecture-rules.json", "architecture-rules.json: `architecture-rules.json` can change how any test builds or runs"),
              (".ci/run", ".ci/run: a path under `.ci/` can change how any test builds or runs"),
          ])
    func everything(path: String, reason: String) throws {
        let selection = try select(["Modules/Other/OtherView.swift", path])
        expectEqual(selection.verdict, .everything(reasons: [reason]))
        expectEqual(selection.testTargetsToRun, ["CoreTests", "FeatureTests", "HostTests", "LiveTests", "OtherTests", "ToolTests"])
    }

    @Test("a path no target holds runs everything, since nothing says what it affects")
    func unmapped() throws {
        let selection = try select(["docs/guide.md", "Modules/README.md"])
        expectEqual(selection.verdict, .everything(reasons: [
            "Modules/README.md: no target holds it, so nothing says which tests it can affect",
            "docs/guide.md: no target holds it, so nothing says which tests it can affect",
        ]))
    }

    @Test("the policy decides which paths run everything")
    func policy() throws {
        let narrow = SelectionPolicy(runsEverything: ["Makefile"])
        try expectEqual(select(["Makefile"], policy: narrow).verdict, .everything(reasons: [
            "Makefile: `Makefile` can change how any test builds or runs",
        ]))
        try expectEqual(select(["Modules/Feature/A.swift"], policy: narrow).testTargetsToRun, ["FeatureTests", "HostTests", "OtherTests"])
    }

    @Test("no change runs no test; a change no test depends on runs none either, and says so")
    func nothing() throws {
        try expectEqual(select([]).verdict, .only([]))
        try expectEmpty(select(["", "  "]).changes)
        let system = try select(["Modules/Live/CLib/module.modulemap"])
        expectEqual(system.testTargetsToRun, ["HostTests", "LiveTests"])
        let tool = try select(["Tools/Tool/Main.swift"])
        expectEqual(tool.testTargetsToRun, ["ToolTests"])
    }

    @Test("the explanation says what changed, what runs through which chain, and what does not run")
    func explanation() throws {
        try expectEqual(select(["Modules/Other/OtherView.swift"]).explanation, """
            affected: 1 changed path:
              Modules/Other/OtherView.swift -> Other
            affected: running 2 of 6 test targets, each depending on a change:
              HostTests -> Host -> Other
              OtherTests -> Other
            affected: not running CoreTests, FeatureTests, LiveTests, ToolTests: none depends on a change
            """)
        try expectEqual(select(["docs/guide.md", "Modules/Feature/A.swift"]).explanation, """
            affected: 2 changed paths:
              Modules/Feature/A.swift -> Feature
              docs/guide.md -> (no target)
            affected: running every test target (6), because:
              docs/guide.md: no target holds it, so nothing says which tests it can affect
            """)
        try expectEqual(select([]).explanation, """
            affected: 0 changed paths
            affected: no test target depends on a changed path; running none of 6
            """)
    }
}
