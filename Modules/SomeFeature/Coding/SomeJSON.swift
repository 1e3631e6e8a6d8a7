import Core
import FoundationEssentials

/// The normalized JSON form of somes: what `--json` prints and what scenario files hold,
/// identical whichever backend the data came from.
///
/// `{"id":"1","title":..,"status":"open|in_progress|done","assignee":..|null,
/// "due_date":"YYYY-MM-DD"|null,"other_id":..|null,"updated_at":"ISO-8601"}`, plus
/// `"status_recognised":false` (and `status` as the backend sent it) for a status this build
/// does not know.
public struct SomeJSON: Codable, Sendable, Hashable {
    /// The some's id.
    public var id: String
    /// Its title, as sent (JSON escapes any control characters).
    public var title: String
    /// `open`, `in_progress` or `done`; or the backend's word when ``statusRecognised`` is false.
    public var status: String
    /// False when `status` is one this build does not know; absent (nil) otherwise.
    public var statusRecognised: Bool?
    /// Who is on it, or null.
    public var assignee: String?
    /// `YYYY-MM-DD`, or null.
    public var dueDate: String?
    /// The linked other's id, or null.
    public var otherID: String?
    /// ISO-8601 in UTC, to whole seconds.
    public var updatedAt: String

    /// The names of the fields, for `--json=FIELDS`.
    public static var fieldNames: [String] { CodingKeys.allCases.map(\.rawValue) }

    public enum CodingKeys: String, CodingKey, CaseIterable {
        case id, title, status, assignee
        case statusRecognised = "status_recognised"
        case dueDate = "due_date"
        case otherID = "other_id"
        case updatedAt = "updated_at"
    }

    /// The JSON form of a some.
    public init(_ some: Some) {
        id = some.id.rawValue
        title = some.title
        status = some.status.name
        statusRecognised = some.status.isRecognised ? nil : false
        assignee = some.assignee
        dueDate = some.dueDate?.description
        otherID = some.otherID?.rawValue
        updatedAt = ISO8601.string(from: some.updatedAt)
    }

    /// Back to a some, with an error naming the field and value that are wrong.
    public func some() throws(DomainError) -> Some {
        // A known word marked unrecognised stays unrecognised: it came from another vocabulary.
        let status = statusRecognised == false ? .unrecognised(status) : SomeStatus(knownName: status) ?? .unrecognised(status)
        var due: CalendarDate?
        if let dueDate {
            guard let parsed = CalendarDate(iso: dueDate) else {
                throw .badResponse("some \(id): due_date \"\(dueDate)\" is not a YYYY-MM-DD date")
            }
            due = parsed
        }
        guard let updated = ISO8601.date(from: updatedAt) else {
            throw .badResponse("some \(id): updated_at \"\(updatedAt)\" is not an ISO-8601 timestamp")
        }
        return Some(
            id: SomeID(id), title: title, status: status, assignee: assignee,
            dueDate: due, otherID: otherID.map { OtherID($0) }, updatedAt: updated
        )
    }

    /// The same members as ``encode(to:)`` writes, built directly: `--json` documents are
    /// assembled from these, and going through an encoder and a decoder per some was most of
    /// what a list of 500 cost.
    public var jsonValue: JSONValue {
        var members: [String: JSONValue] = [
            CodingKeys.id.rawValue: .string(id),
            CodingKeys.title.rawValue: .string(title),
            CodingKeys.status.rawValue: .string(status),
            CodingKeys.assignee.rawValue: .string(assignee),
            CodingKeys.dueDate.rawValue: .string(dueDate),
            CodingKeys.otherID.rawValue: .string(otherID),
            CodingKeys.updatedAt.rawValue: .string(updatedAt),
        ]
        if statusRecognised == false { members[CodingKeys.statusRecognised.rawValue] = .bool(false) }
        return .object(members)
    }

    /// Keeps `null` for absent optionals, so every key is always present.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(title, forKey: .title)
        try c.encode(status, forKey: .status)
        if statusRecognised == false { try c.encode(false, forKey: .statusRecognised) }
        try c.encode(assignee, forKey: .assignee)
        try c.encode(dueDate, forKey: .dueDate)
        try c.encode(otherID, forKey: .otherID)
        try c.encode(updatedAt, forKey: .updatedAt)
    }
}

/// The normalized JSON form of a list: `{"somes":[...],"stale":false}`, plus
/// `"unreadable":[{"id":"7"|null,"field":"title","problem":"is null"}]` when items the backend
/// sent could not be read (the list is then incomplete).
public struct SomeListJSON: Codable, Sendable, Hashable {
    /// The somes shown, in display order.
    public var somes: [SomeJSON]
    /// True when the list is a cached copy because the backend could not be reached.
    public var stale: Bool
    /// The items that could not be read; absent (nil) when there were none.
    public var unreadable: [UnreadableItem]?

    /// The JSON form of the given somes, and of the items that could not be read.
    public init(somes: [Some], stale: Bool, unreadable: [UnreadableItem] = []) {
        self.somes = somes.map(SomeJSON.init)
        self.stale = stale
        self.unreadable = unreadable.isEmpty ? nil : unreadable
    }

    /// Encoded with sorted keys, slashes unescaped, one line.
    public func encoded() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings and bools cannot fail.
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}

extension SomeJSON: JSONRepresentable {}

extension SomeJSON: JSONReadable {
    /// What the synthesized `init(from:)` reads, straight from the value: a kept list of 500 is
    /// read this way before the full screen's first frame.
    public init?(jsonValue: JSONValue) {
        guard let object = JSONObjectReader(jsonValue),
              let id = object.string(CodingKeys.id.rawValue), let title = object.string(CodingKeys.title.rawValue),
              let status = object.string(CodingKeys.status.rawValue), let updatedAt = object.string(CodingKeys.updatedAt.rawValue),
              let statusRecognised = object.optionalBool(CodingKeys.statusRecognised.rawValue),
              let assignee = object.optionalString(CodingKeys.assignee.rawValue),
              let dueDate = object.optionalString(CodingKeys.dueDate.rawValue),
              let otherID = object.optionalString(CodingKeys.otherID.rawValue) else { return nil }
        self.id = id
        self.title = title
        self.status = status
        self.statusRecognised = statusRecognised
        self.assignee = assignee
        self.dueDate = dueDate
        self.otherID = otherID
        self.updatedAt = updatedAt
    }
}
