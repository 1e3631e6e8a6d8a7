import Expectations
import Foundation
import ScenarioFiles
import Testing

@Suite("ScenarioDocument", .timeLimit(.minutes(2)))
struct ScenarioDocumentTests {
    private struct Shape: Decodable {
        struct Item: Decodable {
            var id: String
            var count: Int
        }
        var summary: String
        var items: [Item]
    }

    private func document(_ text: String) throws(ScenarioError) -> ScenarioDocument {
        try ScenarioDocument(data: Data(text.utf8), path: "mine.json")
    }

    private func error(_ text: String, _ body: (ScenarioDocument) throws(ScenarioError) -> Void = { _ in }) -> ScenarioError? {
        do {
            try body(try document(text))
            return nil
        } catch {
            return error
        }
    }

    @Test("a syntax error names the line and column and says what was expected", arguments: [
        ("{\n  \"summary\": \"x\",\n  \"items\": [1, 2,]\n}", "mine.json:3:18: not valid JSON: a comma before ] (JSON allows no trailing comma)"),
        ("{\n  \"summary\": 'x'\n}", "mine.json:2:14: not valid JSON: expected a value (a string in double quotes, a number, true, false, null, { or [), found ' (JSON strings use double quotes)"),
        ("{\"summary\": \"x\"", "mine.json:1:16: not valid JSON: expected , or } after the value of \"summary\""),
        ("{\"a\": 1, \"a\": 2}", "mine.json:1:10: not valid JSON: the key \"a\" appears twice in this object"),
        ("{\"a\": \"日本\", \"b\": tru}", "mine.json:1:18: not valid JSON: expected a value (a string in double quotes, a number, true, false, null, { or [)"),
        ("{\"a\": 01}", "mine.json:1:9: not valid JSON: a number may not start with 0"),
        ("", "mine.json:1:1: not valid JSON: the document ends where a value should be"),
        ("{} {}", "mine.json:1:4: not valid JSON: more after the end of the document"),
    ])
    func syntax(_ text: String, _ message: String) {
        expectEqual(error(text)?.message, message)
    }

    @Test("a decoding error names the line and the field")
    func decoding() {
        let text = """
        {
          "summary": "x",
          "items": [
            {"id": "1", "count": 2},
            {"id": "2",
             "count": "three"}
          ]
        }
        """
        let failure = error(text) { document throws(ScenarioError) in _ = try document.decode(Shape.self) }
        expectEqual(failure?.line, 6)
        expectEqual(failure?.field, "items[1].count")
        expectEqual(failure?.message, "mine.json:6: items[1].count: expected a number")
        let missing = error("{\n\"items\": []\n}") { document throws(ScenarioError) in _ = try document.decode(Shape.self) }
        expectEqual(missing?.message, "mine.json:1: summary: missing; it is required")
        let null = error("{\"summary\": null,\n\"items\": []}") { document throws(ScenarioError) in _ = try document.decode(Shape.self) }
        expectEqual(null?.message, "mine.json:1: summary: is null; expected a string in double quotes")
    }

    @Test("an unknown key is named at its line, with the keys that are allowed")
    func unknownKeys() {
        let text = "{\n  \"summary\": \"x\",\n  \"items\": [{\"id\": \"1\",\n  \"cuont\": 2}]\n}"
        let allowed = ["": ["summary", "items"], "items[]": ["id", "count"]]
        let failure = error(text) { document throws(ScenarioError) in try document.checkKeys(allowed) }
        expectEqual(failure?.message, "mine.json:4: items[0].cuont: unknown key; this object has id, count")
        expectEqual(error("{\"summary\": \"x\", \"items\": [], \"extra\": 1}") { document throws(ScenarioError) in try document.checkKeys(allowed) }?
            .message, "mine.json:1: extra: unknown key; a scenario has summary, items")
    }

    @Test("a value's own error points at its line")
    func valueError() throws {
        let document = try document("{\n  \"summary\": \"x\",\n  \"items\": [\n    {\"id\": \"1\", \"count\": 2}\n  ]\n}")
        expectEqual(document.error(at: "items[0].id", "taken").message, "mine.json:4: items[0].id: taken")
        expectEqual(document.error(at: "items[3].id", "gone").line, 3)
    }

    @Test("a file that is not there is a missing file, not a bad one")
    func missingFile() {
        do {
            _ = try ScenarioDocument(contentsOf: URL(fileURLWithPath: "/nonexistent/x.json"), named: "x.json")
            Issue.record("a missing file was read")
        } catch {
            expectEqual(error.kind, .missingFile)
            expectEqual(error.message, "x.json: no such file; give a scenario's name, or the path of a .json file that exists")
        }
    }
}
