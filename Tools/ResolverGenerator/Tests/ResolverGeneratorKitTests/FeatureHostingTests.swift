import ResolverGeneratorKit
import Testing

/// The scaffold's edits of Package.swift and an app's file, on their syntax trees.
@Suite("FeatureHosting: the scaffold's edits of Swift", .timeLimit(.minutes(2)))
struct FeatureHostingTests {
    static let manifest = """
        let features: [FeatureDeclaration] = [
            FeatureDeclaration("Activity"),
            FeatureDeclaration("Some", uses: ["OtherFeature"], sandboxCLITests: true) // the main one
        ]
        let targets: [Target] = [
            .target(
                name: "ChatApp",
                dependencies: ["AppRuntime", "Core"],
                path: "Apps/ChatApp"
            ),
            .target(name: "ChatAppCLI", dependencies: ["ChatApp"]),
        ]
        """

    @Test("a feature's line goes last in the table, indented as the others, a comma added to the line before it")
    func declaring() throws {
        let edited = try FeatureHosting.declaring(#"FeatureDeclaration("Probe", goldens: false)"#, in: Self.manifest)
        #expect(edited.contains("""
                FeatureDeclaration("Some", uses: ["OtherFeature"], sandboxCLITests: true), // the main one
                FeatureDeclaration("Probe", goldens: false),
            ]
            """))
        #expect(edited.components(separatedBy: "\n").count == Self.manifest.components(separatedBy: "\n").count + 1)
    }

    @Test("the import goes where its name sorts among the imports, first when it sorts before them all")
    func importInOrder() throws {
        let source = "// header\nimport AppRuntime\nimport Core\nimport SomeFeatureHost\n\npublic enum ChatApp: SomeFeatureHosting {}\n"
        let edited = try FeatureHosting.conforming("ChatApp", to: "ChecklistFeatureHosting", importing: "ChecklistFeatureHost", in: source, file: "ChatApp.swift")
        #expect(edited == "// header\nimport AppRuntime\nimport ChecklistFeatureHost\nimport Core\nimport SomeFeatureHost\n\npublic enum ChatApp: SomeFeatureHosting, ChecklistFeatureHosting {}\n")
        let first = try FeatureHosting.conforming("ChatApp", to: "AFeatureHosting", importing: "AFeatureHost", in: source, file: "ChatApp.swift")
        #expect(first.hasPrefix("// header\nimport AFeatureHost\nimport AppRuntime\n"), "\(first)")
    }

    @Test("the app's type conforms and imports the host after the last import; a second time changes nothing")
    func conforming() throws {
        let source = "import AppRuntime\nimport Core\n\n/// App B.\npublic enum ChatApp: SomeFeatureHosting, OtherFeatureHosting {\n    static let x = 1\n}\n"
        let edited = try FeatureHosting.conforming("ChatApp", to: "ProbeFeatureHosting", importing: "ProbeFeatureHost", in: source, file: "ChatApp.swift")
        #expect(edited == "import AppRuntime\nimport Core\nimport ProbeFeatureHost\n\n/// App B.\npublic enum ChatApp: SomeFeatureHosting, OtherFeatureHosting, ProbeFeatureHosting {\n    static let x = 1\n}\n")
        #expect(try FeatureHosting.conforming("ChatApp", to: "ProbeFeatureHosting", importing: "ProbeFeatureHost", in: edited, file: "ChatApp.swift") == edited)
    }

    @Test("an app's targets go last in an array, re-indented as its elements, the element before given its comma")
    func appending() throws {
        let block = "        .target(name: \"TicketApp\", dependencies: [\n            \"Core\",\n        ]),\n\n"
        let edited = try FeatureHosting.appending(block, toArray: "targets", in: Self.manifest.replacingOccurrences(of: #"dependencies: ["ChatApp"]),"#, with: #"dependencies: ["ChatApp"])"#))
        #expect(edited.hasSuffix("""
                .target(name: "ChatAppCLI", dependencies: ["ChatApp"]),
                .target(name: "TicketApp", dependencies: [
                    "Core",
                ]),
            ]
            """))
    }

    @Test("a missing table or type is refused, saying what was looked for")
    func refusals() {
        #expect(throws: GenerationError.self) { try FeatureHosting.declaring("X", in: "let other = [1]") }
        #expect(throws: GenerationError.self) {
            try FeatureHosting.conforming("SiteApp", to: "P", importing: "M", in: "public enum ChatApp: A {}", file: "f.swift")
        }
    }
}
