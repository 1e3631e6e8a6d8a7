import AppShell
import Core
import Foundation
import HTTPClientLive
import StorageLive
import UIComponent

/// One run of an app: the store opened, the backend and outbox set up, the environment built.
/// Verbs (the runtime's and the features') run in a session and return an exit code.
///
/// Every verb but `sync` first sends what is waiting in the outbox.
@MainActor
public final class AppSession<App: AppDefinition> {
    /// The checked options.
    public let options: AppOptions
    /// Standard output: screens, or JSON with `--json`.
    public let out: any TerminalIO
    /// Standard error: messages for people.
    public let err: any TerminalIO
    /// The pieces opened for this run.
    public let run: AppRun
    /// What the features run in.
    public let environment: App.Environment

    /// Opens the app's store and wires the backend, the outbox and the environment.
    /// - Throws: a storage error when the data directory or database cannot be used.
    public init(options: AppOptions, out: any TerminalIO, err: any TerminalIO, clock: any WallClock = SystemClock(),
                http: HTTPClient? = nil) throws(DomainError) {
        self.options = options
        self.out = out
        self.err = err
        let store = try LocalStore(directory: options.dataDirectory)
        let context = App.storageContext(options.context)
        let backend = JSONBackend(
            baseURL: options.baseURL, http: http ?? HTTPClient(log: options.verbose ? verboseLog : nil),
            headers: App.authHeaders(token: options.token), timeout: options.timeout,
            authHint: "check \(App.environmentPrefix)_TOKEN; the backend refused it", errors: App.errorFormat
        )
        run = AppRun(options: options, commandName: App.commandName, contextOption: App.contextOption, backend: backend,
                     store: store, storageContext: context, outbox: Outbox(store: store, context: context, baseURL: options.baseURL, clock: clock),
                     clock: clock)
        environment = App.makeEnvironment(run)
    }

    /// `sync`: sends the outbox, then lets each feature refresh what it caches.
    public func sync() async -> AppExitCode {
        let report: OutboxReport
        do {
            report = try await run.outbox.flush(App.outboxSenders(environment))
        } catch {
            return fail(error)
        }
        var lines = report.syncLines(run)
        let code = report.refused.first.map { AppExitCode($0.error.kind) } ?? report.waitingExitCode ?? .ok
        var refreshCode = AppExitCode.ok
        if !report.backendFailed {
            for refresh in await App.refreshAfterSync(environment) {
                lines.append(Sanitizer.singleLine(refresh.line))
                if let problem = refresh.problem, refreshCode == .ok { refreshCode = AppExitCode(problem.kind) }
            }
        }
        if options.json {
            out.write(#"{"sent":\#(report.sent.count),"refused":\#(report.refused.count),"waiting":\#(report.waiting.count)}"# + "\n")
        } else {
            out.write(lines.joined(separator: "\n") + "\n")
        }
        return code == .ok ? refreshCode : code
    }

    /// `open NAME`: a named screen, once, or interactive on a terminal.
    public func open(_ name: String) async -> AppExitCode {
        await sendWaiting()
        guard let named = App.screens.first(where: { $0.name == name }) else {
            err.write("no screen named \(Sanitizer.singleLine(name)); screens: \(App.screens.map(\.name).joined(separator: ", "))\n")
            return .usage
        }
        let screen = named.make(environment)
        if Terminal.stdinIsTerminal && Terminal.stdoutIsTerminal && !options.json {
            return await Interactive.run(screen, options: options.render, mode: .detect(plain: options.plain))
        }
        return await show(screen)
    }

    /// Loads `screen`, prints it, and exits by what it shows.
    public func show(_ screen: any Screen) async -> AppExitCode {
        out.write(await OneShot.render(screen, options: options.render))
        return exitCode(screen.problem)
    }

    /// No verb, on a terminal: the full-screen UI on the app's first screen, or the line mode with `--plain`
    /// or `TERM=dumb`.
    public func interactive(io: any TerminalIO) async -> AppExitCode {
        await sendWaiting()
        return await Interactive.run(App.rootScreen(environment), options: options.render, mode: .detect(plain: options.plain), io: io)
    }

    /// Sends the outbox quietly; says on standard error what was sent or is still waiting.
    public func sendWaiting() async {
        guard let report = try? await run.outbox.flush(App.outboxSenders(environment)) else { return }
        for line in report.summaryLines(run) {
            err.write(line + "\n")
        }
    }

    /// With `--json`, the JSON when there is any; otherwise (or when loading failed) the screen.
    public func emit(json: String?, orRender screen: any Screen) {
        if options.json, let json {
            out.write(json + "\n")
        } else {
            out.write(screen.render(options.render) + "\n")
        }
    }

    /// Writes `error` for people on standard error and returns its exit code.
    public func fail(_ error: DomainError) -> AppExitCode {
        err.write(ErrorText.render(error, width: options.render.width) + "\n")
        return AppExitCode(error.kind)
    }

    /// Writes one line for people on standard error (sanitised).
    public func say(_ line: String) {
        err.write(Sanitizer.singleLine(line) + "\n")
    }

    /// The exit code for what a screen shows: 0 unless something kept it from live data.
    public func exitCode(_ problem: DomainError?) -> AppExitCode {
        problem.map { AppExitCode($0.kind) } ?? .ok
    }
}

/// `--verbose` output: one line per exchange, on standard error.
private let verboseLog: @Sendable (String) -> Void = { line in
    FileHandle.standardError.write(Data("http: \(line)\n".utf8))
}
