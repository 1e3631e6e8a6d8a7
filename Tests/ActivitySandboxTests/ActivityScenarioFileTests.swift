import ActivityFeature
import ActivityFeatureStubs
import Core
import Expectations
import Foundation
import ScenarioFiles
import Testing

/// Activity scenario files: what they mean, and every mistake named by file, line and field.
@Suite("Activity scenario files", .timeLimit(.minutes(2)))
struct ActivityScenarioFileTests {
    private func load(_ json: String) throws -> Result<ActivityScenario, ScenarioError> {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("activity-scenario-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("mine.json")
        try Data(json.utf8).write(to: file)
        return Result { () throws(ScenarioError) in try ActivityScenario.load(file.path) }
    }

    /// The message of the error `json` is read with, from `mine.json` on.
    private func problem(_ json: String) throws -> String {
        guard case .failure(let error) = try load(json) else {
            Issue.record("accepted: \(json)")
            return ""
        }
        expectEqual(error.kind, .invalid)
        let message = error.message
        return message.range(of: "mine.json").map { String(message[$0.lowerBound...]) } ?? message
    }

    @Test("every bundled scenario reads, with a summary and the fixed clock 2026-11-20T09:00:00Z")
    func bundled() throws {
        for name in ActivityScenario.names() {
            let scenario = try ActivityScenario.load(name)
            #expect(!scenario.summary.isEmpty, "\(name)")
            expectEqual(scenario.now, ActivityFactory.referenceNow, "\(name)")
        }
    }

    @Test("entries are read as --json prints them, served newest first whatever the file's order")
    func entries() throws {
        let scenario = try load("""
        {"summary": "x", "now": "2026-11-20T09:00:00Z", "entries": [
          {"id": "old", "some_id": null, "kind": "created", "text": "a", "author": "A", "at": "2026-11-01T09:00:00Z"},
          {"id": "new", "some_id": "4", "kind": "assigned", "kind_recognised": false, "text": "b", "author": "B", "at": "2026-11-20T08:00:00Z"}
        ], "unreadable": [{"id": "9", "field": "at", "problem": "is null"}], "comment": "applied"}
        """).get()
        guard case .success(let listing) = scenario.responses.list else {
            Issue.record("no list")
            return
        }
        expectEqual(listing.entries.map(\.id), ["new", "old"])
        expectEqual(listing.entries[0].kind, .unrecognised("assigned"))
        expectEqual(listing.entries[0].someID, "4")
        expectNil(listing.entries[1].someID)
        expectEqual(listing.unreadable, [UnreadableItem(id: "9", field: "at", problem: "is null")])
        expectEqual(listing.freshness, .fresh)
        expectEqual(scenario.responses.comment, .applied)
    }

    @Test("a stale copy, a queued comment with its error, and a delay")
    func staleQueuedDelay() throws {
        let scenario = try load("""
        {"summary": "x", "now": "2026-11-20T09:00:00Z", "entries": [],
         "stale": {"fetched_at": "2026-11-20T06:00:00Z", "reason": {"kind": "unavailable", "message": "down", "hint": "later"}},
         "comment": "queued", "comment_error": {"kind": "unavailable", "message": "unreachable"}, "delay_ms": 250}
        """).get()
        let reason = DomainError(.unavailable, "down", hint: "later")
        guard case .success(let listing) = scenario.responses.list else {
            Issue.record("no list")
            return
        }
        expectEqual(listing.freshness, .stale(fetchedAt: ActivityFactory.referenceNow.addingTimeInterval(-3 * 3600), reason: reason))
        expectEqual(scenario.responses.comment, .queued(DomainError(.unavailable, "unreachable")))
        expectEqual(scenario.responses.delay, .milliseconds(250))
    }

    @Test("no comment given: commenting is an unexpected call; refused has a default error")
    func commentOutcomes() throws {
        let none = try load(#"{"summary": "x", "now": "2026-11-20T09:00:00Z"}"#).get()
        expectNil(none.responses.comment)
        if case .success(let listing) = none.responses.list { expectEmpty(listing.entries) } else { Issue.record("no list") }
        let refused = try load(#"{"summary": "x", "now": "2026-11-20T09:00:00Z", "comment": "refused"}"#).get()
        expectEqual(refused.responses.comment, .refused(DomainError(.rejected, "the backend refused the comment")))
    }

    @Test("generate adds that many entries, in bounds")
    func generate() throws {
        let scenario = try load(#"{"summary": "x", "now": "2026-11-20T09:00:00Z", "generate": {"count": 3}}"#).get()
        if case .success(let listing) = scenario.responses.list {
            expectEqual(listing.entries.map(\.id), ["g1", "g2", "g3"])
        } else {
            Issue.record("no list")
        }
        try expectEqual(problem(#"{"summary": "x", "now": "2026-11-20T09:00:00Z", "generate": {"count": 1000000000000}}"#), "mine.json:1: generate.count: must be between 0 and 100000; got 1000000000000")
    }

    @Test("each mistake is named at its line and field, with what would be right", arguments: [
        ("{\n  \"summary\": \"x\",\n  \"now\": \"yesterday\"\n}",
         "mine.json:3: now: \"yesterday\" is not an ISO-8601 moment such as 2026-11-20T09:00:00Z"),
        ("{\n  \"summary\": \"x\",\n  \"now\": \"2026-11-20T09:00:00Z\",\n  \"entires\": []\n}",
         "mine.json:4: entires: unknown key; a scenario has summary, now, entries, generate, unreadable, list_error, stale, comment, comment_error, delay_ms"),
        ("{\"summary\": \"x\", \"now\": \"2026-11-20T09:00:00Z\", \"entries\": [\n  {\"id\": \"1\", \"some_id\": null, \"kind\": \"coment\", \"text\": \"t\", \"author\": \"a\", \"at\": \"2026-11-20T08:00:00Z\"}\n]}",
         "mine.json:2: entries[0].kind: \"coment\" is not one of comment, status, created (for a kind the apps do not know, add \"kind_recognised\": false)"),
        ("{\"summary\": \"x\", \"now\": \"2026-11-20T09:00:00Z\", \"entries\": [\n  {\"id\": \"1\", \"some_id\": null, \"kind\": \"comment\", \"kind_recognised\": false, \"text\": \"t\", \"author\": \"a\", \"at\": \"2026-11-20T08:00:00Z\"}\n]}",
         "mine.json:2: entries[0].kind_recognised: \"comment\" is a kind this build knows; leave kind_recognised out"),
        ("{\"summary\": \"x\", \"now\": \"2026-11-20T09:00:00Z\", \"entries\": [\n  {\"id\": \"1\", \"some_id\": null, \"kind\": \"comment\", \"text\": \"t\", \"author\": \"a\", \"at\": \"2026-11-20T08:00:00Z\"},\n  {\"id\": \"1\", \"some_id\": null, \"kind\": \"comment\", \"text\": \"t\", \"author\": \"a\", \"at\": \"2026-11-20T08:00:00Z\"}\n]}",
         "mine.json:3: entries[1].id: another entry already has the id \"1\""),
        ("{\"summary\": \"x\", \"now\": \"2026-11-20T09:00:00Z\", \"entries\": [\n  {\"id\": \"1\", \"some_id\": null, \"kind\": \"comment\", \"text\": \"t\", \"author\": \"a\", \"at\": \"2026-11-31\"}\n]}",
         "mine.json:2: entries[0].at: \"2026-11-31\" is not an ISO-8601 moment such as 2026-11-20T09:00:00Z"),
        ("{\"summary\": \"x\", \"now\": \"2026-11-20T09:00:00Z\", \"entries\": [\n  {\"id\": \"1\", \"kind\": \"comment\", \"text\": null, \"author\": \"a\", \"at\": \"2026-11-20T08:00:00Z\"}\n]}",
         "mine.json:2: entries[0].text: is null; expected a string in double quotes"),
        ("{\"summary\": \"x\", \"now\": \"2026-11-20T09:00:00Z\",\n \"comment\": \"posted\"}",
         "mine.json:2: comment: \"posted\" is not one of applied, queued, refused"),
        ("{\"summary\": \"x\", \"now\": \"2026-11-20T09:00:00Z\",\n \"comment\": \"applied\",\n \"comment_error\": {\"kind\": \"rejected\", \"message\": \"m\"}}",
         "mine.json:3: comment_error: goes with \"comment\": \"queued\" or \"refused\""),
        ("{\"summary\": \"x\", \"now\": \"2026-11-20T09:00:00Z\",\n \"list_error\": {\"kind\": \"down\", \"message\": \"m\"}}",
         "mine.json:2: list_error.kind: \"down\" is not one of unavailable, badResponse, unauthorized, notFound, rejected, storage, invalidInput, configuration"),
        ("{\"summary\": \"x\", \"now\": \"2026-11-20T09:00:00Z\",\n \"list_error\": {\"kind\": \"unavailable\", \"message\": \"m\"},\n \"stale\": {\"fetched_at\": \"2026-11-20T06:00:00Z\", \"reason\": {\"kind\": \"unavailable\", \"message\": \"m\"}}}",
         "mine.json:3: stale: give list_error (the activity fails) or stale (a cached copy is shown), not both"),
        ("{\"summary\": \"x\", \"now\": \"2026-11-20T09:00:00Z\",\n \"delay_ms\": 60001}",
         "mine.json:2: delay_ms: must be between 0 and 60000 milliseconds; got 60001"),
        ("{\"summary\": \"x\",\n \"now\": \"2026-11-20T09:00:00Z\",\n \"entries\": [}",
         "mine.json:3:14: not valid JSON: expected a value"),
    ])
    func mistakes(_ json: String, _ expected: String) throws {
        let message = try problem(json)
        expectPrefix(message, expected, "\(message)")
    }
}
