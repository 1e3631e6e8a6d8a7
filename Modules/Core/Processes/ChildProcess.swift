#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A command run with `/bin/sh -c`, as the apps run a pager or a `token_command`: started with
/// `posix_spawn`, its standard streams inherited, piped or closed as asked.
///
/// What Foundation's `Process` did for the apps, without linking full Foundation into them
/// (docs/decisions/0016-apps-ship-with-the-swift-runtime-inside.md). The child starts with no
/// signal blocked and every signal at its default action, whatever this process ignores (a
/// pager's SIGPIPE) or blocks (the terminal's reader thread).
public final class ChildProcess: @unchecked Sendable {
    /// What a child's standard stream is connected to.
    public enum Stream: Sendable {
        /// The same file as this process's.
        case inherit
        /// `/dev/null`.
        case null
        /// A pipe whose other end this process holds (``input``, ``output``, ``errors``).
        case pipe
        /// A file, made or emptied for writing (read from, for the input).
        case file(String)
    }

    /// The child's process id.
    public let pid: pid_t
    /// The end this process writes the child's standard input to, when piped.
    public private(set) var input: Int32?
    /// The end this process reads the child's standard output from, when piped; the reader
    /// closes it (``readToEnd(closing:)``).
    public let output: Int32?
    /// The end this process reads the child's standard error from, when piped; the reader
    /// closes it (``readToEnd(closing:)``).
    public let errors: Int32?

    /// Starts `/bin/sh -c command` with exactly `environment`.
    /// - Throws: the system's reason, when the shell cannot be started.
    public convenience init(shell command: String, environment: [String: String],
                            input stdin: Stream = .inherit, output stdout: Stream = .inherit, errors stderr: Stream = .inherit) throws(ChildProcessError) {
        try self.init(executable: "/bin/sh", arguments: ["-c", command], environment: environment,
                      input: stdin, output: stdout, errors: stderr)
    }

    /// Starts the program at `executable` (a path; no search) with `arguments` after its name,
    /// and exactly `environment`; in a process group of its own when `newProcessGroup` is set
    /// (its id is the child's), so that a signal to the group reaches what the child starts too.
    /// - Throws: the system's reason, when it cannot be started (no such file, not executable).
    public init(executable: String, arguments: [String], environment: [String: String],
                input stdin: Stream = .inherit, output stdout: Stream = .inherit, errors stderr: Stream = .inherit,
                newProcessGroup: Bool = false) throws(ChildProcessError) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var opened: [Int32] = []  // every descriptor made here: the child's ends close once it has them
        var kept: [Int32: Int32] = [:]  // the child's stream → this process's end of its pipe
        var started = false
        defer { for descriptor in opened where !(started && kept.values.contains(descriptor)) { close(descriptor) } }

        for (target, stream) in [(Int32(0), stdin), (1, stdout), (2, stderr)] {
            switch stream {
            case .inherit:
                break
            case .null:
                posix_spawn_file_actions_addopen(&actions, target, "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0)
            case .file(let path):
                posix_spawn_file_actions_addopen(&actions, target, path, target == 0 ? O_RDONLY : O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            case .pipe:
                var ends: [Int32] = [-1, -1]
                guard Self.closeOnExecPipe(&ends) == 0 else { throw ChildProcessError(errno: errno) }
                opened += ends
                let (childEnd, ourEnd) = target == 0 ? (ends[0], ends[1]) : (ends[1], ends[0])
                posix_spawn_file_actions_adddup2(&actions, childEnd, target)
                kept[target] = ourEnd
            }
        }

        // Nothing else of this process's reaches the child (a connection libcurl keeps alive, a
        // database, a pipe another thread is spawning with): every descriptor from 3 up is
        // closed in it, after the three above are in place, as Foundation's `Process` did.
        if let closeFrom = Self.closeFrom { _ = closeFrom(&actions, 3) }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigdefault(&attributes, &all)
        var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
        if newProcessGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= POSIX_SPAWN_SETPGROUP
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let variables = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + variables { free(pointer) } }
        var child = pid_t()
        let spawned = posix_spawn(&child, executable, &actions, &attributes, argv, variables)
        guard spawned == 0 else { throw ChildProcessError(errno: spawned) }
        started = true
        pid = child
        input = kept[0]
        output = kept[1]
        errors = kept[2]
    }

    deinit {
        closeInput()
    }

    /// Closes this process's end of the child's standard input: the child reads its end.
    public func closeInput() {
        if let input { close(input) }
        input = nil
    }

    /// Writes all of `bytes` to the child's standard input; false when the child stopped reading.
    @discardableResult
    public func write(_ bytes: [UInt8]) -> Bool {
        guard let input else { return false }
        return FileDescriptors.writeAll(bytes, to: input)
    }

    /// How the child ended, once it has: what ``exitStatus()`` returns, and whether a signal
    /// ended it. Only ``exitStatus()`` reaps the child, under this lock, so two threads (one
    /// waiting, one stopping it) never both reap it or both record it.
    private let ended = Locked<(status: Int32, signalled: Bool)?>(nil)

    /// The signal that ended the child, once it has ended by one; nil otherwise.
    public var endingSignal: Int32? {
        guard let ended = ended.withLock({ $0 }), ended.signalled else { return nil }
        return ended.status - 128
    }

    /// The exit status once the child has ended (128 + the signal's number when a signal ended
    /// it), nil while it runs.
    public func exitStatus() -> Int32? {
        ended.withLock { ended in
            if let ended { return ended.status }
            var raw: Int32 = 0
            switch waitpid(pid, &raw, WNOHANG) {
            case pid:
                ended = (Self.decode(raw), raw & 0x7F != 0)
            case -1 where errno == ECHILD:
                // Reaped by the system: whoever started this process left SIGCHLD ignored. It
                // has ended; its status is lost, so what it printed has to tell.
                ended = (0, false)
            default:
                return nil
            }
            return ended?.status
        }
    }

    /// Waits at most `timeout` for the child to end, looking every 10 ms: its exit status (see
    /// ``exitStatus()``), or nil when it still runs.
    public func wait(atMost timeout: Duration) -> Int32? {
        let deadline = ContinuousClock.now + timeout
        while exitStatus() == nil && ContinuousClock.now < deadline { usleep(10_000) }
        return exitStatus()
    }

    /// Waits for the child to end and returns its exit status (see ``exitStatus()``).
    @discardableResult
    public func wait() -> Int32 {
        while true {
            if let status = exitStatus() { return status }
            // Blocks until the child has ended and leaves it to be reaped (WNOWAIT), by
            // exitStatus() above; ECHILD means it already was.
            var info = siginfo_t()
            if waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) < 0 && errno != EINTR && errno != ECHILD {
                return exitStatus() ?? 0
            }
        }
    }

    /// Asks the child to stop (SIGTERM), unless it has ended.
    public func terminate() {
        if exitStatus() == nil { kill(pid, SIGTERM) }
    }

    /// Makes the child stop (SIGKILL), for one that did not stop when asked.
    public func forceStop() {
        if exitStatus() == nil { kill(pid, SIGKILL) }
    }

    /// A pipe whose ends are close-on-exec from the start (`pipe2` with `O_CLOEXEC`), so no
    /// child another thread starts meanwhile gets them; `pipe` and `fcntl` where there is no
    /// `pipe2`, which Swift's Glibc shows only with `_GNU_SOURCE`.
    private static func closeOnExecPipe(_ ends: inout [Int32]) -> Int32 {
        if let pipe2 {
            return ends.withUnsafeMutableBufferPointer { pipe2($0.baseAddress!, O_CLOEXEC) }
        }
        guard pipe(&ends) == 0 else { return -1 }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return 0
    }

    private static let pipe2 = libc("pipe2", as: (@convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32).self)

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which its headers
    /// show Swift only with `_GNU_SOURCE`; nil where the C library has none.
    private static let closeFrom = libc("posix_spawn_file_actions_addclosefrom_np",
                                        as: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)

    /// A C library function looked up by name, for those Swift's Glibc shows only with
    /// `_GNU_SOURCE`; nil where the C library has none.
    private static func libc<Function>(_ name: String, as type: Function.Type) -> Function? {
        dlsym(UnsafeMutableRawPointer(bitPattern: 0), name).map { unsafeBitCast($0, to: type) }
    }

    private static func decode(_ raw: Int32) -> Int32 {
        let signal = raw & 0x7F
        return signal == 0 ? (raw >> 8) & 0xFF : 128 + signal
    }

    /// Reads `descriptor` to its end, then closes it.
    public static func readToEnd(closing descriptor: Int32) -> [UInt8] {
        defer { close(descriptor) }
        var collected: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                collected += buffer[..<count]
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return collected
            }
        }
    }
}

/// Why a child process could not be started.
public struct ChildProcessError: Error, Sendable, CustomStringConvertible {
    /// The system's error number.
    public let errno: Int32
    /// The system's words for it: "No such file or directory".
    public var description: String { String(cString: strerror(errno)) }
}
