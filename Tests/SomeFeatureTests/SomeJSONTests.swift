import Core
import Expectations
import Foundation
import SomeFeature
import Testing

@Suite("SomeJSON, the normalized model", .timeLimit(.minutes(2)))
struct SomeJSONTests {
    let some = Some(
        id: "1", title: "Tile order", status: .inProgress, assignee: nil,
        dueDate: CalendarDate(iso: "2026-11-30"), otherID: "7",
        updatedAt: ISO8601.date(from: "2026-11-20T09:00:00Z")!
    )

    @Test("writes every key, with null for absent values")
    func encodesNulls() {
        let json = SomeListJSON(somes: [some], stale: false).encoded()
        expectEqual(json, #"{"somes":[{"assignee":null,"due_date":"2026-11-30","id":"1","other_id":"7","status":"in_progress","title":"Tile order","updated_at":"2026-11-20T09:00:00Z"}],"stale":false}"#)
    }

    @Test("jsonValue has exactly the members the encoder writes, for every optional set or not and either kind of status")
    func jsonValueMatchesEncoding() {
        var bare = Some(id: "2", title: "Tab\tand \"quotes\"", status: .done, updatedAt: some.updatedAt)
        var blocked = some
        blocked.status = .unrecognised("blocked")
        bare.assignee = nil
        for value in [some, bare, blocked] {
            let json = SomeJSON(value)
            expectEqual(json.jsonValue, JSONValue(encoding: json))
            expectEqual(json.jsonValue.text(pretty: false), JSONValue(encoding: json).text(pretty: false))
        }
        guard case .object(let members) = SomeJSON(blocked).jsonValue else { Issue.record("not an object"); return }
        expectEqual(members["status_recognised"], .bool(false))
        expectEqual(members["assignee"], .null)
    }

    @Test("reads back what it wrote")
    func roundTrip() throws {
        let data = try JSONEncoder().encode(SomeJSON(some))
        let decoded = try JSONDecoder().decode(SomeJSON.self, from: data)
        try expectEqual(decoded.some(), some)
    }

    @Test("a status this build does not know is written as sent and marked, and reads back the same")
    func unrecognisedStatus() throws {
        var blocked = some
        blocked.status = .unrecognised("blocked")
        let json = SomeListJSON(somes: [blocked], stale: false).encoded()
        expectEqual(json, #"{"somes":[{"assignee":null,"due_date":"2026-11-30","id":"1","other_id":"7","status":"blocked","status_recognised":false,"title":"Tile order","updated_at":"2026-11-20T09:00:00Z"}],"stale":false}"#)
        let decoded = try JSONDecoder().decode(SomeListJSON.self, from: Data(json.utf8))
        try expectEqual(decoded.somes.map { try $0.some() }, [blocked])
    }

    @Test("an unknown word without the mark is unrecognised; a known word with the mark stays unrecognised")
    func statusWords() throws {
        var json = SomeJSON(some)
        json.status = "finished"
        try expectEqual(json.some().status, .unrecognised("finished"))
        json.status = "done"
        json.statusRecognised = false
        try expectEqual(json.some().status, .unrecognised("done"))
        json.statusRecognised = nil
        try expectEqual(json.some().status, .done)
    }

    @Test("a list with items that could not be read names them; a complete list has no such key")
    func unreadableItems() {
        let items = [UnreadableItem(id: "7", field: "title", problem: "is null"), UnreadableItem(id: nil, field: "id", problem: "is missing")]
        let json = SomeListJSON(somes: [], stale: true, unreadable: items).encoded()
        expectEqual(json, #"{"somes":[],"stale":true,"unreadable":[{"field":"title","id":"7","problem":"is null"},{"field":"id","id":null,"problem":"is missing"}]}"#)
        expectNotContains(SomeListJSON(somes: [], stale: false, unreadable: []).encoded(), "unreadable")
    }

    @Test("names the some and the field when a value is wrong")
    func badValues() throws {
        var json = SomeJSON(some)
        json.dueDate = "30/11/2026"
        #expect(throws: DomainError.badResponse(#"some 1: due_date "30/11/2026" is not a YYYY-MM-DD date"#)) { try json.some() }
        json = SomeJSON(some)
        json.updatedAt = "yesterday"
        #expect(throws: DomainError.badResponse(#"some 1: updated_at "yesterday" is not an ISO-8601 timestamp"#)) { try json.some() }
    }

    @Test("reads timestamps with fractional seconds and offsets")
    func timestamps() throws {
        let plain = try #require(ISO8601.date(from: "2026-11-20T09:00:00Z"))
        expectEqual(ISO8601.date(from: "2026-11-20T09:00:00.000Z"), plain)
        expectEqual(ISO8601.date(from: "2026-11-20T18:00:00+09:00"), plain)
        expectNil(ISO8601.date(from: "not a date"))
    }
}
