import ArchitectureCheck
import Expectations
import Foundation
import Testing

/// The modules that know no feature name none: checked on the repository, and the checker on
/// fixtures, so a pass means it looked.
@Suite("Generic modules name no feature", .timeLimit(.minutes(2)))
struct FeatureNamesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The folders of the modules that know no feature (docs/architecture.md).
    static let generic = ["Apps/AppRuntime", "Modules/AppShell", "Modules/UIComponent", "Modules/Live"]

    /// Every feature module of the repository: Package.swift's table of features.
    static func features() throws -> [String] {
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        return try #require(FeatureTable.declared(inManifest: manifest), "Package.swift has no table of features")
    }

    @Test("the app runtime, AppShell, UIComponent and the Live modules name no feature and none of its types")
    func repository() throws {
        let stems = FeatureNames.stems(features: try Self.features())
        #expect(stems.contains("Some") && stems.contains("Activity"), "\(stems)")
        for folder in Self.generic {
            let mentions = try FeatureNames.mentions(inFolder: Self.root.appendingPathComponent(folder), stems: stems)
            expectEmpty(mentions, "\(mentions.map(\.description).joined(separator: "\n"))")
        }
    }

    @Test("a feature's type, module or member in code is found, and its words in a string; nothing in a comment")
    func fixture() {
        let source = """
        import SomeFeature
        /// Shows the Some list. SomeID too.
        func list(_ id: SomeID, cache: some Encodable) -> String {
            let text = "Somes: \\(id)" // Some in a comment
            let multi = \"\"\"
                Some in a multi-line string
                \"\"\"
            /* Some in a block */ return OtherwiseFine.describe(text) + activityLog
        }
        """
        let found = FeatureNames.mentions(in: source, file: "X.swift", stems: ["Some", "Other", "Activity"])
        expectEqual(found.map(\.name), ["SomeFeature", "SomeID", "Somes", "Some"])
        expectEqual(found.map(\.line), [1, 3, 4, 6])
        expectEqual(found.first?.description, "X.swift:1: names SomeFeature, of a feature; a module that knows no feature may not")
    }

    @Test("in a string, a feature's name, plural or snake_case name is found; its stem as an English word is not")
    func wordsInText() {
        let source = #"""
        let sql = "SELECT some_json FROM cached_somes WHERE seen_id = ?1"
        let help = "keeps the seen somes; some of them, and other things, not the Others"
        let fine = "cached_items, item_id, others, other_backend, some, other, activity log"
        let named = "ActivityFeature's Activity and \(OtherID.self)"
        """#
        let found = FeatureNames.mentions(in: source, file: "X.swift", stems: ["Some", "Other", "Activity"])
        expectEqual(found.map(\.name), ["cached_somes", "some_json", "Others", "somes", "Activity", "ActivityFeature", "OtherID"])
        expectEqual(found.map(\.line), [1, 1, 2, 2, 4, 4, 4])
        let exempt = "// feature-names: the steps a shipped build ran keep their names\n" + source
        expectEmpty(FeatureNames.mentions(in: exempt, file: "X.swift", stems: ["Some", "Other", "Activity"]))
        let code = "// feature-names: history\nlet x: SomeID = \"cached_somes\""
        expectEqual(FeatureNames.mentions(in: code, file: "X.swift", stems: ["Some"]).map(\.name), ["SomeID"])
    }

    @Test("a feature's host imports its own feature and no other: an app that hosts one feature carries no other through it")
    func hostsImportOnlyTheirFeature() throws {
        let features = Set(try Self.features())
        let hosts = Self.root.appendingPathComponent("Apps/FeatureHosts")
        for host in try FileManager.default.contentsOfDirectory(atPath: hosts.path) where features.contains(host) {
            let folder = hosts.appendingPathComponent(host)
            for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
                let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                let imported = source.split(separator: "\n").compactMap { line -> String? in
                    let words = line.split(separator: " ")
                    return words.count == 2 && words[0] == "import" ? String(words[1]) : nil
                }
                let others = imported.filter { features.contains($0.hasSuffix("Host") ? String($0.dropLast(4)) : $0) && !$0.hasPrefix(host) }
                expectEmpty(others, "Apps/FeatureHosts/\(host)/\(file) imports \(others)")
            }
        }
    }
}

/// The stub server's core serves whatever backends it is given: it names none of them, in code
/// or in its strings; each backend is a plug-in of its own (`Stubs/Backends/<Name>Backend`).
@Suite("The stub server's core names no backend", .timeLimit(.minutes(2)))
struct BackendNamesTests {
    /// The backends, by their contracts' folders: `OrderContract` → `Order`.
    static func backends() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: FeatureNamesTests.root.appendingPathComponent("Modules/Contracts").path)
            .filter { $0.hasSuffix("Contract") }.map { String($0.dropLast("Contract".count)) }.sorted()
    }

    @Test("Stubs/StubServer names no Order, Chat or Site: not a type, a route nor a word in a message")
    func core() throws {
        let stems = try Self.backends()
        expectEqual(stems, ["Chat", "Order", "Site"])
        let mentions = try FeatureNames.mentions(inFolder: FeatureNamesTests.root.appendingPathComponent("Stubs/StubServer"), stems: stems)
        expectEmpty(mentions, "\(mentions.map(\.description).joined(separator: "\n"))")
    }

    @Test("each backend is a module of its own under Stubs/Backends")
    func plugIns() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: FeatureNamesTests.root.appendingPathComponent("Stubs/Backends").path)
        expectEqual(Set(folders), Set(try Self.backends().map { "\($0)Backend" }))
    }
}
