import Core
import Expectations
import Foundation
import Testing

/// A command run with `/bin/sh -c`: its streams, its environment, its exit status.
@Suite("ChildProcess: a shell command with its streams inherited, piped or closed", .timeLimit(.minutes(2)))
struct ChildProcessTests {
    @Test("piped output and errors are read to their end; the exit status is the command's")
    func outputAndStatus() throws {
        let child = try ChildProcess(shell: "echo out; echo err >&2; exit 3", environment: [:], input: .null, output: .pipe, errors: .pipe)
        let output = ChildProcess.readToEnd(closing: try #require(child.output))
        let errors = ChildProcess.readToEnd(closing: try #require(child.errors))
        expectEqual(String(decoding: output, as: UTF8.self), "out\n")
        expectEqual(String(decoding: errors, as: UTF8.self), "err\n")
        expectEqual(child.wait(), 3)
        expectEqual(child.exitStatus(), 3)
    }

    @Test("the environment is exactly the one given")
    func environment() throws {
        let child = try ChildProcess(shell: "echo \"$ONLY|${HOME:-none}\"", environment: ["ONLY": "this one"], output: .pipe)
        expectEqual(String(decoding: ChildProcess.readToEnd(closing: try #require(child.output)), as: UTF8.self), "this one|none\n")
        expectEqual(child.wait(), 0)
    }

    @Test("what is written to a piped input is what the child reads; a closed input ends it")
    func input() throws {
        let child = try ChildProcess(shell: "tr a-z A-Z", environment: ["PATH": "/usr/bin:/bin"], input: .pipe, output: .pipe)
        #expect(child.write(Array("hello\n".utf8)))
        child.closeInput()
        expectEqual(String(decoding: ChildProcess.readToEnd(closing: try #require(child.output)), as: UTF8.self), "HELLO\n")
        expectEqual(child.wait(), 0)
        #expect(!child.write([1]))
    }

    @Test("a child starts with no signal ignored or blocked, whatever this process ignores (SIGPIPE) or blocks")
    func signalsDefault() throws {
        let before = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, before) }
        var blocked = sigset_t(), previous = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGUSR1)
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        let child = try ChildProcess(shell: "exec grep -E '^Sig(Ign|Blk)' /proc/self/status", environment: ["PATH": "/usr/bin:/bin"], output: .pipe)
        let status = String(decoding: ChildProcess.readToEnd(closing: try #require(child.output)), as: UTF8.self)
        expectEqual(child.wait(), 0)
        // The C library keeps its own two real-time signals (32 and 33) as they are.
        expectEqual(status, "SigBlk:\t0000000000000000\nSigIgn:\t0000000180000000\n")
    }

    @Test("a program runs from its path with its arguments as given, no shell between")
    func executable() throws {
        let child = try ChildProcess(executable: "/bin/echo", arguments: ["one word", "$HOME", "*"], environment: [:], output: .pipe)
        expectEqual(String(decoding: ChildProcess.readToEnd(closing: try #require(child.output)), as: UTF8.self), "one word $HOME *\n")
        expectEqual(child.wait(), 0)
        expectNil(child.endingSignal)
        #expect(throws: ChildProcessError.self) {
            try ChildProcess(executable: "/nonexistent/program", arguments: [], environment: [:])
        }
    }

    @Test("a stream to a file makes or empties it and writes there")
    func file() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("child-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data("old and longer than what comes\n".utf8).write(to: URL(fileURLWithPath: path))
        let child = try ChildProcess(shell: "echo to the file >&2", environment: [:], errors: .file(path))
        expectEqual(child.wait(), 0)
        try expectEqual(String(contentsOfFile: path, encoding: .utf8), "to the file\n")
    }

    @Test("a child ended by a signal reports 128 plus its number; one still running has no status")
    func terminated() throws {
        let child = try ChildProcess(shell: "exec cat", environment: [:], input: .pipe, output: .null)
        expectNil(child.exitStatus())
        child.terminate()
        expectEqual(child.wait(), 128 + SIGTERM)
        expectEqual(child.endingSignal, SIGTERM)
        // An exit status above 128 is not a signal.
        let exited = try ChildProcess(shell: "exit 137", environment: [:])
        expectEqual(exited.wait(), 137)
        expectNil(exited.endingSignal)
    }

    @Test("no other descriptor of this process reaches the child")
    func descriptorsClosed() throws {
        let open = Glibc.open("/dev/null", O_RDONLY)  // no close-on-exec, as a library might leave one
        #expect(open > 2)
        defer { close(open) }
        let child = try ChildProcess(shell: "exec readlink /proc/self/fd/\(open)", environment: ["PATH": "/usr/bin:/bin"],
                                     output: .pipe, errors: .null)
        expectEmpty(ChildProcess.readToEnd(closing: try #require(child.output)))
        expectEqual(child.wait(), 1)
    }

    @Test("forceStop ends a child with SIGKILL, which it cannot ignore")
    func forceStop() throws {
        let child = try ChildProcess(shell: "exec cat", environment: [:], input: .pipe, output: .null)
        child.forceStop()
        expectEqual(child.wait(), 128 + SIGKILL)
    }
}

