import Expectations
import Foundation
import ProcessHarness
import Testing
import UIComponent

/// `./scripts/demo`, the README's first command, as a person meets it: on a pseudo-terminal of
/// 80 × 24 (`script`), with the binaries of this build.
@Suite("The tour (scripts/demo) on a terminal", .timeLimit(.minutes(2)))
struct DemoTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("it runs to the end by itself, no line wider than 80 columns, and the offline step's sync sends the queued change")
    func onAnEightyColumnTerminal() async throws {
        let script = Self.root.appendingPathComponent("scripts/demo").path
        let result = try await ProcessRunner.run(
            "/usr/bin/script", ["-qec", script, "/dev/null"],
            environment: ["COLUMNS": "80", "LINES": "24", "TERM": "xterm", "DEMO_BIN": ProcessRunner.productsDirectory.path]
        )
        expectEqual(result.status, 0, "\(result.all)")
        // A pseudo-terminal ends lines with "\r\n", one Character in Swift: split on scalars.
        let lines = ANSI.stripped(result.stdout).replacingOccurrences(of: "\r\n", with: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let wide = lines.filter { $0.displayWidth > 80 }
        expectEmpty(wide, "\(wide.map { "\($0.displayWidth): \($0)" }.joined(separator: "\n"))")
        let sync = try #require(lines.firstIndex { $0.hasPrefix("$ order-app --order 42 sync") }, "\(result.stdout)")
        expectEqual(lines.dropFirst(sync + 1).first, "Sent 1 waiting change.", "\(lines.dropFirst(sync).prefix(4))")
        expectNotContains(lines.dropFirst(sync).prefix(4).joined(separator: "\n") as String, "(exit")
        // Nothing waited for a key: the sandbox drew once, it did not open its full screen.
        expectNotContains(result.stdout, "\u{1B}[?1049h", "the alternate screen")
    }
}
