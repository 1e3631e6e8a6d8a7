import Expectations
import Foundation
import Testing

/// Every file, folder and script that README.md and docs/*.md name exists: a rename that leaves
/// a doc pointing at nothing fails here.
@Suite("The docs name only paths that exist")
struct DocumentedPathsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Where a path named in code spans starts: the repository's own folders and files.
    static let roots = ["Modules/", "Apps/", "Stubs/", "Tests/", "Tools/", "Fuzz/", "docs/", "scripts/", ".ci/"]

    /// The paths a document names: in `code` spans (the first word, `./` dropped, a `:line`
    /// dropped) starting with one of ``roots``, and in relative links (from the document's folder).
    static func paths(in text: String, documentFolder: String) -> [String] {
        var found: [String] = []
        for span in text.split(separator: "`", omittingEmptySubsequences: false).enumerated() where span.offset % 2 == 1 {
            guard var word = span.element.split(separator: " ").first.map(String.init) else { continue }
            if word.hasPrefix("./") { word.removeFirst(2) }
            guard roots.contains(where: word.hasPrefix) else { continue }
            // Patterns and placeholders are not paths: `Modules/<X>Feature`, `Tests/*`, `docs/*.md`.
            guard !word.contains(where: { "*<>{}$…[]".contains($0) }) else { continue }
            // Build folders are made by building, and ignored by git: a fresh clone has none.
            guard !word.contains("/.build") else { continue }
            if let colon = word.firstIndex(of: ":") { word = String(word[..<colon]) }
            while let last = word.last, ",.;)".contains(last) { word.removeLast() }
            found.append(word)
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
            found.append(documentFolder.isEmpty ? target : (documentFolder as NSString).appendingPathComponent(target))
        }
        return found
    }

    /// Whether `path` is in the repository; or, for the docs' worked examples, where the tools
    /// that make it keep it: a feature `scripts/new-feature Inspection` writes (its template,
    /// `Inspection` as `__Name__`), the third app of `check-scaffold` (its fixture). `TARGET`
    /// stands for any fuzz target, and is checked as the folder that holds them.
    static func exists(_ path: String) -> Bool {
        let candidates = [
            path,
            "scripts/templates/feature/" + path.replacingOccurrences(of: "Inspection", with: "__Name__"),
            "Tests/ScaffoldFixtures/ThirdApp/" + path,
            path.replacingOccurrences(of: "TARGET.dict", with: "").replacingOccurrences(of: "TARGET/", with: ""),
        ]
        return candidates.contains { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).standardizedFileURL.path) }
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

    @Test("the scanner finds code spans and links, and leaves patterns and web links alone")
    func scanner() {
        let text = "Run `./scripts/test --affected main`, see `Modules/Core/Some.swift:12` and [cli](cli.md#output), "
            + "not `Modules/<X>Feature` or [web](https://example.com) or `docs/*.md` or `Tools/ResolverGenerator/.build-toolchain`."
        expectEqual(Self.paths(in: text, documentFolder: "docs"), ["scripts/test", "Modules/Core/Some.swift", "docs/cli.md"])
    }
}
