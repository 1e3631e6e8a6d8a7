import ArchitectureCheck
import Expectations
import Testing

@Suite("The repository's rules against the whole intended design", .timeLimit(.minutes(2)))
struct FullGraphTests {
    @Test("the full layer diagram, with Live, both apps and the stub server, keeps the rule")
    func intendedGraphPasses() throws {
        try expectEqual(RepositoryRules.violations(in: .intended), [])
    }

    @Test("every target of the full design gets the kind the diagram gives it")
    func kinds() throws {
        let graph = try ModuleGraph(packageJSON: PackageFixture.intended.data, rules: RepositoryRules.load())
        let kinds = Dictionary(uniqueKeysWithValues: graph.modules.map { ($0.name, $0.kind?.rawValue ?? "none") })
        expectEqual(kinds["CCurl"], "live")
        expectEqual(kinds["CSQLite"], "live")
        expectEqual(kinds["HTTPClientLive"], "live")
        expectEqual(kinds["StorageLive"], "live")
        expectEqual(kinds["OrderApp"], "app")
        expectEqual(kinds["ChatApp"], "app")
        expectEqual(kinds["StubServer"], "stub")
        expectEqual(kinds["SomeSandbox"], "stub")
        expectEqual(kinds["AppShell"], "shell")
        expectNotContains(kinds.values, "none")
    }
}
