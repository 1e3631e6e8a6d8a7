import Core
import Expectations
import Foundation
import ProcessHarness
import Testing

/// Output that does not get through: a full disk, a closed stream. The run says so, and one that
/// would have exited 0 exits 74: never 0 for part of a list.
@Suite("Standard output that does not get through, end to end", .timeLimit(.minutes(2)), .removesTemporaryFolders)
struct StandardOutputTests {
    /// Runs `app` with `arguments` through `/bin/sh -c`, its standard output as `redirect` says.
    private func run(_ app: AppUnderTest, _ arguments: [String], redirect: String, server: String, dataDir: URL) async throws -> ProcessRunner.Result {
        try await ProcessRunner.run("/bin/sh", ["-c", #""$0" "$@" \#(redirect)"#, ProcessRunner.path(of: app.product).path]
                                    + app.arguments(arguments, server: server, dataDir: dataDir, width: nil),
                                    environment: app.environment())
    }

    @Test("a list written to a full disk exits 74 and says so, and that the command ran to the end; --json adds the error line",
          arguments: [["list"], ["--json", "list"]])
    func fullDisk(_ arguments: [String]) async throws {
        let server = try await StubServerProcess.start()
        defer { server.stop() }
        let data = TemporaryDirectory()
        let app = AppUnderTest.order

        let result = try await run(app, arguments, redirect: "> /dev/full", server: server.baseURL, dataDir: data.url)
        expectEqual(result.status, 74, result.stderr)
        expectContains(result.stderr, "the output could not be written to standard output (No space left on device), so it is not all there")
        expectContains(result.stderr, "the command itself ran to the end")
        // Nothing tells to run it again: for a verb that changes something, that would do it twice.
        expectNotContains(result.stderr, "→")
        let lastLine = result.stderr.split(separator: "\n").last.map(String.init) ?? ""
        if arguments.contains("--json") {
            expectPrefix(lastLine, #"{"error":{"exit":74,"#)
        } else {
            expectNotContains(result.stderr, #"{"error""#)
        }

        // The same run with somewhere to write: the whole list, and 0.
        let written = try await app.run(arguments, server: server.baseURL, dataDir: data.url, width: nil)
        expectEqual(written.status, 0, written.stderr)
        if arguments.contains("--json") {
            let root = try #require(try JSONSerialization.jsonObject(with: Data(written.stdout.utf8)) as? [String: Any])
            #expect((root["somes"] as? [Any])?.isEmpty == false, "\(written.stdout)")
        } else {
            expectContains(written.stdout, "Archive order documents")
            expectContains(written.stdout, "Update shipping address")
        }
    }

    @Test("a run that failed already keeps its code and says the output is lost; with --json its own error line stays the only one: the cached list on a full disk is 69",
          arguments: [["list"], ["--json", "list"]])
    func failedRunKeepsItsCode(_ arguments: [String]) async throws {
        let server = try await StubServerProcess.start()
        var running = true
        defer { if running { server.stop() } }
        let data = TemporaryDirectory()
        let app = AppUnderTest.order
        let live = try await app.run(["list"], server: server.baseURL, dataDir: data.url, width: nil)
        expectEqual(live.status, 0, live.stderr)
        let gone = try server.stopHoldingPort()
        running = false
        defer { gone.release() }

        let cached = try await run(app, arguments, redirect: "> /dev/full", server: server.baseURL, dataDir: data.url)
        expectEqual(cached.status, 69, cached.stderr)
        if arguments.contains("--json") {
            let errorLines = cached.stderr.split(separator: "\n").filter { $0.hasPrefix(#"{"error""#) }
            expectEqual(errorLines.count, 1, cached.stderr)
            expectPrefix(cached.stderr.split(separator: "\n").last.map(String.init) ?? "", #"{"error":{"exit":69,"#)
        } else {
            expectContains(cached.stderr, "shown from the cache")
            expectContains(cached.stderr, "could not be written to standard output (No space left on device)")
        }
    }

    @Test("with standard output closed (>&-), nothing goes to the number the runtime reused for its own: 74, and why")
    func closedOutput() async throws {
        let server = try await StubServerProcess.start()
        defer { server.stop() }
        let data = TemporaryDirectory()

        let result = try await run(.order, ["--json", "list"], redirect: ">&-", server: server.baseURL, dataDir: data.url)
        expectEqual(result.status, 74, result.stderr)
        expectContains(result.stderr, "standard output is closed, so the output went nowhere")
        expectNotContains(result.stderr, "could not be written")
        expectPrefix(result.stderr.split(separator: "\n").last.map(String.init) ?? "", #"{"error":{"exit":74,"#)

        // A run that writes nothing to standard output is not failed by its being closed.
        let usage = try await run(.order, ["nosuchverb"], redirect: ">&-", server: server.baseURL, dataDir: data.url)
        expectEqual(usage.status, 64, usage.stderr)
        expectNotContains(usage.stderr, "standard output is closed")
    }
}
