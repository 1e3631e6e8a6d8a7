import Expectations
import Foundation
import Testing

/// The man pages scripts/generate-man writes, as man reads them: no blank line (mdoc warns of
/// each), and the exit codes each app's help lists in their own section, one entry a code.
@Suite("Man pages", .timeLimit(.minutes(2)))
struct ManPagesTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/man")

    static func pages() throws -> [(name: String, lines: [Substring])] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".1") }.sorted().map { name in
            (name, try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).dropLast())
        }
    }

    @Test("no page has a blank line, which mdoc warns of")
    func noBlankLines() throws {
        let pages = try Self.pages()
        #expect(pages.count >= 4, "\(pages.map(\.name))")
        for page in pages {
            let blank = page.lines.indices.filter { page.lines[$0].isEmpty }.map { $0 + 1 }
            expectEmpty(blank, "\(page.name): blank lines \(blank)")
        }
    }

    @Test("an app's page lists its exit codes under EXIT STATUS, each code an entry, and not in the description")
    func exitStatus() throws {
        for page in try Self.pages() where ["order-app.1", "chat-app.1", "site-app.1"].contains(page.name) {
            let start = try #require(page.lines.firstIndex(of: ".Sh \"EXIT STATUS\""), "\(page.name)")
            let section = page.lines[start...].prefix { $0 == page.lines[start] || !$0.hasPrefix(".Sh ") }
            for code in ["0", "1", "64", "65", "66", "69", "74", "75", "77", "78"] {
                expectContains(Array(section), ".It \(code)", "\(page.name)")
            }
            expectNotContains(Array(section), ".Ex -std", "\(page.name)")
            expectNotContains(page.lines, "Exit codes:", "\(page.name)")
        }
    }
}
