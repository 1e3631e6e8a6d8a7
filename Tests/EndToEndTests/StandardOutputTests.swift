import Core
import Expectations
import Foundation
import ProcessHarness
import Testing

/// Output that does not get through: a full disk, a closed stream. The run says so and exits 74,
/// never 0 with part of a list.
@Suite("Standard output that does not get through, end to end")
struct StandardOutputTests {
    /// Runs `app` with `arguments` through `/bin/sh -c`, its standard output as `redirect` says.
    private func run(_ app: AppUnderTest, _ arguments: [String], redirect: String, server: String, dataDir: URL) async throws -> ProcessRunner.Result {
        try await ProcessRunner.run("/bin/sh", ["-c", #""$0" "$@" \#(redirect)"#, ProcessRunner.path(of: app.product).path]
                                    + app.arguments(arguments, server: server, dataDir: dataDir, width: nil),
                                    environment: app.environment())
    }

    @Test("a list written to a full disk exits 74 and says so, with the command to run again; --json adds the error line",
          arguments: [["list"], ["--json", "list"]])
    func fullDisk(_ arguments: [String]) async throws {
        let server = try await StubServerProcess.start()
        defer { server.stop() }
        let data = TemporaryDirectory()
        let app = AppUnderTest.order

        let result = try await run(app, arguments, redirect: "> /dev/full", server: server.baseURL, dataDir: data.url)
        expectEqual(result.status, 74, result.stderr)
        expectContains(result.stderr, "the output could not be written to standard output (No space left on device)")
        expectContains(result.stderr, "then run `order-app --order \(app.context) --base-url \(server.baseURL)")
        let lastLine = result.stderr.split(separator: "\n").last.map(String.init) ?? ""
        if arguments.contains("--json") {
            expectPrefix(lastLine, #"{"error":{"exit":74,"#)
        } else {
            expectNotContains(result.stderr, #"{"error""#)
        }

        // The same run with somewhere to write: the whole list and 0.
        let written = try await app.run(arguments, server: server.baseURL, dataDir: data.url, width: nil)
        expectEqual(written.status, 0, written.stderr)
    }

    @Test("with standard output closed (>&-), nothing is written to the number the runtime reused: 74 and what to run")
    func closedOutput() async throws {
        let server = try await StubServerProcess.start()
        defer { server.stop() }
        let data = TemporaryDirectory()

        let result = try await run(.order, ["--json", "list"], redirect: ">&-", server: server.baseURL, dataDir: data.url)
        expectEqual(result.status, 74, result.stderr)
        expectContains(result.stderr, "standard output is closed, so the output went nowhere")
        expectContains(result.stderr, "--json list > order-app-output.txt`")
        expectNotContains(result.stderr, "could not be written")
    }
}
