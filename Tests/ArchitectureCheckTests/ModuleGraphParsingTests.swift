import ArchitectureCheck
import Expectations
import Foundation
import Testing

@Suite("ModuleGraph: reading dump-package's JSON", .timeLimit(.minutes(2)))
struct ModuleGraphParsingTests {
    /// A trimmed but literal dump-package document: every dependency form and a defaulted path.
    let json = """
        {
          "name": "Demo",
          "products": [
            {"name": "demo", "settings": [], "targets": ["DemoCLI"], "type": {"executable": null}},
            {"name": "DemoKit", "settings": [], "targets": ["Core"], "type": {"library": ["automatic"]}}
          ],
          "targets": [
            {"dependencies": [], "name": "Core", "path": "Modules/Core", "type": "regular"},
            {"dependencies": [{"byName": ["Core", null]}, {"target": ["CCurl", null]}],
             "name": "HTTPClientLive", "path": "Modules/Live/HTTPClientLive", "type": "regular"},
            {"dependencies": [], "name": "CCurl", "path": "Modules/Live/CCurl", "type": "system"},
            {"dependencies": [{"byName": ["HTTPClientLive", null]},
                              {"product": ["ArgumentParser", "swift-argument-parser", null, null]}],
             "name": "DemoCLI", "path": "Apps/DemoCLI", "type": "executable"},
            {"dependencies": [{"byName": ["Core", null]}], "name": "CoreTests", "path": null, "type": "test"}
          ]
        }
        """

    @Test("reads every target with its path, type and kind")
    func modules() throws {
        let graph = try ModuleGraph(packageJSON: Data(json.utf8), rules: RepositoryRules.load())
        expectEqual(graph.modules.map(\.name), ["Core", "HTTPClientLive", "CCurl", "DemoCLI", "CoreTests"])
        expectEqual(graph.module(named: "CCurl"), Module(name: "CCurl", path: "Modules/Live/CCurl", targetType: "system", kind: "live"))
        expectEqual(graph.module(named: "DemoCLI")?.kind, "app")
    }

    @Test("a test target without a path lives in Tests/<name>")
    func defaultTestPath() throws {
        let graph = try ModuleGraph(packageJSON: Data(json.utf8), rules: RepositoryRules.load())
        expectEqual(graph.module(named: "CoreTests")?.path, "Tests/CoreTests")
        expectEqual(graph.module(named: "CoreTests")?.kind, "test")
    }

    @Test("byName, target and product dependencies become target and product edges")
    func edges() throws {
        let graph = try ModuleGraph(packageJSON: Data(json.utf8), rules: RepositoryRules.load())
        expectEqual(graph.dependencies.map(\.description), [
            "HTTPClientLive -> Core",
            "HTTPClientLive -> CCurl",
            "DemoCLI -> HTTPClientLive",
            "DemoCLI -> swift-argument-parser/ArgumentParser",
            "CoreTests -> Core",
        ])
    }

    @Test("only executable products count as executables")
    func executables() throws {
        let graph = try ModuleGraph(packageJSON: Data(json.utf8), rules: RepositoryRules.load())
        expectEqual(graph.executables, [ExecutableProduct(name: "demo", targets: ["DemoCLI"])])
    }

    @Test("an executable target no product names still counts as an executable")
    func synthesizedExecutable() throws {
        let fixture = PackageFixture(targets: [.executable("Tool", "Tools/Tool")])
        let graph = try ModuleGraph(packageJSON: fixture.data, rules: RepositoryRules.load())
        expectEqual(graph.executables, [ExecutableProduct(name: "Tool", targets: ["Tool"])])
    }

    @Test("a byName dependency that is no local target is the product of the package with that name")
    func byNameProduct() throws {
        let fixture = PackageFixture(targets: [.regular("Tool", "Tools/Tool", ["Yams"])])
        let graph = try ModuleGraph(packageJSON: fixture.data, rules: RepositoryRules.load())
        expectEqual(graph.dependencies, [Dependency(from: "Tool", to: .product(ExternalProduct(package: "Yams", name: "Yams")))])
    }

    @Test("JSON that is not a package description is rejected with the missing key named")
    func malformed() throws {
        let rules = try RepositoryRules.load()
        #expect(throws: ArchitectureCheckError.malformedPackage(detail: #"missing "type" at targets[0]"#)) {
            try ModuleGraph(packageJSON: Data(#"{"targets":[{"name":"X","dependencies":[]}],"products":[]}"#.utf8), rules: rules)
        }
        #expect(throws: ArchitectureCheckError.self) {
            try ModuleGraph(packageJSON: Data("not json".utf8), rules: rules)
        }
    }
}
