import Core
import Expectations
import Foundation
import ProcessHarness
import Testing

@Suite("The harness's children die with the process that started them", .timeLimit(.minutes(2)))
struct TiedChildrenTests {
    /// In a process of its own (an exit test), starts `sleep 600` through the harness from a
    /// thread that then ends, checks the child outlived that thread, prints its id and kills
    /// itself with SIGKILL, which runs none of its code. The child must be gone soon after.
    @Test("a child outlives the thread that started it, and dies within 5 s of a SIGKILL to its parent",
          .enabled(if: ProcessRunner.childrenDieWithTheProcess, "needs setpriv (util-linux)"))
    func diesWithItsParent() async throws {
        let result = try #require(await #expect(processExitsWith: .signal(SIGKILL), observing: [\.standardOutputContent]) {
            let started = Locked<ChildProcess?>(nil)
            let thread = Thread {
                started.withLock { $0 = try? ProcessRunner.start("/bin/sleep", ["600"], environment: [:], input: .null, output: .null, errors: .null) }
            }
            thread.start()
            while !thread.isFinished { usleep(1_000) }
            guard let child = started.withLock({ $0 }) else { exit(3) }
            // The thread that started it has ended; a tie to that thread would have killed it.
            guard child.wait(atMost: .milliseconds(500)) == nil else { exit(4) }
            _ = FileDescriptors.writeAll(Array("child \(child.pid)\n".utf8), to: 1)
            kill(getpid(), SIGKILL)
        })
        let output = String(decoding: result.standardOutputContent, as: UTF8.self)
        let line = try #require(output.split(separator: "\n").last { $0.hasPrefix("child ") }, "no child id in: \(output)")
        let pid = try #require(Int32(line.dropFirst(6)))
        let deadline = ContinuousClock.now + .seconds(5)
        while Self.isRunning(pid) && ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(!Self.isRunning(pid), "sleep (\(pid)) still runs 5 s after its parent was killed")
    }

    /// Whether `pid` names a process that runs (a zombie waiting to be reaped does not).
    private static func isRunning(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return false }
        let state = stat[stat.index(after: close)...].split(separator: " ").first
        return state != "Z" && state != "X"
    }
}

@Suite("A child that stops reading its input", .timeLimit(.minutes(2)))
struct ClosedInputTests {
    /// `true` ends without reading; the megabyte written after it fills the pipe and meets a
    /// closed reader. That must be an error the harness sees, not a SIGPIPE that ends the test
    /// process without a word (it did: output cut mid-line, no summary).
    @Test("writing more than a pipe holds to a child that has ended does not end the test process")
    func writesPastAClosedReader() async {
        await #expect(processExitsWith: .success) {
            let result = try ProcessRunner.run("/bin/true", [], input: String(repeating: "x", count: 1 << 20))
            exit(result.status)
        }
    }
}
