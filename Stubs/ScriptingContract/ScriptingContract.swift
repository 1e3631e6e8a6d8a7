import Core
import Foundation

/// The scripting contract of docs/cli.md as data and checks, for every app and wherever it runs:
/// the apps' own test targets run it in process, the end-to-end suite on the real binaries.
///
/// - With `--json`, standard output is one document that validates against the verb's schema
///   in docs/schemas, or nothing; when the exit code is not 0, the last line of standard error
///   is the `{"error":…}` line, valid against error.schema.json, with that exit code.
/// - In text, a run that has nothing to show prints nothing on standard output, and a run that
///   does not exit 0 says why on standard error.
/// - The exit code is the documented one for the outcome.
/// - Every command a hint names is complete: the app and its context, ready to paste.
public enum ScriptingContract {
    /// What a backend does to a run, and the stub-server fault that makes it do so.
    public enum Outcome: String, CaseIterable, Sendable {
        case ok, cached, nothingCached, unauthorized, notFound, conflict, tooManyRequests, serverError, malformed, timeout

        /// The stub-server fault that produces it (nil: none).
        public var fault: String? {
            switch self {
            case .ok: nil
            case .cached, .nothingCached: "status=503"
            case .unauthorized: "status=401"
            case .notFound: "status=404"
            case .conflict: "status=409"
            case .tooManyRequests: "status=429"
            case .serverError: "status=500"
            case .malformed: "malformed"
            case .timeout: "delay=2000"
            }
        }

        /// Whether a good `list` is run first, so that a cached copy exists.
        public var listsFirst: Bool { self == .cached }

        /// The documented exit code of `verb` (README and docs/cli.md).
        public func exit(_ verb: String) -> Int32 {
            switch self {
            case .ok: 0
            case .cached: verb == "done" ? 75 : 69
            case .nothingCached, .tooManyRequests, .serverError, .timeout: 69
            case .unauthorized: 77
            case .notFound: 66
            case .conflict: 1
            case .malformed: 65
            }
        }

        /// Whether `verb` prints a document (or, in text, a screen) for this outcome.
        public func shows(_ verb: String) -> Bool {
            switch self {
            case .ok: true
            case .cached: verb != "other"
            default: verb == "sync"
            }
        }
    }

    /// The verbs every app hosting SomeFeature and OtherFeature has, with the arguments the matrix passes.
    public static let verbs: [(name: String, arguments: [String])] = [
        ("list", ["list"]), ("show", ["show", "1"]), ("done", ["done", "4"]), ("other", ["other", "1"]), ("sync", ["sync"]),
    ]

    /// The app a run was of, as its hints must name it.
    public struct App: Sendable {
        /// The command (`order-app`).
        public var command: String
        /// Its context flag (`--order`).
        public var contextFlag: String
        /// The context the run used (`42`).
        public var context: String

        public init(command: String, contextFlag: String, context: String) {
            self.command = command
            self.contextFlag = contextFlag
            self.context = context
        }
    }

    /// What one run did.
    public struct Run: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String

        public init(status: Int32, stdout: String, stderr: String) {
            self.status = status
            self.stdout = stdout
            self.stderr = stderr
        }

        /// Both streams and the status, for a failure message.
        public var all: String { "exit \(status)\nstdout:\n\(stdout)\nstderr:\n\(stderr)" }
    }

    /// The ways `run` of `verb` (with `--json` when `json`) breaks the contract for `outcome`;
    /// empty when it keeps it.
    public static func problems(_ run: Run, verb: String, json: Bool, outcome: Outcome, app: App, schema: JSONSchema) -> [String] {
        var found: [String] = []
        let expected = outcome.exit(verb)
        if run.status != expected { found.append("exit \(run.status), not \(expected)") }
        if expected != 0, run.stderr.isEmpty { found.append("says nothing on stderr") }
        if run.stdout.isEmpty == outcome.shows(verb) {
            found.append(outcome.shows(verb) ? "prints nothing on stdout" : "prints on stdout when it should not")
        }
        if json { found += jsonProblems(run, verb: verb, app: app, schema: schema) }
        found += hintProblems(run.stdout + run.stderr, app: app)
        return found
    }

    /// With `--json`: one document on stdout that validates, and the error line last on stderr.
    public static func jsonProblems(_ run: Run, verb: String, app: App, schema: JSONSchema) -> [String] {
        var found: [String] = []
        if !run.stdout.isEmpty {
            guard let document = oneDocument(run, found: &found) else { return found }
            found += schema.problems(document, against: "\(verb).schema.json")
            if document.members["app"] != .string(app.command) { found.append("the document's app is not \(app.command)") }
            if document.members["context"]?.members["id"] != .string(app.context) { found.append("the document's context is not \(app.context)") }
        }
        return found + errorLineProblems(run, schema: schema)
    }

    /// A sandbox's `--json` run holds to the apps' contract: one document naming the sandbox and
    /// the scenario when it exits 0 (and at most one otherwise), and the error line last on
    /// stderr whenever it does not.
    public static func sandboxProblems(_ run: Run, sandbox: String, scenario: String, schema: JSONSchema) -> [String] {
        var found: [String] = []
        if run.stdout.isEmpty {
            if run.status == 0 { found.append("exit 0 with nothing on stdout") }
        } else if let document = oneDocument(run, found: &found) {
            if document.members["sandbox"] != .string(sandbox) { found.append("the document's sandbox is not \(sandbox)") }
            if document.members["scenario"] != .string(scenario) { found.append("the document's scenario is not \(scenario)") }
        }
        return found + errorLineProblems(run, schema: schema)
    }

    /// Standard output as the one JSON document it must be: nil (and a problem) when it is not JSON.
    private static func oneDocument(_ run: Run, found: inout [String]) -> JSONValue? {
        if !(run.stdout.hasSuffix("\n") && run.stdout.dropLast().allSatisfy { $0 != "\n" }) {
            found.append("stdout is not one line")
        }
        guard let document = try? JSONValue(parsing: run.stdout) else {
            found.append("stdout is not JSON")
            return nil
        }
        return document
    }

    /// When the exit code is not 0: a message for people, then the `{"error":…}` line last on
    /// stderr, valid against error.schema.json and carrying that exit code.
    public static func errorLineProblems(_ run: Run, schema: JSONSchema) -> [String] {
        var found: [String] = []
        guard run.status != 0 else { return found }
        let lines = run.stderr.split(separator: "\n")
        guard let last = lines.last, let line = try? JSONValue(parsing: last) else {
            return found + ["stderr does not end with a JSON line"]
        }
        found += schema.problems(line, against: "error.schema.json")
        if line.members["error"]?.members["exit"] != .int(Int64(run.status)) { found.append("the error line's exit is not \(run.status): \(last)") }
        if lines.count < 2 { found.append("no message for people before the JSON line") }
        return found
    }

    /// Every backticked command names the app and its context, and one-shot output never tells
    /// people to type a key.
    public static func hintProblems(_ output: String, app: App) -> [String] {
        var found: [String] = []
        for quoted in output.split(separator: "`").enumerated() where quoted.offset % 2 == 1 {
            let text = String(quoted.element)
            guard text.hasPrefix(app.command) else { continue }
            if text.contains("\n") { found.append("a hint's command is wrapped across lines: `\(text)`") }
            if !text.hasPrefix("\(app.command) \(app.contextFlag) \(app.context) ") { found.append("incomplete hint `\(text)`") }
        }
        if output.contains("type `") { found.append("a one-shot hint names a key") }
        return found
    }
}
