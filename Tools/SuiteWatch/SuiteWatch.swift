import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a test binary and watches it: what runs now (from Swift Testing's event stream), a time
/// budget for the whole run, how it ended, and what it left behind.
///
/// - Past the budget it says which tests were still running and for how long, asks the process
///   for a backtrace of every thread (SIGQUIT, which Swift's backtracer answers), then kills it:
///   a hang is a failure with names, not an idle CI job.
/// - Ended by a signal, it names the signal and the tests that were running.
/// - Every run gets a temporary folder of its own (`TMPDIR`, a short `sw.XXXXXX` beside the
///   usual one, so paths in messages are no longer than without it); what the tests left in
///   it, and any process still running from it a few seconds after the end, fail the run by
///   name. It is removed when the run left nothing.
public struct SuiteWatch {
    /// The test binary and its arguments.
    public var command: [String]
    /// How long the whole run may take.
    public var budget: Duration
    /// Where the event stream goes; made if missing.
    public var folder: URL
    /// How long processes started by the tests get to end after the run.
    public var leftoverGrace: Duration = .seconds(5)
    /// Where messages go (standard error).
    public var say: (String) -> Void

    public init(command: [String], budget: Duration, folder: URL, say: @escaping (String) -> Void) {
        self.command = command
        self.budget = budget
        self.folder = folder
        self.say = say
    }

    /// Runs the command to its end or the budget's, and returns the exit status to end with: the
    /// command's own, 128 + the signal when a signal ended it, 1 when it was stopped at the budget
    /// or left something behind.
    public func run() throws -> Int32 {
        let events = folder.appendingPathComponent("events.jsonl")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = try Self.makeTemporaryFolder()
        FileManager.default.createFile(atPath: events.path, contents: nil)
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = temporary.path
        environment["SWIFT_BACKTRACE"] = environment["SWIFT_BACKTRACE"] ?? "enable=yes,interactive=no,color=no,threads=all"
        let child = try Spawned(command + ["--event-stream-output-path", events.path, "--event-stream-version", "0"], environment: environment)
        let started = ContinuousClock.now
        let stream = try FileHandle(forReadingFrom: events)
        defer { try? stream.close() }
        var tests = TestEvents()
        var status: Spawned.Ending?
        var stoppedAtBudget = false
        while status == nil {
            status = child.ended()
            tests.read(stream.availableData)
            if status == nil, !stoppedAtBudget, ContinuousClock.now - started > budget {
                stoppedAtBudget = true
                say(Report.pastBudget(budget, running: tests.runningTests, now: Date().timeIntervalSince1970))
                child.signal(SIGQUIT)
                status = child.waitForEnd(atMost: .seconds(20))
                if status == nil { child.signal(SIGKILL) }
            }
            if status == nil { usleep(200_000) }
        }
        tests.read(stream.availableData)
        var exitStatus: Int32
        switch status! {
        case .exited(let code):
            exitStatus = code
        case .signalled(let number):
            exitStatus = 128 + number
            if !stoppedAtBudget {
                say(Report.endedBySignal(number, running: tests.runningTests, ended: tests.ended, core: Report.coreFile(of: child.pid)))
            }
        }
        if stoppedAtBudget { exitStatus = 1 }
        let processes = Leftovers.processes(mentioning: temporary.path, grace: leftoverGrace)
        for process in processes { kill(process.pid, SIGKILL) }
        // A test that mounts a small disk (the full-disk tests) and is killed leaves it mounted:
        // detached here, so the folder can go and nothing stays mounted after the run.
        let mounts = Leftovers.unmountAll(under: temporary.path)
        let files = Leftovers.files(in: temporary)
        if !processes.isEmpty || !files.isEmpty || !mounts.isEmpty {
            say(Report.leftovers(processes: processes, files: files, mounts: mounts, folder: temporary.path))
            if exitStatus == 0 { exitStatus = 1 }
        } else {
            try? FileManager.default.removeItem(at: temporary)
        }
        return exitStatus
    }

    /// A new folder `sw.XXXXXX` in the temporary folder this process was given.
    private static func makeTemporaryFolder() throws -> URL {
        var template = Array((FileManager.default.temporaryDirectory.path + "/sw.XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw SuiteWatchError("cannot make a temporary folder in \(FileManager.default.temporaryDirectory.path): \(String(cString: strerror(errno)))")
        }
        return URL(fileURLWithPath: String(cString: made), isDirectory: true)
    }
}

/// A child process in a process group of its own.
struct Spawned {
    enum Ending: Equatable {
        case exited(Int32)
        case signalled(Int32)
    }

    let pid: pid_t

    init(_ arguments: [String], environment: [String: String]) throws {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        let argv = arguments.map { strdup($0) } + [nil]
        let variables = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + variables { free(pointer) } }
        var pid = pid_t()
        let result = posix_spawn(&pid, arguments[0], nil, &attributes, argv, variables)
        guard result == 0 else {
            throw SuiteWatchError("cannot start \(arguments[0]): \(String(cString: strerror(result)))")
        }
        self.pid = pid
    }

    /// How it ended, once it has; nil while it runs.
    func ended() -> Ending? {
        var raw: Int32 = 0
        guard waitpid(pid, &raw, WNOHANG) == pid else { return nil }
        let signal = raw & 0x7F
        return signal == 0 ? .exited((raw >> 8) & 0xFF) : .signalled(signal)
    }

    func waitForEnd(atMost limit: Duration) -> Ending? {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            if let ending = ended() { return ending }
            usleep(100_000)
        }
        return ended()
    }

    /// Sends `number` to the process (not its group: the backtracer runs in the process itself).
    func signal(_ number: Int32) {
        kill(pid, number)
    }
}

/// What a run left behind.
enum Leftovers {
    struct Process: Equatable {
        let pid: Int32
        let command: String
    }

    /// The processes whose environment names `path` (the run's `TMPDIR` or a `HOME` under it),
    /// once `grace` has passed for them to end.
    static func processes(mentioning path: String, grace: Duration) -> [Process] {
        let deadline = ContinuousClock.now + grace
        var found = scan(path)
        while !found.isEmpty && ContinuousClock.now < deadline {
            usleep(100_000)
            found = scan(path)
        }
        return found
    }

    private static func scan(_ path: String) -> [Process] {
        let me = getpid()
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { Int32($0) }.filter { $0 != me }.sorted().compactMap { pid in
            guard let environment = FileManager.default.contents(atPath: "/proc/\(pid)/environ"),
                  environment.range(of: Data(path.utf8)) != nil,
                  !isZombie(pid) else { return nil }
            let command = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline")
                .map { String(decoding: $0.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self).trimmingCharacters(in: .whitespaces) } ?? "?"
            return Process(pid: pid, command: command)
        }
    }

    private static func isZombie(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return true }
        let state = stat[stat.index(after: close)...].split(separator: " ").first
        return state == "Z" || state == "X"
    }

    /// Detaches every file system mounted at or under `path` (deepest first), never following a
    /// symbolic link, and says of each where it was mounted and whether it is detached.
    static func unmountAll(under path: String) -> [String] {
        guard let table = try? String(contentsOfFile: "/proc/self/mounts", encoding: .utf8) else { return [] }
        let points = table.split(separator: "\n").compactMap { line -> String? in
            let fields = line.split(separator: " ")
            guard fields.count > 1 else { return nil }
            // The table escapes a space, tab, newline and backslash as octal (`\040`).
            let point = unescapeOctal(String(fields[1]))
            return point == path || point.hasPrefix(path + "/") ? point : nil
        }
        // UMOUNT_NOFOLLOW (8): a test's folder swapped for a link cannot point the detach elsewhere.
        let said = points.sorted(by: { $0.count > $1.count }).map { point in
            umount2(point, Int32(MNT_DETACH) | 8) == 0
                ? "\(point) (detached now)" : "\(point) (still mounted: \(String(cString: strerror(errno))))"
        }
        return said.sorted()
    }

    private static func unescapeOctal(_ text: String) -> String {
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "\\"), utf8.count >= 3, let value = UInt8(String(decoding: utf8.prefix(3), as: UTF8.self), radix: 8) {
                bytes.append(value)
                utf8 = utf8.dropFirst(3)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// What is left in the run's temporary folder, by name.
    static func files(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }
}

/// Why the watch could not run.
public struct SuiteWatchError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
