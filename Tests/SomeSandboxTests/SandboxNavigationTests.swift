import AppShell
import Core
import Expectations
import SandboxKit
import SomeSandbox
import Testing

@Suite("some-sandbox, interactive")
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
        #expect(output.contains("Some 1\nConfirm the tile order with the supplier"))
        #expect(output.contains("Somes › Some 1 › Other 7"))
        #expect(output.contains("Ground floor plan, rev. C"))
        expectEqual(output.components(separatedBy: "Somes · 6 somes").count, 3)
    }

    @Test("completing from the list shows the some done and says so")
    func complete() async throws {
        let output = try await session("populated", ["d 1", "q"])
        #expect(output.contains("✓ Marked “Confirm the tile order with the supplier” done."))
    }

    @Test("a refused completion is rolled back on screen with the reason")
    func rollback() async throws {
        let output = try await session("rejected", ["d 1", "q"])
        #expect(output.contains("✗ Could not complete “Confirm the tile order with the supplier”: the backend\n  answered 409 Conflict: some 1 was changed by someone else\n  → refresh with `r` and try again"))
        let lastTable = try #require(output.components(separatedBy: "d 1").last)
        #expect(lastTable.contains("[open]"))
    }

    @Test("filters, searches and clears from the keyboard")
    func filterAndSearch() async throws {
        let output = try await session("populated", ["f done", "f all", "/ tile", "/", "f bogus", "q"])
        #expect(output.contains("Showing 1 of 6: status done"))
        #expect(output.contains("Showing 1 of 6: title contains “tile”"))
        #expect(output.contains("? unknown status “bogus”; type `f open`, `f in progress`, `f done` or `f all`"))
    }
}
