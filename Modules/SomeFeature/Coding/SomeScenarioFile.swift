import Core
import FoundationEssentials

/// The on-disk form of a SomeFeature scenario: what the sandbox reads
/// (`Stubs/SomeFeatureStubs/Scenarios/NAME.json`, or any file) and what `capture` writes.
///
/// One type for both sides, so a capture always opens in the sandbox. Somes use the normalized
/// model (``SomeJSON``); the format and its JSON Schema are in `docs/scenario-testing.md`.
public struct SomeScenarioFile: Codable, Sendable, Hashable {
    /// One line for `--list-scenarios`.
    public var summary: String
    /// The scenario's fixed clock, ISO-8601.
    public var now: String
    /// The list, in the normalized model.
    public var somes: [SomeJSON]?
    /// More somes, generated.
    public var generate: Generate?
    /// The list fails with this error.
    public var listError: ErrorJSON?
    /// The list is a cached copy.
    public var stale: Stale?
    /// The ids seen on the last visit; nil for a first visit.
    public var seen: [String]?
    /// The others that exist; nil: opening one is an unexpected call.
    public var others: [OtherJSON]?
    /// `applied`, `queued` or `fails`; nil: completing is an unexpected call.
    public var complete: String?
    /// The error of a queued or failing completion.
    public var completeError: ErrorJSON?
    /// How long every call waits in the interactive sandbox, in milliseconds.
    public var delayMS: Int?
    /// The app's word for a some, one and many (`{"one": "task", "many": "tasks"}`), so that a
    /// capture shows in the sandbox in the words of the app it came from; nil: "some".
    public var noun: NounJSON?

    /// Every key a scenario file may have, in the order the docs list them.
    public static let keys = CodingKeys.allCases.map(\.rawValue)

    /// The keys a scenario file must have.
    public static let requiredKeys = [CodingKeys.summary.rawValue, CodingKeys.now.rawValue]

    /// The keys of a file's parts, by the top-level key (`stale`, ...) or `somes[]` / `others[]`
    /// for their items.
    public static let nestedKeys: [String: [String]] = [
        "somes[]": SomeJSON.fieldNames,
        "generate": ["count"],
        "list_error": ["kind", "message", "hint"],
        "stale": ["fetched_at", "reason"],
        "stale.reason": ["kind", "message", "hint"],
        "others[]": ["id", "name", "kind"],
        "complete_error": ["kind", "message", "hint"],
        "noun": ["one", "many"],
    ]

    /// Makes a scenario; everything but the summary and the clock is left out unless given.
    public init(summary: String, now: String, somes: [SomeJSON]? = nil, generate: Generate? = nil, listError: ErrorJSON? = nil,
                stale: Stale? = nil, seen: [String]? = nil, others: [OtherJSON]? = nil, complete: String? = nil,
                completeError: ErrorJSON? = nil, delayMS: Int? = nil, noun: NounJSON? = nil) {
        self.summary = summary
        self.now = now
        self.somes = somes
        self.generate = generate
        self.listError = listError
        self.stale = stale
        self.seen = seen
        self.others = others
        self.complete = complete
        self.completeError = completeError
        self.delayMS = delayMS
        self.noun = noun
    }

    /// A noun as a scenario file writes it.
    public struct NounJSON: Codable, Sendable, Hashable {
        /// One: "task".
        public var one: String
        /// More than one: "tasks".
        public var many: String
        /// Writes `noun`.
        public init(_ noun: SomeNoun) {
            one = noun.one
            many = noun.many
        }
        /// The noun it writes.
        public var noun: SomeNoun { SomeNoun(one, plural: many) }
    }

    public enum CodingKeys: String, CodingKey, CaseIterable {
        case summary, now, somes, generate
        case listError = "list_error"
        case stale, seen, others, complete
        case completeError = "complete_error"
        case delayMS = "delay_ms"
        case noun
    }

    /// `{"count": N}`: N generated somes.
    public struct Generate: Codable, Sendable, Hashable {
        public var count: Int
        public init(count: Int) { self.count = count }
    }

    /// `{"fetched_at", "reason"}`: the list is a cached copy.
    public struct Stale: Codable, Sendable, Hashable {
        public var fetchedAt: String
        public var reason: ErrorJSON

        public init(fetchedAt: String, reason: ErrorJSON) {
            self.fetchedAt = fetchedAt
            self.reason = reason
        }

        enum CodingKeys: String, CodingKey {
            case fetchedAt = "fetched_at"
            case reason
        }
    }

    /// `{"kind", "message", "hint"}`: a ``DomainError``.
    public struct ErrorJSON: Codable, Sendable, Hashable {
        public var kind: String
        public var message: String
        public var hint: String?

        public init(kind: String, message: String, hint: String? = nil) {
            self.kind = kind
            self.message = message
            self.hint = hint
        }

        /// The JSON form of an error.
        public init(_ error: DomainError) {
            self.init(kind: error.kind.rawValue, message: error.message, hint: error.hint)
        }
    }

    /// `{"id", "name", "kind"}`: an other.
    public struct OtherJSON: Codable, Sendable, Hashable {
        public var id: String
        public var name: String
        public var kind: String

        public init(id: String, name: String, kind: String) {
            self.id = id
            self.name = name
            self.kind = kind
        }

        /// The JSON form of an other.
        public init(_ other: Other) {
            self.init(id: other.id.rawValue, name: other.name, kind: other.kind)
        }
    }

    /// Pretty-printed with sorted keys and a final newline: a file a person reads and edits.
    public func encoded() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Strings, numbers and arrays of them always encode.
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
