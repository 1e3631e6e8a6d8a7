import ArchitectureCheck
import Expectations
import Foundation
import Testing

/// The check reads the code, not only the manifest: an `import` of a module the target does not
/// declare fails it, naming file and line.
@Suite("Imports: every import is a declared dependency", .timeLimit(.minutes(2)))
struct ImportsTests {
    @Test("import lines in every form name their module; text inside a multi-line string is not code")
    func parsing() {
        let source = #"""
        import Core
        @testable import SomeFeature
        public import UIComponent
        import struct AppShell.Viewport
        @preconcurrency import Foundation
        let fixture = """
        import NotReally
        """
        // import Commented
        """#
        expectEqual(Imports.imports(in: source).map(\.module), ["Core", "SomeFeature", "UIComponent", "AppShell", "Foundation"])
        expectEqual(Imports.imports(in: source).map(\.line), [1, 2, 3, 4, 5])
    }

    @Test("an undeclared import of a package module fails, naming file, line, target and module; toolchain modules need nothing")
    func undeclared() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("imports-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("Modules/SomeFeature")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "import Core\nimport Foundation\nimport Testing\nimport UIComponent\nimport ArgumentParser\n"
            .write(to: folder.appendingPathComponent("Screen.swift"), atomically: true, encoding: .utf8)
        let graph = ModuleGraph(
            modules: [
                Module(name: "SomeFeature", path: "Modules/SomeFeature", targetType: "regular", kind: "feature"),
                Module(name: "Core", path: "Modules/Core", targetType: "regular", kind: "core"),
                Module(name: "UIComponent", path: "Modules/UIComponent", targetType: "regular", kind: "component"),
            ],
            dependencies: [Dependency(from: "SomeFeature", to: .module("Core"))]
        )
        let found = try Imports.undeclared(in: graph, root: root)
        expectEqual(found.map(\.module), ["UIComponent", "ArgumentParser"])
        expectEqual(found.first?.description.hasPrefix("Modules/SomeFeature/Screen.swift:4: SomeFeature imports UIComponent, which it does not declare"), true)
        // Declared, it passes.
        let declared = ModuleGraph(modules: graph.modules, dependencies: graph.dependencies + [
            Dependency(from: "SomeFeature", to: .module("UIComponent")),
            Dependency(from: "SomeFeature", to: .product(ExternalProduct(package: "swift-argument-parser", name: "ArgumentParser"))),
        ])
        try expectEmpty(Imports.undeclared(in: declared, root: root))
    }

    @Test("a toolchain module an imports rule refuses to the target's kind fails, naming file, line, rule and fix; other kinds may import it")
    func refusedToolchainModule() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("imports-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (folder, source) in [("Modules/Core", "import FoundationEssentials\n"),
                                 ("Modules/SomeFeature", "import Core\n@preconcurrency import Foundation\n"),
                                 ("Stubs/SomeFeatureStubs", "import Foundation\n"),
                                 ("Tests/SomeFeatureTests", "import Foundation\n")] {
            let url = root.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try source.write(to: url.appendingPathComponent("File.swift"), atomically: true, encoding: .utf8)
        }
        let graph = ModuleGraph(
            modules: [
                Module(name: "Core", path: "Modules/Core", targetType: "regular", kind: "core"),
                Module(name: "SomeFeature", path: "Modules/SomeFeature", targetType: "regular", kind: "feature"),
                Module(name: "SomeFeatureStubs", path: "Stubs/SomeFeatureStubs", targetType: "regular", kind: "stub"),
                Module(name: "SomeFeatureTests", path: "Tests/SomeFeatureTests", targetType: "test", kind: "test"),
            ],
            dependencies: [Dependency(from: "SomeFeature", to: .module("Core"))]
        )
        let rule = ImportRule(id: "shipped-x-full-foundation", from: ["core", "feature"], modules: ["Foundation"],
                              reason: "shipped code imports FoundationEssentials", fix: "import FoundationEssentials in {from} instead of {to}")
        let found = try Imports.refused(in: graph, rules: [rule], root: root)
        expectEqual(found.map(\.target), ["SomeFeature"])
        expectEqual(found.first?.description, "Modules/SomeFeature/File.swift:2: SomeFeature imports Foundation: shipped code imports FoundationEssentials [shipped-x-full-foundation]; import FoundationEssentials in SomeFeature instead of Foundation")
        try expectEmpty(Imports.refused(in: graph, rules: [], root: root))
    }

    @Test("the repository's rules refuse full Foundation to every kind the apps link, and to none of the others")
    func repositoryRule() throws {
        let rules = try RepositoryRules.load()
        let refusing = Set(rules.imports.filter { $0.modules.contains("Foundation") }.flatMap(\.from))
        expectEqual(refusing, ["core", "component", "shell", "feature", "live", "contract", "runtime", "host", "app"])
    }

    @Test("an imports rule naming an undeclared kind is a malformed rules file")
    func undeclaredKindInImportRule() {
        let json = Data("""
        {"kinds": [{"name": "core", "description": "c"}], "classify": [], "allow": {"core": []},
         "tests": {"kind": "core", "suffix": "Tests", "alsoAllow": []}, "forbid": [],
         "imports": [{"id": "x", "from": ["app"], "modules": ["Foundation"], "reason": "r", "fix": "f"}]}
        """.utf8)
        #expect(throws: ArchitectureCheckError.self) { try Rules(json: json) }
    }
}
