@testable import AppRuntime
import Core
import Expectations
import Foundation
import Testing

/// A cached list's rows are written from ``JSONRepresentable`` values without an encoder; they
/// must read back exactly as the rows `Codable` writes (older builds' caches, and records that
/// are not representable), whichever way they were written.
@Suite("CachedList rows: written without an encoder, read as Codable", .timeLimit(.minutes(2)))
struct CachedRowTextTests {
    struct Record: Codable, Sendable, Equatable, JSONRepresentable {
        var id: String
        var note: String?
        var flag: Bool

        var jsonValue: JSONValue {
            .object(["id": .string(id), "note": .string(note), "flag": .bool(flag)])
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(note, forKey: .note)
            try container.encode(flag, forKey: .flag)
        }
    }

    typealias Row = CachedList<Record>.Row

    static let rows: [Row] = [
        .record(Record(id: "1", note: nil, flag: true)),
        .record(Record(id: "2", note: "quote \" backslash \\ slash / tab \t bell \u{7} café 東京 \u{2028}", flag: false)),
        .unreadable(UnreadableItem(id: nil, field: "title", problem: "is null")),
        .unreadable(UnreadableItem(id: "9", field: "due_on", problem: "\"2026-02-30\" is not a date")),
    ]

    @Test("a row's text decodes to the same row", arguments: rows.indices)
    func roundTrip(_ index: Int) throws {
        let row = Self.rows[index]
        let decoded = try JSONDecoder().decode(Row.self, from: Data(row.text.utf8))
        #expect(Self.same(decoded, row))
    }

    @Test("a row's text is the document JSONEncoder writes for it, member for member", arguments: rows.indices)
    func sameDocument(_ index: Int) throws {
        let row = Self.rows[index]
        let encoded = try JSONEncoder().encode(row)
        try expectEqual(JSONValue(parsing: row.text), JSONValue(parsing: encoded))
    }

    private static func same(_ a: Row, _ b: Row) -> Bool {
        switch (a, b) {
        case (.record(let x), .record(let y)): x == y
        case (.unreadable(let x), .unreadable(let y)): x == y
        default: false
        }
    }
}
