import AppShell
import Core
import Expectations
import {{Name}}Sandbox
import SandboxKit
import Testing
import UIComponent

/// `{{kebab}}-sandbox` in process: each scenario drawn once, its exit code, and the gallery of
/// every scenario at each width, no line wider than it.
@Suite("{{kebab}}-sandbox", .timeLimit(.minutes(2)))
@MainActor
struct {{Name}}SandboxTests {
    private func render(_ scenario: String, width: Int = 60) async throws -> (String, AppExitCode) {
        let io = BufferedIO()
        let status = try await SandboxRunner<{{Name}}SandboxDefinition>.run(
            SandboxOptions(scenario: scenario, screen: nil, render: RenderOptions(width: width, color: false)), io: io)
        return (io.output, status)
    }

    @Test("populated shows its items and exits 0; error says why and exits as the failure's kind")
    func scenarios() async throws {
        let (shown, status) = try await render("populated")
        expectEqual(status, .ok)
        expectNotEqual(shown, "")
        let (_, failed) = try await render("error")
        expectEqual(failed, .unavailable)
    }

    @Test("the gallery shows every scenario at each width, every line within it")
    func gallery() async throws {
        let text = try await SandboxRunner<{{Name}}SandboxDefinition>.gallery([], widths: [20, 40], color: false)
        let headings = Set(text.split(separator: "\n").filter { $0.hasPrefix("── ") }.map { String($0.split(separator: " ")[1]) })
        expectEqual(headings, ["empty", "error", "populated"])
        var width = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("── ") { width = Int(line.split(separator: " ")[3]) ?? 0 }
            #expect(line.displayWidth <= width, "\(line)")
        }
    }
}
