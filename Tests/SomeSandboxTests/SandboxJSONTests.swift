import AppShell
import Core
import Expectations
import Foundation
import SandboxKit
import ScriptingContract
import SomeSandbox
import Testing

@Suite("some-sandbox --json", .timeLimit(.minutes(2)))
@MainActor
struct SandboxJSONTests {
    private func json(_ scenario: String) async throws -> [String: Any] {
        let io = BufferedIO()
        _ = try await Sandbox.run(SandboxOptions(scenario: scenario, render: RenderOptions(width: 80, color: false), json: true), io: io)
        let object = try JSONSerialization.jsonObject(with: Data(io.output.utf8))
        return try #require(object as? [String: Any])
    }

    @Test("prints the normalized model, every key present, in display order")
    func populated() async throws {
        let root = try await json("populated")
        #expect(root["stale"] as? Bool == false)
        let somes = try #require(root["somes"] as? [[String: Any]])
        expectEqual(somes.map { $0["id"] as? String }, ["4", "2", "1", "6", "5", "3"])
        for some in somes {
            expectEqual(Set(some.keys), ["id", "title", "status", "assignee", "due_date", "other_id", "updated_at"])
        }
        let four = somes[0]
        #expect(four["assignee"] is NSNull)
        #expect(four["due_date"] as? String == "2026-11-17")
        #expect(four["status"] as? String == "open")
    }

    @Test("follows the apps' contract on every scenario and screen: one document or nothing, the error line when not 0")
    func contractOnEveryScenario() async throws {
        let schema = try JSONSchema()
        let scenarios = try Sandbox.scenarioList().split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(scenarios.count >= 9)
        for scenario in scenarios {
            for screen in ["list", "details:1", "other:7"] {
                let out = BufferedIO()
                let err = BufferedIO()
                let options = SandboxOptions(scenario: scenario, screen: screen, render: RenderOptions(width: 80, color: false), json: true)
                let code = try await SandboxRunner<SomeSandboxDefinition>.run(options, io: out, err: err)
                let run = ScriptingContract.Run(status: code.rawValue, stdout: out.output, stderr: err.output)
                let problems = ScriptingContract.sandboxProblems(run, sandbox: "some-sandbox", scenario: scenario, schema: schema)
                expectEqual(problems, [], "\(scenario) \(screen): \(run.all)")
            }
        }
    }

    @Test("marks a cached list stale")
    func offline() async throws {
        #expect(try await json("offline")["stale"] as? Bool == true)
    }

    @Test("keeps hostile text intact but escaped, as data")
    func hostile() async throws {
        let somes = try #require(try await json("hostile")["somes"] as? [[String: Any]])
        #expect(somes.contains { ($0["title"] as? String)?.contains("\u{1B}[31mRED") == true })
    }
}
