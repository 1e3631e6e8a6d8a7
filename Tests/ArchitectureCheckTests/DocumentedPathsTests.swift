import Expectations
import Foundation
import Testing

/// Every file, folder and script that README.md and docs/*.md name exists: a rename that leaves
/// a doc pointing at nothing fails here, and so does a doc that points outside the repository.
@Suite("The docs name only paths that exist", .timeLimit(.minutes(2)))
struct DocumentedPathsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Where a path named in code starts: the repository's own folders and files.
    static let roots = ["Modules/", "Apps/", "Stubs/", "Tests/", "Tools/", "Fuzz/", "docs/", "scripts/", ".ci/"]

    /// Files the docs name that belong to another project, each with the doc that says whose.
    static let outside: Set<String> = [
        "Socket.swift", // FlyingFox's source (docs/sanitizers.md)
    ]

    /// The code a document shows: the text of its `code` spans and of its fenced blocks.
    static func code(in text: String) -> [Substring] {
        var code: [Substring] = []
        var prose: [Substring] = []
        var fenced = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.drop(while: { $0 == " " }).hasPrefix("```") {
                fenced.toggle()
            } else if fenced {
                code.append(line)
            } else {
                prose.append(line)
            }
        }
        let spans = prose.joined(separator: "\n").split(separator: "`", omittingEmptySubsequences: false)
        for span in spans.enumerated() where span.offset % 2 == 1 {
            code.append(span.element)
        }
        return code
    }

    /// The paths a document names:
    /// - in its code, every word that starts with one of ``roots`` or with `../` (`./` dropped,
    ///   a `:line` dropped), and every bare file name ending in `.swift` or `.md`;
    /// - its relative links (from the document's folder).
    ///
    /// A `../` is taken from `documentFolder` as far as it goes, and a path that climbs out of the
    /// repository keeps the rest (`../shared/x.md` from the top), so that it is found missing.
    static func paths(in text: String, documentFolder: String) -> [String] {
        var found: [String] = []
        for span in code(in: text) {
            for piece in span.split(whereSeparator: { $0.isWhitespace || "\"'(),;=".contains($0) }) {
                var word = String(piece)
                if word.hasPrefix("./") { word.removeFirst(2) }
                // Patterns and placeholders are not paths: `Modules/<X>Feature`, `Tests/*`, `docs/*.md`.
                guard !word.contains(where: { "*<>{}$…[]|".contains($0) }) else { continue }
                // Build folders are made by building, and ignored by git: a fresh clone has none.
                guard !word.contains("/.build") else { continue }
                if let colon = word.firstIndex(of: ":") { word = String(word[..<colon]) }
                while let last = word.last, ",.;)".contains(last) { word.removeLast() }
                if roots.contains(where: word.hasPrefix) {
                    found.append(word)
                } else if word.hasPrefix("../") {
                    found.append(joined(documentFolder, word))
                } else if !word.contains("/"), word.hasSuffix(".swift") || word.hasSuffix(".md"),
                          word.dropLast(word.hasSuffix(".md") ? 3 : 6).allSatisfy({ $0.isLetter || $0.isNumber || "_+-.".contains($0) }) {
                    found.append(word)
                }
            }
        }
        var rest = Substring(text)
        while let open = rest.range(of: "](") {
            rest = rest[open.upperBound...]
            guard let close = rest.firstIndex(of: ")") else { break }
            var target = String(rest[..<close])
            rest = rest[close...]
            if target.hasPrefix("http") || target.hasPrefix("#") || target.hasPrefix("mailto:") { continue }
            if let hash = target.firstIndex(of: "#") { target = String(target[..<hash]) }
            guard !target.isEmpty else { continue }
            found.append(joined(documentFolder, target))
        }
        return found
    }

    /// `path` from `folder`, with `..` taken off the folder as far as it goes.
    static func joined(_ folder: String, _ path: String) -> String {
        var parts = folder.split(separator: "/").map(String.init)
        var rest = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        while rest.first == "..", !parts.isEmpty {
            parts.removeLast()
            rest.removeFirst()
        }
        while rest.first == "." { rest.removeFirst() }
        return (parts + rest).joined(separator: "/")
    }

    /// The name of every file in the repository (not in build folders, nor in git's own).
    static let fileNames: Set<String> = {
        var names: Set<String> = []
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            let name = url.lastPathComponent
            if name.hasPrefix(".build") || name == ".git" || name == ".swiftpm" {
                enumerator?.skipDescendants()
            } else {
                names.insert(name)
            }
        }
        return names
    }()

    /// Whether `path` is in the repository (a bare file name: a file of that name anywhere in
    /// it); or, for the docs' worked examples, where the tools that make it keep it: a feature
    /// `scripts/new-feature Checklist` or `Inspection` writes (its template under
    /// `scripts/templates`, the name as `{{Name}}`, chat-app's parts as the backend template's), the
    /// third app of `check-scaffold` (its fixture, and the environment `scripts/generate`
    /// writes for it). `TARGET` stands for any fuzz target, and is checked as the folder that
    /// holds them.
    static func exists(_ path: String) -> Bool {
        if path.hasPrefix("../") || path == ".." { return false }
        if !path.contains("/") && (path.hasSuffix(".swift") || path.hasSuffix(".md")) {
            return fileNames.contains(path) || outside.contains(path)
                || fileNames.contains(templated(path)) || fileNames.contains(backendTemplated(templated(path)))
        }
        let fixture = "Tests/ScaffoldFixtures/ThirdApp/"
        var candidates = [path] + ["feature", "feature-writes", "e2e"].map { "scripts/templates/\($0)/" + templated(path) }
        candidates += [
            "scripts/templates/backend/" + backendTemplated(templated(path)),
            fixture + path,
            path.replacingOccurrences(of: "TARGET.dict", with: "").replacingOccurrences(of: "TARGET/", with: ""),
        ]
        if path.hasSuffix("+Environment.generated.swift") {
            candidates.append(fixture + (path as NSString).deletingLastPathComponent)
        }
        return candidates.contains { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).standardizedFileURL.path) }
    }

    /// A worked example's feature name as the templates spell it.
    private static func templated(_ path: String) -> String {
        var path = path
        for (name, placeholder) in [("Checklist", "{{Name}}"), ("Inspection", "{{Name}}"), ("checklist", "{{kebab}}"), ("inspection", "{{kebab}}")] {
            path = path.replacingOccurrences(of: name, with: placeholder)
        }
        return path
    }

    /// chat-app's parts of a worked example as the backend template spells them.
    private static func backendTemplated(_ path: String) -> String {
        var path = path
        for (name, placeholder) in [("ChatApp", "{{App}}"), ("ChatContract", "{{Contract}}"), ("c-7", "{{demoContext}}"), ("Chat", "{{Backend}}")] {
            path = path.replacingOccurrences(of: name, with: placeholder)
        }
        return path
    }

    @Test("README.md and every docs/*.md (decisions included)")
    func everyPathExists() throws {
        var documents = ["README.md"]
        for folder in ["docs", "docs/decisions"] {
            documents += try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent(folder).path)
                .filter { $0.hasSuffix(".md") }.map { "\(folder)/\($0)" }
        }
        var missing: [String] = []
        for document in documents.sorted() {
            let text = try String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
            let folder = (document as NSString).deletingLastPathComponent
            for path in Self.paths(in: text, documentFolder: folder) where !Self.exists(path) {
                missing.append("\(document): \(path)")
            }
        }
        expectEmpty(missing, "named but not there:\n\(missing.joined(separator: "\n"))")
        #expect(documents.count > 20)
    }

    @Test("the scanner finds every word of code spans and fenced blocks, bare file names and links, and leaves patterns and web links alone")
    func scanner() {
        let text = "Run `./scripts/test --affected main`, see `Modules/Core/Some.swift:12` and [cli](cli.md#output), "
            + "`cd x && scripts/demo`, `Screen.swift`, [up](../README.md), `../shared/DESIGN.md`, "
            + "not `Modules/<X>Feature` or [web](https://example.com) or `docs/*.md` or `Tools/ResolverGenerator/.build-toolchain` "
            + "or `<Feature>Environment.swift` or `order.json`.\n"
            + "```sh\n$ ./scripts/generate   # Apps/TicketApp/TicketApp.swift\n```\n"
        expectEqual(Self.paths(in: text, documentFolder: "docs"), [
            "scripts/generate", "Apps/TicketApp/TicketApp.swift",
            "scripts/test", "Modules/Core/Some.swift", "scripts/demo", "Screen.swift", "shared/DESIGN.md",
            "docs/cli.md", "README.md",
        ])
    }

    @Test("a path that is not there, a file name no file has, and a path out of the repository are missing")
    func missingOnes() {
        #expect(!Self.exists("scripts/no-such-script"))
        #expect(!Self.exists("DESIGN.md"))
        #expect(!Self.exists("OrderOtherSummary.swift"))
        #expect(!Self.exists("../shared/DESIGN.md"))
        #expect(Self.exists("DocumentedPathsTests.swift"))
        #expect(Self.exists("scripts/test"))
    }
}
