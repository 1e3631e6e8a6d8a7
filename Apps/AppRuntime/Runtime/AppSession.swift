import AppShell
import Core
import Foundation
import HTTPClientLive
import StorageLive
import UIComponent

/// One run of an app: the store opened, the backend and outbox set up, the environment built.
/// Verbs (the runtime's and the features') run in a session and return an exit code.
///
/// Before any verb but `sync`, the runtime sends what is waiting in the outbox
/// (``AppCommand/execute(sendsWaiting:_:)``).
@MainActor
public final class AppSession<App: AppDefinition> {
    /// The checked options.
    public let options: AppOptions
    /// Standard output: screens, or JSON with `--json`.
    public let out: any TerminalIO
    /// Standard error: messages for people.
    public let err: any TerminalIO
    /// Whether standard input and output are a terminal, so the interactive UI may run.
    public let isInteractive: Bool
    /// The pieces opened for this run.
    public let run: AppRun
    /// What the features run in.
    public let environment: App.Environment

    /// Opens the app's store and wires the backend, the outbox and the environment.
    /// - Throws: a storage error when the data directory or database cannot be used.
    public init(options: AppOptions, invocation: AppInvocation, clock: any WallClock = SystemClock()) throws(DomainError) {
        self.options = options
        out = invocation.out
        err = invocation.err
        isInteractive = invocation.isInteractive
        let err = invocation.err
        // A file of the store that cannot be used (a full or read-only disk) fails what needs
        // it, saying why; reads go on without it (RunWarnings).
        let store = LocalStore(tolerating: options.storage)
        nonisolated(unsafe) let sink = err
        let warnings = RunWarnings { text in sink.write(text) }
        let context = App.storageContext(options.context)
        let backend = JSONBackend(
            baseURL: options.baseURL, http: invocation.transport ?? HTTPClient(log: options.verbose ? verboseLog : nil),
            headers: App.authHeaders(token: options.token), timeout: options.timeout,
            authHint: "set \(App.environmentPrefix)_TOKEN (or token_command in \(options.configPath ?? "the config file")) to a token the backend accepts", errors: App.errorFormat,
            wallClock: clock, rerunCommand: options.rerunCommand(App.commandName)
        )
        run = AppRun(options: options, commandName: App.commandName, contextOption: App.contextOption, backend: backend,
                     store: store, storageContext: context,
                     outbox: Outbox(store: store, context: context, baseURL: options.baseURL, clock: clock, warnings: warnings),
                     clock: clock, warnings: warnings)
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
        var code = report.refused.first.map { AppExitCode($0.error.kind) } ?? report.waitingExitCode ?? .ok
        var problem: DomainError? = report.refused.first.map(\.error)
        if problem == nil, !report.waiting.isEmpty {
            problem = report.mainProblem ?? report.waiting.first.map {
                DomainError(.unavailable, "\(report.waiting.count) still waiting: \($0.message)", hint: "run `\(run.command("sync"))` to try again")
            }
        }
        var refreshed: [JSONValue] = []
        if !report.backendFailed {
            for refresh in await App.refreshAfterSync(environment) {
                lines.append(Sanitizer.singleLine(refresh.line))
                refreshed.append(.object(["what": .string(refresh.line), "problem": Self.problemJSON(refresh.problem)]))
                if let failed = refresh.problem, code == .ok {
                    code = AppExitCode(failed.kind)
                    problem = failed
                }
            }
        }
        if options.json {
            func entry(_ entry: OutboxEntry, _ reason: JSONValue) -> JSONValue {
                .object(["action": .string(entry.action), "target": .string(entry.target),
                         "queued_at": .string(ISO8601.string(from: entry.createdAt)), "reason": reason])
            }
            func why(_ waiting: OutboxReport.WaitingEntry) -> JSONValue {
                .object(["kind": .string(waiting.kind.rawValue), "message": .string(Sanitizer.singleLine(waiting.message)),
                         "hint": .string(waiting.error?.hint.map(Sanitizer.singleLine))])
            }
            emit(document: [
                "sent": .array(report.sent.map { entry($0, .null) }),
                "refused": .array(report.refused.map { entry($0.entry, Self.problemJSON($0.error)) }),
                "waiting": .array(report.waiting.map { entry($0.entry, why($0)) }),
                "unknown": .array(report.unknown.map { entry($0.entry, why($0)) }),
                "refreshed": .array(refreshed),
            ])
        } else {
            out.write(lines.joined(separator: "\n") + "\n")
        }
        if code != .ok, let problem { explain(problem, code: code) }
        return code
    }

    /// `open NAME`: a named screen, once, or interactive on a terminal.
    public func open(_ name: String) async -> AppExitCode {
        guard let named = App.screens.first(where: { $0.name == name }) else {
            return fail(DomainError(.invalidInput, "no screen named \"\(Sanitizer.singleLine(name))\"",
                                    hint: "screens: \(App.screens.map(\.name).joined(separator: ", "))"))
        }
        let screen = named.make(environment)
        if isInteractive && !options.json {
            return await interactively(mode: .detect(plain: options.plain)) { mode in
                await Interactive.run(stack: [screen], options: interactiveRender, mode: mode, host: warningsHost)
            }
        }
        return await show(screen)
    }

    /// Loads `screen` and prints it once, exiting by what it shows. With `--json`, a screen
    /// that loaded is printed as its title and lines (`{"screen":{"title":…,"lines":[…]}}`);
    /// one that failed prints nothing on standard output.
    public func show(_ screen: any Screen) async -> AppExitCode {
        await screen.load()
        if let problem = screen.problem {
            return fail(problem)
        }
        if options.json {
            let plain = RenderOptions(width: options.render.width, color: false, hints: oneShotHints)
            let lines = screen.render(plain).split(separator: "\n", omittingEmptySubsequences: false).map { JSONValue.string(String($0)) }
            emit(document: ["screen": .object(["title": .string(screen.title), "lines": .array(lines)])])
        } else {
            page(screen.render(oneShotRender) + "\n")
        }
        return .ok
    }

    /// No verb, on a terminal: the full-screen UI on the app's first screen, or the line mode with `--plain`
    /// or `TERM=dumb`.
    public func interactive(io: any TerminalIO) async -> AppExitCode {
        let root = App.rootScreen(environment)
        return await interactively(mode: .detect(plain: options.plain)) { mode in
            await Interactive.run(stack: [root], options: interactiveRender, mode: mode, io: io, host: warningsHost)
        }
    }

    /// Shows what the run could not keep on disk in the full-screen UI's status line.
    private var warningsHost: WarningsHost {
        WarningsHost(warnings: run.warnings, color: interactiveRender.color)
    }

    /// Runs the interactive UI in `mode`; the full-screen UI owns the terminal, so what the run
    /// could not keep on disk is said once it gives the terminal back.
    private func interactively(mode: InteractiveMode, _ body: (InteractiveMode) async -> AppExitCode) async -> AppExitCode {
        guard mode == .fullScreen else { return await body(mode) }
        run.warnings.hold()
        defer { run.warnings.release() }
        return await body(mode)
    }

    /// Sends the outbox quietly; says on standard error what was sent or is still waiting.
    public func sendWaiting() async {
        let report: OutboxReport
        do {
            report = try await run.outbox.flush(App.outboxSenders(environment))
        } catch {
            // Nothing can be sent that cannot be read; the command itself goes on.
            run.warnings.report(error)
            return
        }
        for line in report.summaryLines(run) {
            err.write(line + "\n")
        }
    }

    // MARK: - Output

    /// Options for one-shot screens: hints are complete commands (`order-app --order 42 other 4`).
    public var oneShotRender: RenderOptions {
        RenderOptions(width: options.render.width, color: options.render.color, hints: oneShotHints)
    }

    /// Options for the interactive UI: hints are keys. It is laid out for a screen even when
    /// standard output is not a terminal (the line mode in a pipe).
    public var interactiveRender: RenderOptions {
        RenderOptions(width: options.render.isUnbounded ? Terminal.width() : options.render.width, color: options.render.color, hints: .keys)
    }

    private var oneShotHints: HintStyle {
        .commands(prefix: "\(App.commandName) --\(App.contextOption) \(ShellWord.quoted(options.context))")
    }

    /// Writes a one-shot screen's text, through the pager when it is long and on a terminal.
    public func page(_ text: String) {
        if out is StandardIO {
            Pager.write(text, command: options.pager, height: Terminal.height(), to: out)
        } else {
            out.write(text)
        }
    }

    /// `payload` with what every document says: the app, the context and the backend.
    public func document(_ payload: [String: JSONValue]) -> JSONValue {
        var members = payload
        members["app"] = .string(App.commandName)
        members["context"] = .object(["kind": .string(App.contextOption), "id": .string(options.context)])
        members["backend"] = .string(run.backend.origin)
        return .object(members)
    }

    /// Prints the document for `payload` on standard output: indented on a terminal, one line in a pipe.
    public func emit(document payload: [String: JSONValue]) {
        out.write(document(payload).text(pretty: options.prettyJSON) + "\n")
    }

    /// Where a read came from, for a document: `live`, `stale`, `fetched_at` and `reason`.
    public func freshness(_ freshness: Freshness) -> [String: JSONValue] {
        switch freshness {
        case .fresh:
            ["live": .bool(true), "stale": .bool(false), "fetched_at": .string(ISO8601.string(from: run.clock.now)), "reason": .null]
        case .stale(let fetchedAt, let reason):
            ["live": .bool(false), "stale": .bool(true), "fetched_at": .string(ISO8601.string(from: fetchedAt)),
             "reason": Self.problemJSON(reason)]
        }
    }

    /// `{"kind","message","hint"}` for a problem, or null.
    public static func problemJSON(_ problem: DomainError?) -> JSONValue {
        guard let problem else { return .null }
        return .object(["kind": .string(problem.kind.rawValue), "message": .string(Sanitizer.singleLine(problem.message)),
                        "hint": .string(problem.hint.map(Sanitizer.singleLine))])
    }

    /// Reports `error` (message on standard error; with `--json` the JSON line too) and
    /// returns its exit code. Nothing goes to standard output.
    public func fail(_ error: DomainError) -> AppExitCode {
        let code = AppExitCode(error.kind)
        FailureReport.write(error, code: code, json: options.json, to: err)
        return code
    }

    /// For a run that printed its result but exits non-zero because of `problem` (a cached
    /// copy, a queued write): a line on standard error unless `alreadySaid`, and with `--json`
    /// the JSON line.
    public func explain(_ problem: DomainError, code: AppExitCode, alreadySaid: Bool = false) {
        if !alreadySaid { err.write(CommandFailure.text(problem.message, hint: problem.hint) + "\n") }
        if options.json { err.write(FailureReport.line(problem, code: code) + "\n") }
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
