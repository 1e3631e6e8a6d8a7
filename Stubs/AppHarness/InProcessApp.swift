import AppRuntime
import AppShell
import Core
import Foundation
import HTTPClientLive
import StorageLive

/// An app run in the test's own process, as its executable would run, on a transport the test
/// chooses: the same command line, settings, store and output, without starting a process.
///
/// ```swift
/// let app = InProcessApp<OrderApp>(environment: ["ORDER_APP_TOKEN": token, "ORDER_APP_NOW": "2026-11-20T09:00:00Z"],
///                                  transport: StubTransport(backend: try InMemoryStubBackend(configuration: .demo())))
/// let result = await app.run(["--order", "42", "--data-dir", folder, "list"])
/// ```
public struct InProcessApp<App: AppDefinition>: Sendable {
    /// What one run did: its exit code and everything it wrote.
    public struct Result: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// The variables every run sees (the token, a fixed clock).
    public var environment: [String: String]
    /// Where its requests go.
    public var transport: any HTTPTransport
    /// What its waits are slept on: a `Retry-After` or a list's time budget passes at once.
    public var clock: any Clock<Duration>
    /// The store every run uses; nil for each run to open its own from `--data-dir`.
    public var store: LocalStore?

    public init(environment: [String: String], transport: any HTTPTransport, clock: any Clock<Duration> = ImmediateClock(),
                store: LocalStore? = nil) {
        self.environment = environment
        self.transport = transport
        self.clock = clock
        self.store = store
    }

    /// Runs one command line (after the program's name) with standard output not a terminal.
    public func run(_ arguments: [String], extra: [String: String] = [:]) async -> Result {
        let out = CapturedOutput()
        let err = CapturedOutput()
        let invocation = AppInvocation(environment: environment.merging(extra) { _, new in new }, out: out, err: err,
                                       transport: transport, clock: clock, store: store)
        let status = await AppCommand<App>.main(arguments, in: invocation)
        return Result(status: status, stdout: out.text, stderr: err.text)
    }
}

/// A stream kept in memory behind a lock: a run writes its warnings from whatever task
/// noticed them, so a capture must take writes from any thread. Reads nothing.
final class CapturedOutput: TerminalIO, Sendable {
    private let written = Locked("")

    /// Everything written so far.
    var text: String { written.withLock { $0 } }

    func readLine() -> String? { nil }

    func write(_ text: String) {
        written.withLock { $0 += text }
    }
}
