import Core
import Foundation

/// A built executable started and left running, for tests and tools that stop it from outside
/// (a signal at a chosen moment) or run several at once; ``ProcessRunner/run(_:_:input:environment:)``
/// is the one that waits.
public final class RunningProcess: @unchecked Sendable {
    private let child: ChildProcess
    private let stdout: ReadAll
    private let stderr: ReadAll

    /// Starts `product` with `arguments`, stdin empty, with `environment` added to
    /// ``ProcessRunner/baseEnvironment``.
    public init(_ product: String, _ arguments: [String], environment: [String: String] = [:]) throws {
        child = try ProcessRunner.start(ProcessRunner.path(of: product).path, arguments,
                                        environment: ProcessRunner.baseEnvironment.merging(environment) { _, new in new },
                                        input: .null, output: .pipe, errors: .pipe)
        stdout = ReadAll(child.output!)
        stderr = ReadAll(child.errors!)
    }

    /// Its process id.
    public var pid: Int32 { child.pid }

    /// Sends `signal` (SIGKILL by default) if it still runs.
    public func kill(_ signal: Int32 = SIGKILL) {
        if child.exitStatus() == nil { Foundation.kill(child.pid, signal) }
    }

    /// Waits for it to end without holding a thread of Swift's cooperative pool; `status` is the
    /// exit status, or the signal's number when a signal ended it (``wasKilled`` says which).
    public func wait() async -> ProcessRunner.Result {
        await Blocking.run { self.wait() as ProcessRunner.Result }
    }

    /// The same, blocking the calling thread: for command-line tools (`outbox-soak`).
    public func wait() -> ProcessRunner.Result {
        child.wait()
        return ProcessRunner.Result(stdout: String(decoding: stdout.wait(), as: UTF8.self),
                                    stderr: String(decoding: stderr.wait(), as: UTF8.self),
                                    status: ProcessRunner.status(of: child))
    }

    /// Whether a signal ended it (valid once ``wait()`` returned).
    public var wasKilled: Bool { child.endingSignal != nil }

    /// Whatever still runs of it, and of what it started in its process group, is killed.
    deinit {
        TiedSpawn.signalGroup(of: child, SIGKILL)
        child.wait()
    }
}
