import ArchitectureCheck
import Expectations
import Foundation
import Testing

/// The generated graph in docs/architecture.md has the shape scripts/check-architecture
/// compares; whether it matches the package is the script's check, since only it can run
/// `swift package dump-package`.
@Suite("docs/architecture.md: the generated module graph", .timeLimit(.minutes(2)))
struct ArchitectureDocumentTests {
    func document() throws -> String {
        try String(contentsOf: ArchitectureDocument.url, encoding: .utf8)
    }

    @Test("the document has one mermaid block between the markers, and it is a top-down graph")
    func block() throws {
        let diagram = try ArchitectureDocument.diagram(in: document())
        expectPrefix(diagram, "graph TD\n")
    }

    @Test("its subgraphs follow the rules file's kind order")
    func kindOrder() throws {
        let diagram = try ArchitectureDocument.diagram(in: document())
        let titles = diagram.split(separator: "\n")
            .filter { $0.hasPrefix("  subgraph ") }
            .map { String($0.dropFirst("  subgraph ".count)) }
        let declared = try RepositoryRules.load().kinds.map(\.name.rawValue)
        #expect(!titles.isEmpty)
        #expect(titles.allSatisfy(declared.contains))
        expectEqual(titles, titles.sorted { declared.firstIndex(of: $0)! < declared.firstIndex(of: $1)! })
    }

    @Test("scripts/check-architecture looks for the same marker lines")
    func scriptMarkers() throws {
        let script = try String(contentsOf: ArchitectureDocument.scriptURL, encoding: .utf8)
        expectContains(script, "start_marker='\(ArchitectureDocument.startMarker)'")
        expectContains(script, "end_marker='\(ArchitectureDocument.endMarker)'")
    }

    @Test("a block that is not between one pair of markers around one mermaid fence is rejected", arguments: [
        ("no markers\n", "start marker found 0 times"),
        ("\(ArchitectureDocument.startMarker)\n```mermaid\ngraph TD\n```\n", "end marker found 0 times"),
        ("\(ArchitectureDocument.endMarker)\n\(ArchitectureDocument.startMarker)\n", "end marker before the start marker"),
        ("\(ArchitectureDocument.startMarker)\ngraph TD\n\(ArchitectureDocument.endMarker)\n",
         "the lines between the markers are not one ```mermaid fence"),
    ])
    func malformed(markdown: String, problem: String) {
        #expect(throws: ArchitectureDocument.BlockError(description: problem)) {
            try ArchitectureDocument.diagram(in: markdown)
        }
    }
}
