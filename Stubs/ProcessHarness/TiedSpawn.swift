import Core
import Foundation

/// Starts the harness's children so that none outlives the process that started them, even when
/// that process is killed with SIGKILL and runs no code of its own to stop them.
///
/// Each child is started in a process group of its own, through `setpriv --pdeathsig KILL`
/// (util-linux, on every Debian and Ubuntu), which asks the kernel to kill the child when its
/// parent goes, then runs the program in its place (same process id, same group). Linux counts
/// the *thread* that started a child as its parent, not the process: a child started from a
/// thread that later ends would be killed with it. So every child is started from one thread
/// that lives as long as the process, and the callers wait for it there (a spawn takes about a
/// millisecond).
///
/// Where `setpriv` is missing the child is started as it is, without the tie; the process group
/// still lets the harness stop it and whatever it started.
enum TiedSpawn {
    /// `setpriv`, when the system has it.
    static let setpriv = ["/usr/bin/setpriv", "/bin/setpriv"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Writing to a child that has ended (its input pipe closed) is an error the writer sees
    /// (`EPIPE`), not a SIGPIPE that ends this process without a word: a test binary killed
    /// that way stops mid-line, with no summary and no failure named. Children start with every
    /// signal at its default action (``ChildProcess``), so this is this process's alone.
    private static let pipesFailQuietly: Void = { signal(SIGPIPE, SIG_IGN) }()

    /// Starts `executable` with `arguments` as ``ChildProcess`` does, tied to this process's life.
    static func start(_ executable: String, _ arguments: [String], environment: [String: String],
                      input: ChildProcess.Stream, output: ChildProcess.Stream, errors: ChildProcess.Stream) throws -> ChildProcess {
        _ = pipesFailQuietly
        let (program, words) = setpriv.map { ($0, ["--pdeathsig", "KILL", "--", executable] + arguments) } ?? (executable, arguments)
        // setpriv's own failure to start the program is its exit status 127 and a message, which
        // a caller would read as the program's: look first, as posix_spawn would have.
        guard setpriv == nil || FileManager.default.isExecutableFile(atPath: executable) else {
            throw HarnessError(String(cString: strerror(FileManager.default.fileExists(atPath: executable) ? EACCES : ENOENT)))
        }
        return try SpawningThread.shared.run { () throws(ChildProcessError) -> ChildProcess in
            try ChildProcess(executable: program, arguments: words, environment: environment,
                             input: input, output: output, errors: errors, newProcessGroup: true)
        }
    }

    /// Sends `signal` to `child`'s process group: the child and whatever it started that stayed
    /// in its group (a shell's commands), unless it has ended and been reaped.
    static func signalGroup(of child: ChildProcess, _ signal: Int32) {
        guard child.exitStatus() == nil else { return }
        kill(-child.pid, signal)
    }
}

/// One thread that runs work handed to it, one piece at a time, for as long as the process lives.
final class SpawningThread: @unchecked Sendable {
    static let shared = SpawningThread()

    private let condition = NSCondition()
    private var queue: [@Sendable () -> Void] = []

    private init() {
        // Never ends, and holds `self`: `shared` lives as long as the process, and so must this thread.
        let thread = Thread { [self] in
            while true {
                condition.lock()
                while queue.isEmpty { condition.wait() }
                let work = queue.removeFirst()
                condition.unlock()
                work()
            }
        }
        thread.name = "harness-spawner"
        thread.start()
    }

    /// Runs `work` on the thread and waits for its result.
    func run<T, E: Error>(_ work: @escaping () throws(E) -> T) throws(E) -> T {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: Result<T, E>?
        nonisolated(unsafe) let work = work
        condition.lock()
        queue.append { result = Result { () throws(E) -> T in try work() }; done.signal() }
        condition.signal()
        condition.unlock()
        done.wait()
        return try result!.get()
    }
}
