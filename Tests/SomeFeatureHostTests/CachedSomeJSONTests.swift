import Core
import Expectations
import Foundation
import SomeFeature
@testable import SomeFeatureHost
import Testing

/// The record SomeFeature's cache keeps is written from its `jsonValue`, and read back through
/// `Codable`: the two must hold the same members, with and without a version.
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
}
