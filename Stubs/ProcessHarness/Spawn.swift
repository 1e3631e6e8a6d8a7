#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Starts child processes one at a time, with pipes that no other child inherits.
///
/// A pipe's descriptors are inheritable when made, and tests start processes on many threads at
/// once. A `stub-server` (or tmux) started while another test's pipes were open inherited their
/// write ends and kept them open, so that test's read never saw the end of its child's output
/// and the whole suite hung. Here the pipes are made and marked close-on-exec, and the child
/// started, under one lock: a child gets only the descriptors it was given (as 0, 1 and 2).
public enum Spawn {
    private static let lock = NSLock()

    /// Makes `count` pipes, lets `attach` give them to `process`, and starts it.
    /// - Returns: the pipes, in order.
    @discardableResult
    public static func start(_ process: Process, pipes count: Int = 0, _ attach: ([Pipe]) -> Void = { _ in }) throws -> [Pipe] {
        lock.lock()
        defer { lock.unlock() }
        let pipes = (0..<count).map { _ in Pipe() }
        for pipe in pipes {
            for descriptor in [pipe.fileHandleForReading.fileDescriptor, pipe.fileHandleForWriting.fileDescriptor] {
                _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            }
        }
        attach(pipes)
        try process.run()
        return pipes
    }
}
