import Foundation

/// A built executable started and left running, for tests and tools that stop it from outside
/// (a signal at a chosen moment) or run several at once; ``ProcessRunner/run(_:_:input:environment:)``
/// is the one that waits.
public final class RunningProcess: @unchecked Sendable {
    private let process: Process
    private let stdout: ReadAll
    private let stderr: ReadAll

    /// Starts `product` with `arguments`, stdin empty, with `environment` added to
    /// ``ProcessRunner/baseEnvironment``.
    public init(_ product: String, _ arguments: [String], environment: [String: String] = [:]) throws {
        process = Process()
        process.executableURL = ProcessRunner.path(of: product)
        process.arguments = arguments
        process.environment = ProcessRunner.baseEnvironment.merging(environment) { _, new in new }
        process.standardInput = FileHandle.nullDevice
        let process = process
        let pipes = try Spawn.start(process, pipes: 2) { pipes in
            process.standardOutput = pipes[0]
            process.standardError = pipes[1]
        }
        let output = pipes[0], errors = pipes[1]
        stdout = ReadAll(output.fileHandleForReading)
        stderr = ReadAll(errors.fileHandleForReading)
    }

    /// Its process id.
    public var pid: Int32 { process.processIdentifier }

    /// Sends `signal` (SIGKILL by default) if it still runs.
    public func kill(_ signal: Int32 = SIGKILL) {
        if process.isRunning { Foundation.kill(process.processIdentifier, signal) }
    }

    /// Waits for it to end without holding a thread of Swift's cooperative pool; `status` is the
    /// exit status, or the signal's number when a signal ended it (``wasKilled`` says which).
    public func wait() async -> ProcessRunner.Result {
        await Blocking.run { self.wait() as ProcessRunner.Result }
    }

    /// The same, blocking the calling thread: for command-line tools (`outbox-soak`).
    public func wait() -> ProcessRunner.Result {
        process.waitUntilExit()
        return ProcessRunner.Result(stdout: String(decoding: stdout.wait(), as: UTF8.self),
                                    stderr: String(decoding: stderr.wait(), as: UTF8.self),
                                    status: process.terminationStatus)
    }

    /// Whether a signal ended it (valid once ``wait()`` returned).
    public var wasKilled: Bool { process.terminationReason == .uncaughtSignal }

    deinit {
        if process.isRunning { Foundation.kill(process.processIdentifier, SIGKILL) }
    }
}
