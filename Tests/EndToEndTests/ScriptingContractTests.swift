import Core
import Expectations
import Foundation
import ProcessHarness
import ScriptingContract
import Testing

/// The scripting contract (docs/cli.md) on the real binaries: the apps' own test targets run
/// every verb × every outcome in process (ContractMatrix); here a few outcomes go through the
/// executable, libcurl and a real stub-server, with the one only a socket can make, a timeout.
@Suite("The scripting contract on the real binaries", .timeLimit(.minutes(2)), .removesTemporaryFolders)
struct ScriptingContractTests {
    /// The outcomes run here: the good path for every verb, a cached copy for the reads, and a
    /// timeout for a read and a write.
    static let outcomes: [ScriptingContract.Outcome] = [.ok, .cached, .timeout]

    static func verbs(_ outcome: ScriptingContract.Outcome) -> [(name: String, arguments: [String])] {
        switch outcome {
        case .ok: ScriptingContract.verbs
        case .cached: ScriptingContract.verbs.filter { ["list", "show"].contains($0.name) }
        default: ScriptingContract.verbs.filter { ["list", "done"].contains($0.name) }
        }
    }

    @Test("exit codes, stdout and stderr follow the contract", arguments: AppUnderTest.all, Self.outcomes)
    func matrix(_ app: AppUnderTest, _ outcome: ScriptingContract.Outcome) async throws {
        let schema = try JSONSchema()
        // A server per case, so cases run in parallel without sharing faults or data.
        let server = try await StubServerProcess.start()
        defer { server.stop() }
        let facts = ScriptingContract.App(command: app.product, contextFlag: app.contextFlag, context: app.context)
        for verb in Self.verbs(outcome) {
            for json in [false, true] {
                try server.setFault(nil)
                try server.reset()
                let data = TemporaryDirectory()
                if outcome.listsFirst {
                    try await expectEqual(app.run(["list"], server: server.baseURL, dataDir: data.url).status, 0)
                }
                try server.setFault(outcome.fault)
                let arguments = ["--timeout", "0.3"] + (json ? ["--json"] : []) + verb.arguments
                let result = try await app.run(arguments, server: server.baseURL, dataDir: data.url)
                let run = ScriptingContract.Run(status: result.status, stdout: result.stdout, stderr: result.stderr)
                let problems = ScriptingContract.problems(run, verb: verb.name, json: json, outcome: outcome, app: facts, schema: schema)
                expectEqual(problems, [], "\(app.product) \(arguments.joined(separator: " ")) [\(outcome)]: \(result.all)")
            }
        }
    }

    @Test("--json=FIELDS keeps only those fields; an unknown field is a usage error naming the known ones", arguments: AppUnderTest.all)
    func fieldSelection(_ app: AppUnderTest) async throws {
        let server = try await StubServerProcess.start()
        defer { server.stop() }
        for spelling in [["--json=id,status", "list"], ["list", "--json", "id,status"]] {
            let result = try await app.run(spelling, server: server.baseURL, dataDir: TemporaryDirectory().url)
            expectEqual(result.status, 0, "\(result.all)")
            let document = try JSONValue(parsing: result.stdout)
            guard case .array(let somes)? = document.members["somes"] else { Issue.record("no somes: \(result.stdout)"); continue }
            expectEqual(somes.count, 12)
            // A status the app does not know brings its `status_recognised: false` along (site-app's task 5).
            for some in somes {
                let unknown = app.unknownStatusIDs.contains { some.members["id"] == .string($0) }
                expectEqual(Set(some.members.keys), unknown ? ["id", "status", "status_recognised"] : ["id", "status"], "\(some)")
                if unknown { expectEqual(some.members["status_recognised"], .bool(false)) }
            }
            // The document's own fields stay whatever is selected.
            expectEqual(document.members["app"], .string(app.product))
        }
        let unknown = try await app.run(["--json=id,colour", "list"], server: server.baseURL, dataDir: TemporaryDirectory().url)
        expectEqual(unknown.status, 64)
        expectEmpty(unknown.stdout)
        let said = unknown.stderr.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        expectContains(said, "--json: no field \"colour\"; fields: id,title,status", "\(unknown.stderr)")
    }

    @Test("in a pipe --json is one line; a usage error under --json still ends stderr with the error line", arguments: AppUnderTest.all)
    func compactAndUsage(_ app: AppUnderTest) async throws {
        let server = try await StubServerProcess.start()
        defer { server.stop() }
        let listed = try await app.run(["--json", "list"], server: server.baseURL, dataDir: TemporaryDirectory().url)
        expectEqual(listed.stdout.filter { $0 == "\n" }.count, 1)
        let wrong = try await app.run(["--json", "list", "--status", "finished"], server: server.baseURL, dataDir: TemporaryDirectory().url)
        expectEqual(wrong.status, 64)
        expectEmpty(wrong.stdout)
        let last = try #require(wrong.stderr.split(separator: "\n").last)
        let line = try JSONValue(parsing: last)
        expectEqual(line.members["error"]?.members["exit"], .int(64))
        expectEqual(line.members["error"]?.members["kind"], .string("usage"))
    }
}
