import ArchitectureCheck
import Expectations
import Foundation
import Testing

/// A feature is what Package.swift's table declares: the table read, and held to the modules
/// the rules file puts in features' folders.
@Suite("Package.swift's table of features", .timeLimit(.minutes(2)))
struct FeatureTableTests {
    static let manifest = """
        let swiftSettings: [SwiftSetting] = []

        let features: [FeatureDeclaration] = [
            FeatureDeclaration("Activity"),
            // A feature whose stubs build on another's.
            FeatureDeclaration("Other", uses: ["SomeFeatureStubs"], goldens: false),

            FeatureDeclaration("Some", uses: ["OtherFeature"]),
        ]

        struct FeatureDeclaration {
            init(_ stem: String) {}
        }
        """

    @Test("the table's declarations in order, comments and blank lines skipped; nil with no table or an unclosed one")
    func reads() {
        expectEqual(FeatureTable.declared(inManifest: Self.manifest), ["ActivityFeature", "OtherFeature", "SomeFeature"])
        expectNil(FeatureTable.declared(inManifest: "let targets: [Target] = [\n]\n"))
        expectNil(FeatureTable.declared(inManifest: "let features: [FeatureDeclaration] = [\n    FeatureDeclaration(\"Some\"),\n"))
        expectEqual(FeatureTable.declared(inManifest: "let features: [FeatureDeclaration] = [\n]\n"), [])
        expectEmpty(FeatureTable.malformed(inManifest: Self.manifest).map(\.line))
        let odd = "let features: [FeatureDeclaration] = [\n    FeatureDeclaration(\"Some\"),\n  Feature(\"Other\"),\n    FeatureDeclaration(\"lower\"),\n]\n"
        expectEqual(FeatureTable.malformed(inManifest: odd).map(\.line), [3, 4])
    }

    @Test("the repository's manifest declares its features, and they are its modules of kind feature")
    func repository() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let declared = try #require(FeatureTable.declared(inManifest: text))
        #expect(declared.contains("SomeFeature") && declared.contains("ActivityFeature"), "\(declared)")
        let folders = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Modules").path)
        for name in declared { #expect(folders.contains(name), "\(name) is declared but Modules/\(name) is missing") }
    }

    @Test("a module in a feature's folder that the table leaves out, and a declaration with no such module, are violations that say what to add")
    func mismatches() throws {
        let graph = try ModuleGraph(packageJSON: PackageFixture.current.data, rules: RepositoryRules.load())
        expectEmpty(FeatureTable.mismatches(graph, declared: ["OtherFeature", "SomeFeature"]))

        let found = FeatureTable.mismatches(graph, declared: ["SomeFeature", "ReceiptFeature"])
        expectEqual(found.map(\.subject), ["OtherFeature", "ReceiptFeature"])
        expectEqual(Set(found.map(\.rule)), ["declared-features"])
        expectContains(found[0].message, "OtherFeature (Modules/OtherFeature) is a feature by its folder")
        expectContains(found[0].message, "`FeatureDeclaration(\"Other\")`")
        expectContains(found[1].message, "Package.swift declares the feature ReceiptFeature, but its module is not in a feature's folder")
    }
}
