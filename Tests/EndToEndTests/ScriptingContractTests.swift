import Core
import Foundation
import ProcessHarness
import Testing

/// The scripting contract (docs/cli.md), as a matrix: every verb of both apps against every
/// outcome a backend can produce, in text and with `--json`.
///
/// - With `--json`, standard output is one document that validates against the verb's schema
///   in docs/schemas, or nothing; when the exit code is not 0, the last line of standard error
///   is the `{"error":…}` line, valid against error.schema.json, with that exit code.
/// - In text, a run that has nothing to show prints nothing on standard output, and a run that
///   does not exit 0 says why on standard error.
/// - The exit code is the documented one for the outcome.
/// - Every command a hint names is complete: the app and its context, ready to paste.
@Suite("The scripting contract, every verb × every outcome")
struct ScriptingContractTests {
    enum Outcome: String, CaseIterable {
        case ok, cached, nothingCached, unauthorized, notFound, conflict, tooManyRequests, serverError, malformed, timeout

        /// The stub-server fault that produces it (nil: none).
        var fault: String? {
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

        /// The documented exit code of `verb` (README and docs/cli.md).
        func exit(_ verb: String) -> Int32 {
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
        func shows(_ verb: String) -> Bool {
            switch self {
            case .ok: true
            case .cached: verb != "other"
            default: verb == "sync"
            }
        }
    }

    static let verbs: [(name: String, arguments: [String])] = [
        ("list", ["list"]), ("show", ["show", "1"]), ("done", ["done", "4"]), ("other", ["other", "1"]), ("sync", ["sync"]),
    ]

    @Test("exit codes, stdout and stderr follow the contract", arguments: AppUnderTest.all, Outcome.allCases)
    func matrix(_ app: AppUnderTest, _ outcome: Outcome) async throws {
        let schema = try JSONSchema()
        // A server per case, so cases run in parallel without sharing faults or data.
        let server = try await StubServerProcess.start()
        defer { server.stop() }
        do {
            for verb in Self.verbs {
                for json in [false, true] {
                    try server.setFault(nil)
                    try server.reset()
                    let data = TemporaryDirectory()
                    if outcome == .cached {
                        await #expect(try app.run(["list"], server: server.baseURL, dataDir: data.url).status == 0)
                    }
                    try server.setFault(outcome.fault)
                    let arguments = ["--timeout", "0.3"] + (json ? ["--json"] : []) + verb.arguments
                    let result = try await app.run(arguments, server: server.baseURL, dataDir: data.url)
                    let label = "\(app.product) \(arguments.joined(separator: " ")) [\(outcome)]"
                    let expected = outcome.exit(verb.name)
                    #expect(result.status == expected, "\(label): \(result.all)")
                    if expected != 0 { #expect(!result.stderr.isEmpty, "\(label): says nothing on stderr") }
                    #expect(result.stdout.isEmpty == !outcome.shows(verb.name), "\(label): \(result.all)")
                    if json {
                        try checkJSON(result, verb: verb.name, app: app, schema: schema, label: label)
                    }
                    checkHints(result.all, app: app, label: label)
                }
            }
        }
    }

    @Test("--json=FIELDS keeps only those fields; an unknown field is a usage error naming the known ones", arguments: AppUnderTest.all)
    func fieldSelection(_ app: AppUnderTest) async throws {
        let server = try await StubServerProcess.start()
        defer { server.stop() }
        for spelling in [["--json=id,status", "list"], ["list", "--json", "id,status"]] {
            let result = try await app.run(spelling, server: server.baseURL, dataDir: TemporaryDirectory().url)
            #expect(result.status == 0, "\(result.all)")
            let document = try JSONDecoder().decode(JSONValue.self, from: Data(result.stdout.utf8))
            guard case .array(let somes)? = document.members["somes"] else { Issue.record("no somes: \(result.stdout)"); continue }
            #expect(somes.count == 12)
            #expect(somes.allSatisfy { Set($0.members.keys) == ["id", "status"] })
            // The document's own fields stay whatever is selected.
            #expect(document.members["app"] == .string(app.product))
        }
        let unknown = try await app.run(["--json=id,colour", "list"], server: server.baseURL, dataDir: TemporaryDirectory().url)
        #expect(unknown.status == 64)
        #expect(unknown.stdout.isEmpty)
        let said = unknown.stderr.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(said.contains("--json: no field \"colour\"; fields: id,title,status"), "\(unknown.stderr)")
    }

    @Test("in a pipe --json is one line; a usage error under --json still ends stderr with the error line", arguments: AppUnderTest.all)
    func compactAndUsage(_ app: AppUnderTest) async throws {
        let server = try await StubServerProcess.start()
        defer { server.stop() }
        let listed = try await app.run(["--json", "list"], server: server.baseURL, dataDir: TemporaryDirectory().url)
        #expect(listed.stdout.filter { $0 == "\n" }.count == 1)
        let wrong = try await app.run(["--json", "list", "--status", "finished"], server: server.baseURL, dataDir: TemporaryDirectory().url)
        #expect(wrong.status == 64)
        #expect(wrong.stdout.isEmpty)
        let last = try #require(wrong.stderr.split(separator: "\n").last)
        let line = try JSONDecoder().decode(JSONValue.self, from: Data(last.utf8))
        #expect(line.members["error"]?.members["exit"] == .int(64))
        #expect(line.members["error"]?.members["kind"] == .string("usage"))
    }

    private func checkJSON(_ result: ProcessRunner.Result, verb: String, app: AppUnderTest, schema: JSONSchema, label: String) throws {
        if !result.stdout.isEmpty {
            #expect(result.stdout.hasSuffix("\n") && result.stdout.dropLast().allSatisfy { $0 != "\n" }, "\(label): more than one line")
            let document = try JSONDecoder().decode(JSONValue.self, from: Data(result.stdout.utf8))
            #expect(schema.problems(document, against: "\(verb).schema.json") == [], "\(label): \(result.stdout)")
            #expect(document.members["app"] == .string(app.product), "\(label)")
            #expect(document.members["context"]?.members["id"] == .string(app.context), "\(label)")
        }
        guard result.status != 0 else { return }
        let lines = result.stderr.split(separator: "\n")
        guard let last = lines.last, let line = try? JSONDecoder().decode(JSONValue.self, from: Data(last.utf8)) else {
            Issue.record("\(label): stderr does not end with a JSON line: \(result.stderr)")
            return
        }
        #expect(schema.problems(line, against: "error.schema.json") == [], "\(label): \(last)")
        #expect(line.members["error"]?.members["exit"] == .int(Int64(result.status)), "\(label): \(last)")
        #expect(lines.count >= 2, "\(label): no message for people before the JSON line")
    }

    /// Every backticked command names the app and its context, and one-shot output never tells
    /// people to type a key.
    private func checkHints(_ output: String, app: AppUnderTest, label: String) {
        for quoted in output.split(separator: "`").enumerated() where quoted.offset % 2 == 1 {
            let text = String(quoted.element)
            guard text.hasPrefix(app.product) else { continue }
            #expect(!text.contains("\n"), "\(label): a hint's command is wrapped across lines: `\(text)`")
            #expect(text.hasPrefix("\(app.product) \(app.contextFlag) \(app.context) "), "\(label): incomplete hint `\(text)`")
        }
        #expect(!output.contains("type `"), "\(label): a one-shot hint names a key: \(output)")
    }
}
