import AppRuntime
import Core
import DemoBackends
import Foundation
import ScriptingContract
import StubServer

/// The scripting contract's matrix for one app, in process: every verb, in text and with
/// `--json`, against one outcome of the stub backend, each run on a fresh data folder and a
/// fresh backend, at a fixed time.
public struct ContractMatrix<App: AppDefinition>: Sendable {
    /// How the app's hints must name it.
    public var app: ScriptingContract.App
    /// The variables each run sees besides the clock and the config folder (its token).
    public var environment: [String: String]

    public init(app: ScriptingContract.App, environment: [String: String]) {
        self.app = app
        self.environment = environment
    }

    /// The moment the app and the backend both take as now.
    static var moment: Date { Date(timeIntervalSince1970: 1_795_165_200) }

    /// The outcomes an in-memory backend can produce: all but a timeout, which needs a socket.
    public static var outcomes: [ScriptingContract.Outcome] {
        ScriptingContract.Outcome.allCases.filter { $0 != .timeout }
    }

    /// Every way the app breaks the contract for `outcome`, each labelled with its command line;
    /// empty when it keeps it.
    public func problems(_ outcome: ScriptingContract.Outcome) async throws -> [String] {
        let schema = try JSONSchema()
        let moment = Self.moment
        var found: [String] = []
        for verb in ScriptingContract.verbs {
            for json in [false, true] {
                let transport = StubTransport(backend: try InMemoryStubBackend(configuration: .demo(now: { moment })))
                let data = FileManager.default.temporaryDirectory.appendingPathComponent("contract-\(UUID().uuidString)")
                defer { try? FileManager.default.removeItem(at: data) }
                let runner = InProcessApp<App>(environment: environment.merging([
                    "\(App.environmentPrefix)_NOW": ISO8601.string(from: Self.moment),
                    "XDG_CONFIG_HOME": data.appendingPathComponent("config").path,
                ]) { _, new in new }, transport: transport)
                let base = [app.contextFlag, app.context, "--base-url", "http://127.0.0.1:9", "--data-dir", data.path, "--width", "100"]
                if case .clientCredentials = App.authentication, !outcome.listsFirst {
                    // A token first, kept in the run's data folder, so the outcome meets the API
                    // and not the token endpoint (whose own faults the app's tests cover). A some
                    // that does not exist: nothing is cached or remembered as shown.
                    _ = await runner.run(base + ["show", "0"])
                }
                if outcome.listsFirst {
                    let first = await runner.run(base + ["list"])
                    if first.status != 0 { found.append("\(app.command) list before [\(outcome)]: exit \(first.status): \(first.stderr)") }
                }
                try await transport.setFault(outcome.fault)
                let arguments = (json ? ["--json"] : []) + verb.arguments
                let result = await runner.run(base + arguments)
                let run = ScriptingContract.Run(status: result.status, stdout: result.stdout, stderr: result.stderr)
                let label = "\(app.command) \(arguments.joined(separator: " ")) [\(outcome)]"
                found += ScriptingContract.problems(run, verb: verb.name, json: json, outcome: outcome, app: app, schema: schema)
                    .map { "\(label): \($0)\n\(run.all)" }
            }
        }
        return found
    }
}
