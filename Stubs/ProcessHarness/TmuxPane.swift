import Core
import Foundation

/// A real pseudo-terminal for end-to-end tests: one tmux pane on a tmux server of its own,
/// running a command the way a person at a terminal would.
///
/// The command runs under `sh`; when it exits, the pane prints `exited STATUS` and the
/// terminal's line settings (`tty echo icanon isig`) and stays open, so a test can check what
/// the program left behind. Tests never sleep for a fixed time: ``waitUntil(_:timeout:_:)`` polls the pane until
/// a condition holds and fails after a deadline, showing what the pane held.
public final class TmuxPane: @unchecked Sendable {
    private let folder: URL
    private let socket: String
    private let tmux: URL
    private let server: ChildProcess

    /// Starts `command` (its words are quoted for the shell) in a pane of `columns` × `rows`,
    /// with `environment` set for it, without holding a thread of Swift's cooperative pool while
    /// tmux starts.
    /// - Throws: when tmux is missing or does not start.
    public static func start(columns: Int, rows: Int, command: [String], environment: [String: String] = [:]) async throws -> TmuxPane {
        try await Blocking.run { try TmuxPane(columns: columns, rows: rows, command: command, environment: environment) }
    }

    private init(columns: Int, rows: Int, command: [String], environment: [String: String]) throws {
        guard let tmux = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw HarnessError("tmux is not installed; scripts/bootstrap installs it")
        }
        self.tmux = URL(fileURLWithPath: tmux)
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        socket = folder.appendingPathComponent("socket").path
        // The server runs in the foreground as this process's child (`-D`). Started by a client
        // instead, it would become a daemon that keeps what it inherited open, and the test
        // would wait for it forever.
        server = try ProcessRunner.start(tmux, ["-D", "-S", socket, "-f", "/dev/null", "-u"],
                                         environment: ProcessRunner.baseEnvironment, input: .null, output: .null, errors: .null)
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: socket) {
            guard Date() < deadline, server.exitStatus() == nil else { throw HarnessError("the tmux server did not start") }
            Thread.sleep(forTimeInterval: 0.01)
        }
        let assignments = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.quote($0.value))" }
        let line = (["env"] + assignments + command.map(Self.quote)).joined(separator: " ")
        let flags = "stty -a | tr ' ;\\n' '\\n\\n\\n' | grep -E '^-?(echo|icanon|isig)$' | tr '\\n' ' '"
        let script = "\(line); echo \"exited $?\"; echo \"tty $(\(flags))\"; exec cat"
        try run(["new-session", "-d", "-s", "test", "-x", String(columns), "-y", String(rows), "sh -c \(Self.quote(script))"])
    }

    /// Kills what runs in the pane (the shell's process group: the program and what it started),
    /// then the server, and removes the pane's folder: once the pane is let go, nothing it ran
    /// writes anywhere any more (the test's folders are removed next).
    deinit {
        if let shell = try? run(["display-message", "-p", "-t", "test", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines),
           let group = Int32(shell) {
            kill(-group, SIGKILL)
        }
        _ = try? run(["kill-server"])
        if server.wait(atMost: .seconds(2)) == nil { TiedSpawn.signalGroup(of: server, SIGKILL) }
        server.wait()
        try? FileManager.default.removeItem(at: folder)
    }

    /// The pane's text now, one string per row, without styles.
    public func capture() async throws -> [String] {
        try await tmux(["capture-pane", "-p", "-t", "test"]).components(separatedBy: "\n").dropLast().map { String($0) }
    }

    /// Presses keys, given as tmux names (`Down`, `End`, `Enter`, `Escape`, `C-c`, `q`).
    public func press(_ keys: String...) async throws {
        try await tmux(["send-keys", "-t", "test"] + keys)
    }

    /// Sets the pane's size, as a person resizing the terminal window would.
    public func resize(columns: Int, rows: Int) async throws {
        try await tmux(["resize-window", "-t", "test", "-x", String(columns), "-y", String(rows)])
    }

    /// A tmux format about the pane: `#{alternate_on}` is 1 on the alternate screen,
    /// `#{cursor_flag}` 1 while the cursor shows.
    public func value(_ format: String) async throws -> String {
        try await tmux(["display-message", "-p", "-t", "test", format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The process id of the program the pane runs (the shell's child).
    public func programID() async throws -> Int32 {
        let shell = try await value("#{pane_pid}")
        let children = try String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
        guard let first = children.split(separator: " ").first, let id = Int32(first) else {
            throw HarnessError("the pane's shell (\(shell)) has no child process")
        }
        return id
    }

    /// Polls the pane until `condition` holds for its rows and the screen has settled (two
    /// captures in a row alike, so a frame caught half drawn on a busy machine does not count),
    /// and returns them. The deadline is generous: each capture is a tmux client that waits its
    /// turn among the suite's child processes (`ChildSlots`), and on a busy 2-core machine a
    /// frame that was drawn at once can take seconds to be seen twice (the tmux clients go
    /// first when a slot frees, but the program in the pane shares the cores with the suite). A passing wait returns
    /// as soon as it sees the frame; only a failing one waits out the deadline.
    /// - Throws: when `timeout` seconds pass first, with `what` was awaited and the last rows.
    @discardableResult
    public func waitUntil(_ what: String, timeout: TimeInterval = 60, _ condition: ([String]) -> Bool) async throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var rows: [String] = []
        var previous: [String]?
        while Date() < deadline {
            rows = try await capture()
            if condition(rows) {
                if rows == previous { return rows }
                previous = rows
            } else {
                previous = nil
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        throw HarnessError("waited \(Int(timeout)) s for \(what); the pane shows:\n" + rows.joined(separator: "\n"))
    }

    /// Waits for the program to exit and returns its status and the terminal settings the
    /// shell found after it: `echo`, `icanon` and `isig`, each as itself or with a `-` when off.
    public func waitForExit(timeout: TimeInterval = 60) async throws -> (status: Int32, settings: Set<String>) {
        let rows = try await waitUntil("the program to exit", timeout: timeout) { rows in rows.contains { $0.hasPrefix("tty ") } }
        guard let line = rows.last(where: { $0.hasPrefix("exited ") }), let status = Int32(line.dropFirst(7)),
              let settings = rows.last(where: { $0.hasPrefix("tty ") })
        else { throw HarnessError("no exit status in the pane:\n" + rows.joined(separator: "\n")) }
        return (status, Set(settings.dropFirst(4).split(separator: " ").map(String.init)))
    }

    /// What the program left undone of giving the terminal back, once it exited with
    /// `settings` (``waitForExit(timeout:)``): the line settings cooked again (`echo`, `icanon`,
    /// `isig`), the alternate screen left, the cursor shown. Empty when all of it was done.
    public func terminalNotGivenBack(settings: Set<String>) async throws -> [String] {
        var found: [String] = []
        if settings != ["echo", "icanon", "isig"] { found.append("line settings \(settings.sorted()), not echo icanon isig") }
        if try await value("#{alternate_on}") != "0" { found.append("still on the alternate screen") }
        if try await value("#{cursor_flag}") != "1" { found.append("the cursor is hidden") }
        return found
    }

    /// Runs a tmux client against this pane's server, blocking: for starting and stopping it.
    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        try Self.output(of: ProcessRunner.run(tmux.path, ["-S", socket, "-f", "/dev/null", "-u"] + arguments), arguments)
    }

    /// Runs a tmux client against this pane's server.
    @discardableResult
    private func tmux(_ arguments: [String]) async throws -> String {
        try Self.output(of: await ProcessRunner.run(tmux.path, ["-S", socket, "-f", "/dev/null", "-u"] + arguments, lane: .first), arguments)
    }

    private static func output(of result: ProcessRunner.Result, _ arguments: [String]) throws -> String {
        guard result.status == 0 else {
            throw HarnessError("tmux \(arguments.first ?? "") failed (\(result.status)): \(result.stderr)")
        }
        return result.stdout
    }

    private static func quote(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
