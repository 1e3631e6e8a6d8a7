import AppShell
import Core
import UIComponent

/// What a run prints, and how: one-shot screens (through the pager on a terminal), the `--json`
/// documents with what every document says, and problems on standard error with the error line
/// under `--json` (docs/cli.md). A verb writes through this; it never writes to a stream itself.
@MainActor
public final class AppOutput {
    /// The checked options (`--json`, fields, width, colour, pager).
    public let options: AppOptions
    /// Standard output: screens, or JSON with `--json`.
    public let out: any TerminalIO
    /// Standard error: messages for people.
    public let err: any TerminalIO
    private let commandName: String
    private let contextOption: String
    private let backendOrigin: String
    private let clock: any WallClock

    /// Output for one run of the app `commandName`, whose documents name `backendOrigin`.
    public init(options: AppOptions, out: any TerminalIO, err: any TerminalIO, commandName: String, contextOption: String,
                backendOrigin: String, clock: any WallClock) {
        self.options = options
        self.out = out
        self.err = err
        self.commandName = commandName
        self.contextOption = contextOption
        self.backendOrigin = backendOrigin
        self.clock = clock
    }

    // MARK: - Screens

    /// Options for one-shot screens: hints are complete commands (`order-app --order 42 other 4`).
    public var oneShotRender: RenderOptions {
        RenderOptions(width: options.render.width, color: options.render.color, hints: oneShotHints)
    }

    /// Options for the interactive UI: hints are keys. It is laid out for a screen even when
    /// standard output is not a terminal (the line mode in a pipe).
    public var interactiveRender: RenderOptions {
        RenderOptions(width: options.render.isUnbounded ? Terminal.width() : options.render.width, color: options.render.color, hints: .keys)
    }

    /// The hints of `--json`'s `{"screen":…}` lines: commands, never colour.
    public var plainOneShotRender: RenderOptions {
        RenderOptions(width: options.render.width, color: false, hints: oneShotHints)
    }

    private var oneShotHints: HintStyle {
        .commands(prefix: options.commandPrefix(commandName, contextOption: contextOption))
    }

    /// Writes a one-shot screen's text, through the pager when it is long and on a terminal.
    public func page(_ text: String) {
        if out is StandardIO {
            Pager.write(text, command: options.pager, height: Terminal.height(), to: out, err: err)
        } else {
            out.write(text)
        }
    }

    // MARK: - Documents

    /// `payload` with what every document says: the app, the context and the backend.
    public func document(_ payload: [String: JSONValue]) -> JSONValue {
        var members = payload
        members["app"] = .string(commandName)
        members["context"] = .object(["kind": .string(contextOption), "id": .string(options.context)])
        members["backend"] = .string(backendOrigin)
        return .object(members)
    }

    /// Prints the document for `payload` on standard output: indented on a terminal, one line in a pipe.
    public func emit(document payload: [String: JSONValue]) {
        out.write(document(payload).text(pretty: options.prettyJSON) + "\n")
    }

    /// Where a read came from, for a document: `live`, `stale`, `fetched_at` and `reason`.
    public func freshness(_ freshness: Freshness) -> [String: JSONValue] {
        freshness.documentMembers(now: clock.now)
    }

    // MARK: - Problems

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
    /// A write kept to send later (75) is marked as a warning (`!`), not as a failure (`✗`).
    public func explain(_ problem: DomainError, code: AppExitCode, alreadySaid: Bool = false) {
        let width = CommandFailure.width(for: err)
        if !alreadySaid {
            err.write((code == .queued ? CommandFailure.warningText(problem.message, hint: problem.hint, width: width)
                                       : CommandFailure.text(problem.message, hint: problem.hint, width: width)) + "\n")
        }
        if options.json { err.write(FailureReport.line(problem, code: code) + "\n") }
    }

    /// Writes one line for people on standard error (sanitised).
    public func say(_ line: String) {
        err.write(Sanitizer.singleLine(line) + "\n")
    }

    /// A list a one-shot verb shows once, the same way in every feature: its screen (already
    /// loaded) on standard output, or with `--json` one document of the read's freshness, the
    /// records under `key`, the `extra` members, and the items that could not be read; then the
    /// exit code of what it shows (0, else the problem's: 69 for a cached copy, 65 for items left
    /// out), the problem said once on standard error.
    /// - Parameter records: each record's JSON, already narrowed to `--json=FIELDS`.
    public func showList(_ screen: any Screen, freshness: Freshness, unreadable: [UnreadableItem], problem: DomainError?,
                         key: String, records: () -> [JSONValue], extra: [String: JSONValue] = [:]) -> AppExitCode {
        if options.json {
            var payload = self.freshness(freshness).merging(extra) { _, new in new }
            payload[key] = .array(records())
            if !unreadable.isEmpty {
                payload["unreadable"] = .array(unreadable.map { JSONValue(encoding: $0) })
            }
            emit(document: payload)
        } else {
            page(screen.render(oneShotRender) + "\n")
        }
        guard let problem else { return .ok }
        let code = AppExitCode(problem.kind)
        let message = freshness.isStale ? "shown from the cache, not live: \(problem.message)" : problem.message
        explain(DomainError(problem.kind, message, hint: problem.hint), code: code)
        return code
    }

    /// The exit code for what a screen shows: 0 unless something kept it from live data.
    public func exitCode(_ problem: DomainError?) -> AppExitCode {
        problem.map { AppExitCode($0.kind) } ?? .ok
    }
}
