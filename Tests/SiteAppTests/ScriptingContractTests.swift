import AppHarness
import Expectations
import ScriptingContract
import SiteApp
import SiteContract
import Testing

/// site-app keeps the scripting contract of docs/cli.md for every verb and every outcome a
/// backend can answer with, run in process on the in-memory stub backend at a fixed time, with
/// its client credentials instead of a token.
@Suite("site-app: the scripting contract, every verb × every outcome", .timeLimit(.minutes(2)))
struct ScriptingContractTests {
    static let matrix = ContractMatrix<SiteApp>(
        app: ScriptingContract.App(command: "site-app", contextFlag: "--site", context: SiteDemo.site),
        environment: ["SITE_APP_CLIENT_ID": SiteDemo.clientID, "SITE_APP_CLIENT_SECRET": SiteDemo.clientSecret]
    )

    @Test("exit codes, stdout and stderr follow the contract", arguments: ContractMatrix<SiteApp>.outcomes)
    func matrix(_ outcome: ScriptingContract.Outcome) async throws {
        let problems = try await Self.matrix.problems(outcome)
        expectEqual(problems, [], "\(problems.joined(separator: "\n\n"))")
    }
}
