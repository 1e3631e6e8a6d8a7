import AppShell
import Core
import Expectations
import Foundation
import OtherSandbox
import ProcessHarness
import SandboxKit
import Testing
import UIComponent

@Suite("other-sandbox", .timeLimit(.minutes(2)))
@MainActor
struct OtherSandboxTests {
    private func render(_ scenario: String, screen: String? = nil, width: Int = 60) async throws -> (String, AppExitCode) {
        let io = BufferedIO()
        let status = try await SandboxRunner<OtherSandboxDefinition>.run(
            SandboxOptions(scenario: scenario, screen: screen, render: RenderOptions(width: width, color: false)), io: io)
        return (io.output, status)
    }

    @Test("shows an other's name, kind and id, starting on other:1 unless told")
    func populated() async throws {
        let (first, status) = try await render("populated")
        expectEqual(status, .ok)
        expectEqual(first, "Other 1\n山田商事 (Yamada Trading)\n\nKind  supplier\nId    1\n")
        let (second, _) = try await render("populated", screen: "other:2", width: 40)
        expectPrefix(second, "Other 2\nGround floor plan, revision C, with the\ncorrections from the site visit on 14\nNovember\n")
    }

    @Test("an other that does not exist is not found (66); a failing backend is unavailable (69)")
    func failures() async throws {
        let (missing, missingStatus) = try await render("populated", screen: "other:9")
        expectEqual(missingStatus, .notFound)
        expectContains(missing, "Could not load other 9: other 9 does not exist")
        let (down, downStatus) = try await render("error")
        expectEqual(downStatus, .unavailable)
        expectContains(down, "✗ Could not load other 1: backend unreachable (connection\n  refused)\n  → try again when the backend is back")
    }

    @Test("hostile text reaches the screen without escapes or control characters")
    func hostile() async throws {
        let (output, _) = try await render("hostile")
        expectContains(output, "RED name with override")
        #expect(!output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    @Test("the gallery shows every scenario at each width, every line within it")
    func gallery() async throws {
        let text = try await SandboxRunner<OtherSandboxDefinition>.gallery([], widths: [20, 40], color: false)
        let headings = text.split(separator: "\n").filter { $0.hasPrefix("── ") }
        expectEqual(headings.map { String($0.split(separator: " ")[1]) }, ["error", "error", "hostile", "hostile", "populated", "populated"])
        var width = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("── ") { width = Int(line.split(separator: " ")[3])! }
            #expect(line.displayWidth <= width, "\(line)")
        }
    }

    @Test("the executable: its own scenarios, a screen by id, usage errors with exit 64")
    func executable() async throws {
        let listed = try await ProcessRunner.run("other-sandbox", ["--list-scenarios"])
        let names: [String] = listed.stdout.split(separator: "\n").map { String($0.split(separator: " ")[0]) }
        expectEqual(names, ["error", "hostile", "populated"])
        let shown = try await ProcessRunner.run("other-sandbox", ["--screen", "other:3", "--width", "40", "--no-color"])
        expectEqual(shown.status, 0)
        expectPrefix(shown.stdout, "Other 3\n見積書.pdf")
        let wrong = try await ProcessRunner.run("other-sandbox", ["--screen", "list"])
        expectEqual(wrong.status, 64)
        expectContains(wrong.stderr, "--screen list is not a screen here; use one of other:ID")
    }
}
