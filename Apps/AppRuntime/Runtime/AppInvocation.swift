import AppShell
import FoundationEssentials
import HTTPClientLive
import StorageLive

/// What one run of an app reads and writes besides its arguments: the environment, standard
/// output and error, whether it sits on a terminal, and how it reaches the backend.
///
/// A process run uses ``process``. A test runs an app in its own process with
/// ``AppCommand/main(_:in:)`` and an invocation of its own: captured streams, its environment
/// (a fixed clock in `<PREFIX>_NOW`), and a transport that answers in memory.
public struct AppInvocation: @unchecked Sendable {
    // Unchecked: the streams are classes that are not Sendable. An invocation belongs to one
    // run. Its verb writes from the main actor; what the run could not keep on disk is said from
    // whichever task noticed it, so a stream must take a write from any thread: the process's
    // own write with one system call each, and a test's capture is locked (AppHarness).

    /// The command line after the program's name, as typed (for the commands hints repeat).
    public var arguments: [String] = []
    /// The values of the app's own settings given as flags (`--client-id X`), by key: taken out
    /// of the command line before it is parsed.
    public var settingFlags: [String: String] = [:]
    /// The verb on the command line, as `main` found it (nil with none): whose `--json` fields
    /// `--json=FIELDS` may name.
    public var verb: String?
    /// The variables the run reads its settings from.
    public var environment: [String: String]
    /// Standard output: screens, or JSON with `--json`.
    public var out: any TerminalIO
    /// Standard error: messages for people.
    public var err: any TerminalIO
    /// Whether standard input is a terminal.
    public var stdinIsTerminal: Bool
    /// Whether standard output is a terminal (colour, pager, the width of the window).
    public var stdoutIsTerminal: Bool
    /// Whether standard input and standard output are both a terminal (the interactive UI may run).
    public var isInteractive: Bool { stdinIsTerminal && stdoutIsTerminal }
    /// Whether the run loads libcurl ahead of its first request (``HTTPClient/prepare()``): a
    /// process's run, not a test's; set by ``AppCommand/runAsMain(_:)``.
    var preparesHTTP = false
    /// How requests reach the backend; nil for libcurl (``HTTPClient``).
    public var transport: (any HTTPTransport)?
    /// What the run's waits are slept on and measured by: a backend's `Retry-After`, the time
    /// budget of a read made of many requests. The real clock for a process; tests pass
    /// ``ImmediateClock``, so no run of theirs waits in real time. (The time of day is the
    /// app's `<PREFIX>_NOW`.)
    public var clock: any Clock<Duration>
    /// The run's local store (the outbox, what was seen, the kept lists); nil to open it from
    /// the run's folders (`--data-dir`, the XDG folders), as a process does. A test may hand
    /// several runs one store, or one it has filled. (An app on OAuth client credentials still
    /// keeps its access token in the state folder of `--data-dir`: it is a file, not the store.)
    public var store: LocalStore?

    public init(environment: [String: String], out: any TerminalIO, err: any TerminalIO,
                stdinIsTerminal: Bool = false, stdoutIsTerminal: Bool = false, transport: (any HTTPTransport)? = nil,
                clock: any Clock<Duration> = ContinuousClock(), store: LocalStore? = nil) {
        self.environment = environment
        self.out = out
        self.err = err
        self.stdinIsTerminal = stdinIsTerminal
        self.stdoutIsTerminal = stdoutIsTerminal
        self.transport = transport
        self.clock = clock
        self.store = store
    }

    /// This process's environment and standard streams, and libcurl.
    public static var process: AppInvocation {
        AppInvocation(environment: ProcessInfo.processInfo.environment, out: StandardIO(), err: StandardError(),
                      stdinIsTerminal: Terminal.stdinIsTerminal,
                      stdoutIsTerminal: Terminal.stdoutIsTerminal)
    }

    /// The invocation of the run in progress: ``AppCommand/main(_:in:)`` sets it for the verb
    /// that ArgumentParser makes, which has no other way to be handed it.
    @TaskLocal static var current: AppInvocation = .process
}
