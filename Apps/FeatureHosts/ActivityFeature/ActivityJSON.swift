import ActivityFeature
import Core

/// One activity entry as `--json` prints it (docs/schemas/activity.schema.json): the same
/// shape whichever backend it came from.
enum ActivityJSON {
    /// The fields of an entry, for `--json=FIELDS`.
    static let fieldNames = ["id", "some_id", "kind", "text", "author", "at"]

    /// `{"id","some_id","kind","text","author","at"}`, and `"kind_recognised": false` only for a
    /// kind this build does not know.
    static func value(_ entry: ActivityEntry) -> JSONValue {
        var members: [String: JSONValue] = [
            "id": .string(entry.id),
            "some_id": .string(entry.someID?.rawValue),
            "kind": .string(entry.kind.name),
            "text": .string(entry.text),
            "author": .string(entry.author),
            "at": .string(ISO8601.string(from: entry.at)),
        ]
        if !entry.kind.isRecognised { members["kind_recognised"] = .bool(false) }
        return .object(members)
    }
}
