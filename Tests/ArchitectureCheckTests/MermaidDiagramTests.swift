import ArchitectureCheck
import Expectations
import Foundation
import Testing

@Suite("mermaidDiagram: the module graph for docs/architecture.md", .timeLimit(.minutes(2)))
struct MermaidDiagramTests {
    /// A little of everything, listed out of order: a test target, a system library, an
    /// executable with a product and one without, two products of one package.
    let small = PackageFixture(
        targets: [
            .executable("OrderAppCLI", "Apps/OrderAppCLI", ["OrderApp", .product("ArgumentParser", package: "swift-argument-parser")]),
            .regular("OrderApp", "Apps/OrderApp", ["SomeFeature", "HTTPClientLive", "Core"]),
            .regular("SomeFeature", "Modules/SomeFeature", ["Core"]),
            .test("SomeFeatureTests", ["SomeFeature", .product("FlyingFox", package: "FlyingFox")]),
            .regular("HTTPClientLive", "Modules/Live/HTTPClientLive", ["Core", "CCurl"]),
            .system("CCurl", "Modules/Live/CCurl"),
            .regular("Core", "Modules/Core"),
            .regular("StubServer", "Stubs/StubServer", [
                "Core", .product("FlyingSocks", package: "FlyingFox"), .product("FlyingFox", package: "FlyingFox"),
            ]),
            .executable("StubServerCLI", "Stubs/StubServerCLI", ["StubServer"]),
        ],
        products: [.executable("order-app", "OrderAppCLI")]
    )

    func diagram(_ fixture: PackageFixture) throws -> String {
        mermaidDiagram(try ModuleGraph(packageJSON: fixture.data, rules: RepositoryRules.load()))
    }

    @Test("kinds in the rules file's order, nodes and edges sorted, products as labels, packages as one node each")
    func smallGraph() throws {
        try expectEqual(diagram(small), """
            graph TD
              subgraph core
                Core
              end
              subgraph feature
                SomeFeature
              end
              subgraph live
                CCurl
                HTTPClientLive
              end
              subgraph app
                OrderApp
                OrderAppCLI["order-app"]
              end
              subgraph stub
                StubServer
                StubServerCLI
              end
              FlyingFox[(FlyingFox)]
              swift_argument_parser[("swift-argument-parser")]
              HTTPClientLive --> CCurl
              HTTPClientLive --> Core
              OrderApp --> Core
              OrderApp --> HTTPClientLive
              OrderApp --> SomeFeature
              OrderAppCLI --> OrderApp
              OrderAppCLI --> swift_argument_parser
              SomeFeature --> Core
              StubServer --> Core
              StubServer --> FlyingFox
              StubServerCLI --> StubServer
            """)
    }

    @Test("the manifest's order does not change the text")
    func deterministic() throws {
        var shuffled = small
        shuffled.targets.reverse()
        for index in shuffled.targets.indices { shuffled.targets[index].dependencies.reverse() }
        try expectEqual(diagram(shuffled), diagram(small))
    }

    @Test("ids are letters, digits and underscores, never a Mermaid keyword, never shared; the name becomes the label")
    func sanitisedIDs() {
        let graph = ModuleGraph(
            modules: [
                Module(name: "my-lib", path: "Modules/my-lib", targetType: "regular", kind: "core"),
                Module(name: "my_lib", path: "Modules/my_lib", targetType: "regular", kind: "core"),
                Module(name: "end", path: "Modules/end", targetType: "regular", kind: "feature"),
                Module(name: "Straße", path: "Modules/Straße", targetType: "regular", kind: "feature"),
                Module(name: "Scratch", path: "Sources/Scratch", targetType: "regular", kind: nil),
            ],
            dependencies: [
                Dependency(from: "Straße", to: .module("end")),
                Dependency(from: "end", to: .module("my-lib")),
                Dependency(from: "my-lib", to: .module("my_lib")),
                Dependency(from: "my_lib", to: .product(ExternalProduct(package: "my-lib", name: "Lib"))),
            ],
            kinds: ["core", "component", "feature"]
        )
        expectEqual(mermaidDiagram(graph), """
            graph TD
              subgraph core
                my_lib["my-lib"]
                my_lib_2[my_lib]
              end
              subgraph feature
                Stra_e["Straße"]
                end_["end"]
              end
              subgraph unclassified
                Scratch
              end
              my_lib_3[("my-lib")]
              Stra_e --> end_
              end_ --> my_lib
              my_lib --> my_lib_2
              my_lib_2 --> my_lib_3
            """)
    }

    @Test("every id in the diagram of the whole design is safe")
    func intendedDesignIDs() throws {
        let text = try diagram(.intended)
        let ids = text.split(separator: "\n").dropFirst().flatMap { line -> [Substring] in
            let line = line.drop { $0 == " " }
            if line == "end" { return [] }
            if line.hasPrefix("subgraph ") { return [line.dropFirst("subgraph ".count)] }
            if line.contains(" --> ") { return line.split(separator: " ").filter { $0 != "-->" } }
            return [line.prefix { $0 != "[" }]
        }
        #expect(!ids.isEmpty)
        expectEqual(ids.filter { !$0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") } }, [])
        expectContains(text, "    ChatApp[\"chat-app\"]\n")
        expectNotContains(text, "Tests")
    }
}
