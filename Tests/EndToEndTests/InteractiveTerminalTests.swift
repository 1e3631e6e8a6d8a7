import Expectations
import Foundation
import ProcessHarness
import Testing

/// The line mode on a real pseudo-terminal: `script` gives the app a TTY on stdin and stdout,
/// so it starts interactive on its own, and `--plain` asks for the line mode instead of the
/// full-screen UI.
///
/// One test at a time: each runs a stub-server and several app processes (some in a tmux pane,
/// whose every look is a process too); the end-to-end suites side by side would start more
/// processes than two cores run in time for each other's waits (docs/testing.md).
@Suite("The line mode on a pseudo-terminal (--plain)", .serialized, .timeLimit(.minutes(2)), .removesTemporaryFolders)
struct InteractiveTerminalTests {
    @Test("open a some, follow its other, go back twice, quit", arguments: AppUnderTest.all)
    func navigate(_ app: AppUnderTest) async throws {
        let server = try await StubServerProcess.start()
        defer { server.stop() }
        let data = TemporaryDirectory()
        let command = [ProcessRunner.path(of: app.product).path, app.contextFlag, app.context, "--base-url", server.baseURL,
                       "--data-dir", data.url.path, "--width", "80", "--no-color", "--plain"]
            .map { "'\($0)'" }.joined(separator: " ")
        let result = try await ProcessRunner.run(
            "/usr/bin/script", ["--quiet", "--return", "--command", command, "/dev/null"],
            input: "1\no\nb\nb\nq\n", environment: app.environment(extra: ["TERM": "xterm", "COLUMNS": "80"])
        )
        let screen = result.stdout.replacingOccurrences(of: "\r\n", with: "\n")
        expectEqual(result.status, 0, "\(screen)")
        expectContains(screen, app.listHeading)
        expectContains(screen, app.firstCrumb)
        expectContains(screen, app.firstTitle)
        expectContains(screen, "\(app.firstCrumb) › \(app.otherCrumb)")
        expectContains(screen, app.otherLines.last ?? "")
        expectContains(screen, "ID open · d ID mark done")
        #expect(!screen.contains("\u{1B}["))
        expectNotContains(screen, app.token)
    }
}
