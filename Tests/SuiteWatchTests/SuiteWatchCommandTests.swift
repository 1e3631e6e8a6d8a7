import Expectations
import Foundation
import ProcessHarness
import Testing

/// The real `suite-watch` binary over stand-ins for a test binary: shell scripts that write the
/// event stream as Swift Testing does, then hang, crash or leave something behind.
@Suite("suite-watch, the executable", .timeLimit(.minutes(2)))
struct SuiteWatchCommandTests {
    /// A script that finds the event stream's path among its arguments, writes `events` to it,
    /// then runs `then` (with `exec` where it should become the hanging process).
    static func fakeTestBinary(in folder: URL, events: [String], then: String) throws -> String {
        let lines = events.map { "printf '%s\\n' '\($0)' >>\"$stream\"" }.joined(separator: "\n")
        let script = """
            #!/bin/sh
            while [ $# -gt 0 ]; do [ "$1" = --event-stream-output-path ] && stream=$2; shift; done
            \(lines)
            \(then)
            """
        let path = folder.appendingPathComponent("fake-tests").path
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o755)
        return path
    }

    static let started = TestEventsTests.event("testStarted", "M.S/hangs()/F.swift:9:6", "Test hangs() started.")

    /// Runs suite-watch on `fake` with the test's folder as its `TMPDIR`, so the run's own
    /// temporary folder (kept when something was left in it) goes with the test's.
    func watch(_ fake: String, folder: URL, budget: Int = 1) async throws -> ProcessRunner.Result {
        try await ProcessRunner.run("suite-watch", ["--budget", String(budget), "--folder", folder.appendingPathComponent("run").path, "--", fake],
                                    environment: ["TMPDIR": folder.path])
    }

    @Test("a run past its budget fails, naming the test still running, and the process is stopped")
    func pastTheBudget() async throws {
        try await withFolder { folder in
            let fake = try Self.fakeTestBinary(in: folder, events: [Self.started], then: "exec sleep 30")
            let result = try await watch(fake, folder: folder)
            expectEqual(result.status, 1)
            expectContains(result.stderr, "suite-watch: the tests ran past their budget of 1 s and are stopped; still running:")
            expectContains(result.stderr, "Test hangs() for ")
            expectContains(result.stderr, "[M.S/hangs()/F.swift:9:6]")
        }
    }

    @Test("a test process ended by a signal is said, with the signal's name and the tests running then")
    func endedBySignal() async throws {
        try await withFolder { folder in
            let fake = try Self.fakeTestBinary(in: folder, events: [Self.started], then: "kill -SEGV $$")
            let result = try await watch(fake, folder: folder, budget: 60)
            expectEqual(result.status, 128 + SIGSEGV)
            expectContains(result.stderr, "suite-watch: the test process ended by SIGSEGV (signal 11) after 0 tests had ended; running then:")
            expectContains(result.stderr, "Test hangs()  [M.S/hangs()/F.swift:9:6]")
        }
    }

    @Test("a passing run that leaves a file in its temporary folder fails, naming it; one that leaves nothing passes")
    func leftovers() async throws {
        try await withFolder { folder in
            let messy = try Self.fakeTestBinary(in: folder, events: [], then: "mkdir \"$TMPDIR/hosts-1\"; exit 0")
            let result = try await watch(messy, folder: folder, budget: 60)
            expectEqual(result.status, 1)
            expectContains(result.stderr, "suite-watch: the tests left things behind in \(folder.path)/sw.")
            expectContains(result.stderr, "  file: hosts-1\n")
        }
        try await withFolder { folder in
            let clean = try Self.fakeTestBinary(in: folder, events: [], then: "exit 0")
            let result = try await watch(clean, folder: folder, budget: 60)
            expectEqual(result.status, 0)
            expectEqual(result.stderr, "")
            let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("sw.") }
            expectEmpty(left, "the run's own temporary folder is removed when nothing was left in it")
        }
    }

    @Test("a small disk a killed test left mounted in the run's folder is detached and named, and nothing stays mounted",
          .enabled(if: canMountTmpfs, "mounting a tmpfs needs root with CAP_SYS_ADMIN"))
    func mountLeftBehind() async throws {
        try await withFolder { folder in
            let fake = try Self.fakeTestBinary(in: folder, events: [Self.started],
                                               then: "mkdir \"$TMPDIR/e2e-disk\" && mount -t tmpfs -o size=64k tmpfs \"$TMPDIR/e2e-disk\" && kill -KILL $$")
            let result = try await watch(fake, folder: folder, budget: 60)
            expectEqual(result.status, 128 + SIGKILL)
            expectContains(result.stderr, "/e2e-disk (detached now)")
            let mounts = try String(contentsOfFile: "/proc/self/mounts", encoding: .utf8)
            expectNotContains(mounts, folder.path, "nothing stays mounted under the test's folder")
        }
    }

    @Test("a failing run keeps its status")
    func failingStatus() async throws {
        try await withFolder { folder in
            let fake = try Self.fakeTestBinary(in: folder, events: [], then: "exit 7")
            try await expectEqual(watch(fake, folder: folder, budget: 60).status, 7)
        }
    }

    private func withFolder(_ body: (URL) async throws -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("suite-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try await body(folder)
    }
}
