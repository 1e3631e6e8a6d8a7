import AppShell
import Expectations
import Testing
import UIComponent

@Suite("AppExitCode: the one table of exit codes", .timeLimit(.minutes(2)))
struct AppExitCodeTests {
    @Test("--help's table fits 80 columns, and a long meaning goes on under itself, never at the margin")
    func helpTable() throws {
        let lines = AppExitCode.table.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { $0.displayWidth <= 79 }, "\(lines)")
        #expect(lines.allSatisfy { $0.hasPrefix("  ") }, "\(lines)")
        let rows = lines.filter { $0.dropFirst(2).first?.isNumber == true }
        expectEqual(rows.count, AppExitCode.allCases.count)
        // 78's meaning is longer than one line: its second line starts under the meaning.
        let long = try #require(lines.firstIndex { $0.hasPrefix("  78  ") })
        expectEqual(lines.count, long + 2)
        expectPrefix(lines[long + 1], String(repeating: " ", count: 6))
        expectEqual(lines[long...].joined(separator: " ").split(separator: " ").joined(separator: " "),
                    "78 " + AppExitCode.configuration.summary)
    }
}
