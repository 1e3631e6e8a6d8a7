import AppShell
import Core
import Expectations
import SandboxKit
import SomeSandbox
import Testing

@Suite("some-sandbox, interactive", .timeLimit(.minutes(2)))
@MainActor
struct SandboxNavigationTests {
    private func session(_ scenario: String, _ lines: [String]) async throws -> String {
        let io = BufferedIO(lines: lines)
        let options = SandboxOptions(scenario: scenario, render: RenderOptions(width: 80, color: false), interactive: .lines)
        try await expectEqual(Sandbox.run(options, io: io), .ok)
        return io.output
    }

    @Test("opens a some, follows its other through the OtherDetails descriptor, and comes back")
    func followOther() async throws {
        let output = try await session("populated", ["1", "o", "b", "b", "q"])
        expectContains(output, "Some 1\nConfirm the tile order with the supplier")
        expectContains(output, "Somes › Some 1 › Other 7")
        expectContains(output, "Ground floor plan, rev. C")
        expectEqual(output.components(separatedBy: "Somes · 6 somes").count, 3)
    }

    @Test("completing from the list shows the some done and says so")
    func complete() async throws {
        let output = try await session("populated", ["d 1", "q"])
        expectContains(output, "✓ Marked “Confirm the tile order with the supplier” done.")
    }

    @Test("a refused completion is rolled back on screen with the reason")
    func rollback() async throws {
        let output = try await session("rejected", ["d 1", "q"])
        expectContains(output, "✗ Could not complete “Confirm the tile order with the supplier”: the backend\n  answered 409 Conflict: some 1 was changed by someone else\n  → refresh with `r` and try again")
        let lastTable = try #require(output.components(separatedBy: "d 1").last)
        expectContains(lastTable, "[open]")
    }

    @Test("filters, searches and clears from the keyboard")
    func filterAndSearch() async throws {
        let output = try await session("populated", ["f done", "f all", "/ tile", "/", "f bogus", "q"])
        expectContains(output, "Showing 1 of 6: status done")
        expectContains(output, "Showing 1 of 6: title contains “tile”")
        expectContains(output, "? unknown status “bogus”; type `f open`, `f in progress`, `f done` or `f all`")
    }
}
