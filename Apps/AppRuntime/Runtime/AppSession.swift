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
            authHint: "check \(App.environmentPrefix)_TOKEN; the backend refused it", errors: App.errorFormat,
            wallClock: clock, rerunCommand: options.rerunCommand(App.commandName)
        )
        run = AppRun(options: options, commandName: App.commandName, contextOption: App.contextOption, backend: backend,
                     store: store, storageContext: context, outbox: Outbox(store: store, context: context, clock: clock),
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
        var lines = ["Sent \(report.sent.count) waiting \(report.sent.count == 1 ? "change" : "changes")."]
        for refusal in report.refused {
            lines.append(Sanitizer.singleLine("Refused for good: \(refusal.entry.action) \(refusal.entry.target): \(refusal.error.message)"))
        }
        if !report.unknown.isEmpty {
            lines.append("\(report.unknown.count) left for a newer version of \(App.commandName) (unknown actions).")
        }
        var code: AppExitCode = report.refused.first.map { AppExitCode($0.error.kind) } ?? .ok
        if !report.waiting.isEmpty {
            let problem = report.mainProblem
            lines.append(waitingLine(count: report.waiting.count, problem: problem))
            code = problem.map { $0.kind == .unavailable ? .queued : AppExitCode($0.kind) } ?? .queued
        } else {
            for refresh in await App.refreshAfterSync(environment) {
                lines.append(Sanitizer.singleLine(refresh.line))
                if let problem = refresh.problem, code == .ok { code = AppExitCode(problem.kind) }
            }
        }
        if options.json {
            out.write(#"{"sent":\#(report.sent.count),"refused":\#(report.refused.count),"waiting":\#(report.waiting.count)}"# + "\n")
        } else {
            out.write(lines.joined(separator: "\n") + "\n")
        }
        return code
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
        if !report.sent.isEmpty {
            err.write("Sent \(report.sent.count) \(report.sent.count == 1 ? "change" : "changes") made offline.\n")
        }
        for refusal in report.refused {
            err.write(Sanitizer.singleLine("The backend refused a change made offline (\(refusal.entry.action) \(refusal.entry.target)): \(refusal.error.message)") + "\n")
        }
        if !report.waiting.isEmpty {
            err.write(waitingLine(count: report.waiting.count, problem: report.mainProblem) + "\n")
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

    /// "2 changes still waiting: <why>; <what to do>", the advice by cause.
    private func waitingLine(count: Int, problem: DomainError?) -> String {
        let what = "\(count) still waiting"
        guard let problem else { return "\(what); run `\(run.command("sync"))` to send \(count == 1 ? "it" : "them")." }
        let why = Sanitizer.singleLine(problem.message)
        switch problem.kind {
        case .unauthorized:
            return "\(what): \(why); set \(App.environmentPrefix)_TOKEN to a token the backend accepts, then run `\(run.command("sync"))`."
        case .unavailable:
            return "\(what): \(why); run `\(run.command("sync"))` when the backend is back."
        default:
            return "\(what): \(why); run `\(run.command("sync"))` to try again."
        }
    }
}

/// `--verbose` output: one line per exchange, on standard error.
private let verboseLog: @Sendable (String) -> Void = { line in
    FileHandle.standardError.write(Data("http: \(line)\n".utf8))
}
