import Expectations
import Foundation
import ScenarioFiles
import SomeFeature
import SomeFeatureStubs
import Testing

@Suite("Scenario files from disk", .timeLimit(.minutes(2)))
struct ScenarioFileTests {
    func load(_ json: String) throws -> Result<Scenario, ScenarioError> {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scenario-file-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("mine.json")
        try Data(json.utf8).write(to: file)
        return Result { () throws(ScenarioError) in try Scenario.load(from: file) }
    }

    @Test("a capture's noun is the environment's; an empty or multi-line one is an error at its field; none is \"some\"")
    func noun() throws {
        let tasks = try load(#"{"summary":"x","now":"2026-11-20T09:00:00Z","noun":{"one":"task","many":"tasks"}}"#).get()
        expectEqual(tasks.noun, SomeNoun("task", plural: "tasks"))
        try expectEqual(load(#"{"summary":"x","now":"2026-11-20T09:00:00Z"}"#).get().noun, .some)
        let empty = try load(#"{"summary":"x","now":"2026-11-20T09:00:00Z","noun":{"one":"","many":"tasks"}}"#)
        guard case .failure(let error) = empty else { Issue.record("an empty noun was accepted"); return }
        expectContains(error.message, "noun.one: must be one word of at most 40 characters", "\(error.message)")
        let lines = try load(#"{"summary":"x","now":"2026-11-20T09:00:00Z","noun":{"one":"task","many":"ta\nsks"}}"#)
        guard case .failure(let other) = lines else { Issue.record("a noun over two lines was accepted"); return }
        expectContains(other.message, "noun.many", "\(other.message)")
    }

    @Test("a generate count beyond what memory holds is an error naming the file, not a crash")
    func hugeGenerateCount() throws {
        let result = try load(#"{"summary":"x","now":"2026-11-20T09:00:00Z","generate":{"count":1000000000000}}"#)
        guard case .failure(let error) = result else { Issue.record("a count of 10^12 was accepted"); return }
        expectContains(error.message, "mine.json", "\(error.message)")
        expectContains(error.message, "generate.count: must be between 0 and 100000; got 1000000000000", "\(error.message)")
    }

    @Test("a clock set past year 9998 is an error, not due dates in year 20261 that --json cannot write as YYYY-MM-DD")
    func clockBeyondFourDigitYears() throws {
        let result = try load(#"{"summary":"x","now":"20261-2-10T09:00:00Z","generate":{"count":8}}"#)
        guard case .failure(let error) = result else { Issue.record("a clock in year 20261 was accepted"); return }
        expectContains(error.message, "mine.json", "\(error.message)")
        expectContains(error.message, #"now: "20261-2-10T09:00:00Z" is outside years 2 to 9998; dates are written YYYY-MM-DD"#, "\(error.message)")
    }

    @Test("a generate count within bounds generates that many somes")
    func generateCount() throws {
        let scenario = try load(#"{"summary":"x","now":"2026-11-20T09:00:00Z","generate":{"count":3}}"#).get()
        guard case .success(let listing) = scenario.responses.list else { Issue.record("no list"); return }
        expectEqual(listing.somes.map(\.id.rawValue), ["1", "2", "3"])
    }
}
