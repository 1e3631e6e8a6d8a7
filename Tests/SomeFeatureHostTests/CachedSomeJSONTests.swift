@testable import AppRuntime
import Core
import Expectations
import Foundation
import SomeFeature
@testable import SomeFeatureHost
import Testing

/// The record SomeFeature's cache keeps is written from its `jsonValue`, and read back from a
/// `JSONValue` (`JSONReadable`) where the decoder would read it: the direct ways must agree with
/// `Codable` both ways, with and without a version.
@Suite("CachedSome: its JSON form is the one Codable writes", .timeLimit(.minutes(2)), .removesTemporaryFolders)
struct CachedSomeJSONTests {
    static let somes: [Some] = [
        Some(id: SomeID("7"), title: "Replace the \"pump\" \\ check", status: .inProgress, assignee: "Aiko",
             dueDate: CalendarDate(year: 2026, month: 12, day: 1), otherID: OtherID("3"),
             updatedAt: Date(timeIntervalSince1970: 1_795_165_200), version: "W/\"42\""),
        Some(id: SomeID("8"), title: "東京", status: .unrecognised("blocked"), updatedAt: Date(timeIntervalSince1970: 0)),
    ]

    @Test("member for member, and it reads back as the same some", arguments: somes.indices)
    func sameDocument(_ index: Int) throws {
        let cached = CachedSome(Self.somes[index])
        let text = cached.jsonValue.text(pretty: false)
        let encoded = try JSONEncoder().encode(cached)
        try expectEqual(JSONValue(parsing: text), JSONValue(parsing: encoded))
        let read = try JSONDecoder().decode(CachedSome.self, from: Data(text.utf8))
        try expectEqual(read.some(), cached.some())
        expectEqual(read.version, Self.somes[index].version)
    }

    @Test("read straight from the value, a kept row is what the decoder makes of it", arguments: somes.indices)
    func readsAsTheDecoderReads(_ index: Int) throws {
        // What the store checks, at run time, to read a row directly.
        #expect(CachedList<CachedSome>.Row.self is any JSONReadable.Type)
        let text = CachedList<CachedSome>.Row.record(CachedSome(Self.somes[index])).text
        let direct = try #require(CachedList<CachedSome>.Row(jsonValue: JSONValue(parsing: text)))
        let decoded = try JSONDecoder().decode(CachedList<CachedSome>.Row.self, from: Data(text.utf8))
        guard case .record(let fast) = direct, case .record(let slow) = decoded else {
            Issue.record("not a record: \(text)")
            return
        }
        try expectEqual(fast.some(), slow.some())
        expectEqual(fast.version, slow.version)
        expectEqual(fast.json, slow.json)

        let item = UnreadableItem(id: nil, field: "due_on", problem: "is null")
        let unreadable = CachedList<CachedSome>.Row.unreadable(item).text
        guard case .unreadable(let read)? = CachedList<CachedSome>.Row(jsonValue: try JSONValue(parsing: unreadable)) else {
            Issue.record("not read as unreadable: \(unreadable)")
            return
        }
        expectEqual(read, item)
    }

    /// Texts the decoder refuses: the direct reading refuses them too, so the decoder is asked and says why.
    @Test("what the decoder refuses is not read directly either", arguments: [
        #"{"record":{"_0":{"id":7,"title":"t","status":"open","updated_at":"2026-11-20T09:00:00Z"}}}"#,
        #"{"record":{"_0":{"id":"7","status":"open","updated_at":"2026-11-20T09:00:00Z"}}}"#,
        #"{"record":{"_0":{"id":"7","title":"t","status":"open","assignee":5,"updated_at":"2026-11-20T09:00:00Z"}}}"#,
        #"{"record":{"_0":{"id":"7","title":"t","status":"open","status_recognised":"no","updated_at":"2026-11-20T09:00:00Z"}}}"#,
        #"{"record":{"_0":{"id":"7","title":"t","status":"open","version":1,"updated_at":"2026-11-20T09:00:00Z"}}}"#,
        #"{"record":{"_0":{"id":"7","title":"t","status":"open","updated_at":"x"}},"unreadable":{"_0":{"field":"f","problem":"p"}}}"#,
        #"{"other":{"_0":{}}}"#,
        #"{"unreadable":{"_0":{"id":"7","field":"f"}}}"#,
        #"[]"#,
    ])
    func refusedAlike(_ text: String) throws {
        expectNil(CachedList<CachedSome>.Row(jsonValue: try JSONValue(parsing: text)), text)
        #expect(throws: (any Error).self, "\(text)") { try JSONDecoder().decode(CachedList<CachedSome>.Row.self, from: Data(text.utf8)) }
    }

    /// What the decoder takes that the writer never writes (a missing optional, extra members) is taken alike.
    @Test("what the decoder takes beyond what is written, missing optionals and extra members, is read alike")
    func takenAlike() throws {
        let text = #"{"record":{"_0":{"id":"7","title":"t","status":"done","updated_at":"2026-11-20T09:00:00Z","later":[1,2]}}}"#
        guard case .record(let fast)? = CachedList<CachedSome>.Row(jsonValue: try JSONValue(parsing: text)),
              case .record(let slow) = try JSONDecoder().decode(CachedList<CachedSome>.Row.self, from: Data(text.utf8)) else {
            Issue.record("not read as a record both ways")
            return
        }
        expectEqual(fast.json, slow.json)
        expectNil(fast.version)
        expectNil(fast.json.assignee)
    }
}
