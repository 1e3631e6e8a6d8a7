import AppHarness
import Expectations
import OrderApp
import OrderContract
import ScriptingContract
import Testing

/// order-app keeps the scripting contract of docs/cli.md for every verb and every outcome a
/// backend can answer with, run in process on the in-memory stub backend at a fixed time. The
/// end-to-end suite runs a few of the same cases on the real binary, and the timeout.
@Suite("order-app: the scripting contract, every verb × every outcome", .timeLimit(.minutes(2)))
struct ScriptingContractTests {
    static let matrix = ContractMatrix<OrderApp>(
        app: ScriptingContract.App(command: "order-app", contextFlag: "--order", context: OrderDemo.order),
        environment: ["ORDER_APP_TOKEN": OrderDemo.token]
    )

    @Test("exit codes, stdout and stderr follow the contract", arguments: ContractMatrix<OrderApp>.outcomes)
    func matrix(_ outcome: ScriptingContract.Outcome) async throws {
        let problems = try await Self.matrix.problems(outcome)
        expectEqual(problems, [], "\(problems.joined(separator: "\n\n"))")
    }
}
