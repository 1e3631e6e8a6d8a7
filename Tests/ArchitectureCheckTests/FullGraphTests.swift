import ArchitectureCheck
import Testing

@Suite("The repository's rules against the whole intended design")
struct FullGraphTests {
    @Test("the full layer diagram, with Live, both apps and the stub server, keeps the rule")
    func intendedGraphPasses() throws {
        #expect(try RepositoryRules.violations(in: .intended) == [])
    }

    @Test("every target of the full design gets the kind the diagram gives it")
    func kinds() throws {
        let graph = try ModuleGraph(packageJSON: PackageFixture.intended.data, rules: RepositoryRules.load())
        let kinds = Dictionary(uniqueKeysWithValues: graph.modules.map { ($0.name, $0.kind?.rawValue ?? "none") })
        #expect(kinds["CCurl"] == "live")
        #expect(kinds["CSQLite"] == "live")
        #expect(kinds["HTTPClientLive"] == "live")
        #expect(kinds["StorageLive"] == "live")
        #expect(kinds["OrderApp"] == "app")
        #expect(kinds["ChatApp"] == "app")
        #expect(kinds["StubServer"] == "stub")
        #expect(kinds["SomeSandbox"] == "stub")
        #expect(kinds["AppShell"] == "shell")
        #expect(!kinds.values.contains("none"))
    }
}
