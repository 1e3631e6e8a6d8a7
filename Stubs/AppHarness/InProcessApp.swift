import AppRuntime
import AppShell
import Core
import Foundation
import HTTPClientLive

/// An app run in the test's own process, as its executable would run, on a transport the test
/// chooses: the same command line, settings, store and output, without starting a process.
///
/// ```swift
/// let app = InProcessApp<OrderApp>(environment: ["ORDER_APP_TOKEN": token, "ORDER_APP_NOW": "2026-11-20T09:00:00Z"],
///                                  transport: StubTransport(backend: try InMemoryStubBackend()))
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

    public init(environment: [String: String], transport: any HTTPTransport) {
        self.environment = environment
        self.transport = transport
    }

    /// Runs one command line (after the program's name) with standard output not a terminal.
    public func run(_ arguments: [String], extra: [String: String] = [:]) async -> Result {
        let out = CapturedOutput()
        let err = CapturedOutput()
        let invocation = AppInvocation(environment: environment.merging(extra) { _, new in new }, out: out, err: err,
                                       transport: transport)
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
