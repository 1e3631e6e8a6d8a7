import AppHarness
import ChatApp
import ChatContract
import Expectations
import ScriptingContract
import Testing

/// chat-app keeps the scripting contract of docs/cli.md for every verb and every outcome a
/// backend can answer with, run in process on the in-memory stub backend at a fixed time. The
/// end-to-end suite runs a few of the same cases on the real binary, and the timeout.
@Suite("chat-app: the scripting contract, every verb × every outcome", .timeLimit(.minutes(2)))
struct ScriptingContractTests {
    static let matrix = ContractMatrix<ChatApp>(
        app: ScriptingContract.App(command: "chat-app", contextFlag: "--chat", context: ChatDemo.chat),
        environment: ["CHAT_APP_TOKEN": ChatDemo.token]
    )

    @Test("exit codes, stdout and stderr follow the contract", arguments: ContractMatrix<ChatApp>.outcomes)
    func matrix(_ outcome: ScriptingContract.Outcome) async throws {
        let problems = try await Self.matrix.problems(outcome)
        expectEqual(problems, [], "\(problems.joined(separator: "\n\n"))")
    }
}
