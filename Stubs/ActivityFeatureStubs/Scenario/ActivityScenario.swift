import ActivityFeature
import Core
import Foundation
import ScenarioFiles

/// A named state of the world for ActivityFeature: what the backend answers for the activity
/// and for a comment, and what time it is. Read from a scenario file: bundled under
/// `Stubs/ActivityFeatureStubs/Scenarios`, or anywhere on disk (docs/scenario-testing.md).
///
/// ```json
/// {"summary": "…", "now": "2026-11-20T09:00:00Z",
///  "entries": [{"id": "1", "some_id": "4", "kind": "comment", "text": "…", "author": "…", "at": "2026-11-20T08:55:00Z"}],
///  "comment": "applied"}
/// ```
///
/// Entries have the shape `order-app activity --json` prints. The stub serves them newest
/// first, as the feature's API promises, whatever order the file lists them in.
public struct ActivityScenario: Sendable {
    /// Its file name without `.json`.
    public let name: String
    /// One line on what it shows.
    public let summary: String
    /// The moment the scenario is set at (its fixed clock).
    public let now: Date
    /// What the stub backend answers.
    public let responses: StubActivityAPIClient.Responses

    /// Every key a scenario file may have, in the order the docs list them.
    public static let keys = ["summary", "now", "entries", "generate", "unreadable", "list_error", "stale", "comment", "comment_error", "delay_ms"]

    /// The keys of a file's parts, by the top-level key or `entries[]` / `unreadable[]` for their items.
    public static let nestedKeys: [String: [String]] = [
        "entries[]": ["id", "some_id", "kind", "kind_recognised", "text", "author", "at"],
        "generate": ["count"],
        "unreadable[]": ["id", "field", "problem"],
        "list_error": ["kind", "message", "hint"],
        "stale": ["fetched_at", "reason"],
        "stale.reason": ["kind", "message", "hint"],
        "comment_error": ["kind", "message", "hint"],
    ]

    /// The bundled scenarios.
    public static var folder: ScenarioFolder {
        ScenarioFolder(Bundle.module.resourceURL!.appendingPathComponent("Scenarios"))
    }

    /// The names of every bundled scenario, sorted.
    public static func names() -> [String] {
        folder.names
    }

    /// Loads a bundled scenario by name, or a scenario file by path (anything ending in `.json`
    /// or holding a `/`).
    /// - Throws: ``ScenarioError`` naming the scenarios that exist, or the file, line and field
    ///   that are wrong.
    public static func load(_ nameOrPath: String) throws(ScenarioError) -> ActivityScenario {
        let (document, name) = try folder.document(nameOrPath)
        return try ActivityScenario(document, name: name)
    }

    /// Reads a scenario from a document already scanned.
    /// - Throws: ``ScenarioError`` at the line and field of the first thing that is wrong.
    public init(_ document: ScenarioDocument, name: String) throws(ScenarioError) {
        var allowed = Self.nestedKeys
        allowed[""] = Self.keys
        try document.checkKeys(allowed)
        let file = try document.decode(File.self)
        self.name = name
        summary = file.summary
        now = try Self.date(file.now, field: "now", in: document)
        guard Self.nowYears.contains(CalendarDate(now, in: TimeZone(identifier: "UTC")!).year) else {
            throw document.error(at: "now", "\"\(file.now)\" is outside years \(Self.nowYears.lowerBound) to \(Self.nowYears.upperBound)")
        }

        var entries: [ActivityEntry] = []
        var ids = Set<String>()
        for (index, json) in (file.entries ?? []).enumerated() {
            let field = "entries[\(index)]"
            guard ids.insert(json.id).inserted else {
                throw document.error(at: "\(field).id", "another entry already has the id \"\(json.id)\"")
            }
            entries.append(try Self.entry(json, field: field, in: document))
        }
        if let generate = file.generate {
            guard Self.generatedCounts.contains(generate.count) else {
                throw document.error(at: "generate.count", "must be between 0 and 100000; got \(generate.count)")
            }
            entries += ActivityFactory.entries(count: generate.count, now: now)
        }
        // Newest first, as the API promises; entries at the same moment keep the file's order.
        entries = entries.enumerated().sorted { ($0.element.at, $1.offset) > ($1.element.at, $0.offset) }.map(\.element)
        let unreadable = (file.unreadable ?? []).map { UnreadableItem(id: $0.id, field: $0.field, problem: $0.problem) }

        let list: Result<ActivityListing, DomainError>
        switch (file.listError, file.stale) {
        case (let error?, nil):
            list = .failure(try Self.error(error, field: "list_error", in: document))
        case (_?, _?):
            throw document.error(at: "stale", "give list_error (the activity fails) or stale (a cached copy is shown), not both")
        case (nil, let stale?):
            list = .success(ActivityListing(entries: entries, unreadable: unreadable, freshness: try stale.freshness(at: "stale", in: document)))
        case (nil, nil):
            list = .success(ActivityListing(entries: entries, unreadable: unreadable))
        }

        let comment: StubActivityAPIClient.CommentOutcome?
        let commentError = { (fallback: ScenarioParts.Error) throws(ScenarioError) -> DomainError in
            try Self.error(file.commentError ?? fallback, field: "comment_error", in: document)
        }
        switch file.comment {
        case nil, "applied":
            if file.commentError != nil {
                throw document.error(at: "comment_error", "goes with \"comment\": \"queued\" or \"refused\"")
            }
            comment = file.comment == nil ? nil : .applied
        case "queued":
            comment = .queued(try commentError(.init(kind: "unavailable", message: "backend unreachable")))
        case "refused":
            comment = .refused(try commentError(.init(kind: "rejected", message: "the backend refused the comment")))
        case let other?:
            throw document.error(at: "comment", "\"\(other)\" is not one of applied, queued, refused")
        }
        if let delay = file.delayMS, !(0...60_000).contains(delay) {
            throw document.error(at: "delay_ms", "must be between 0 and 60000 milliseconds; got \(delay)")
        }
        responses = StubActivityAPIClient.Responses(list: list, comment: comment, delay: .milliseconds(file.delayMS ?? 0))
    }

    /// An environment of doubles set up as the scenario says.
    /// - Parameters:
    ///   - clock: overrides the scenario's own fixed clock (for `--now`).
    ///   - delayClock: what the scenario's `delay_ms` is slept on; immediate unless a person
    ///     is watching (see ``StubActivityAPIClient``).
    @MainActor
    public func makeEnvironment(clock: (any WallClock)? = nil, delayClock: any Clock<Duration> = ImmediateClock()) -> ActivityStubEnvironment {
        let clock = clock ?? FixedClock(now: now)
        return ActivityStubEnvironment(api: StubActivityAPIClient(responses, now: clock.now, delayClock: delayClock), clock: clock)
    }

    /// The years a scenario's clock may be set in (generated entries go back weeks before it).
    static let nowYears = 2...9998

    /// How many entries a scenario may generate.
    static let generatedCounts = 0...100_000

    private static func entry(_ json: File.Entry, field: String, in document: ScenarioDocument) throws(ScenarioError) -> ActivityEntry {
        let kind = ActivityKind(json.kind)
        if json.kindRecognised == false {
            guard !kind.isRecognised else {
                throw document.error(at: "\(field).kind_recognised", "\"\(json.kind)\" is a kind this build knows; leave kind_recognised out")
            }
        } else if !kind.isRecognised {
            throw document.error(at: "\(field).kind", "\"\(json.kind)\" is not one of comment, status, created"
                + " (for a kind the apps do not know, add \"kind_recognised\": false)")
        }
        let at = try date(json.at, field: "\(field).at", in: document)
        return ActivityEntry(id: json.id, someID: json.someID.map { SomeID($0) }, kind: kind, text: json.text, author: json.author, at: at)
    }

    private static func date(_ text: String, field: String, in document: ScenarioDocument) throws(ScenarioError) -> Date {
        try ScenarioParts.date(text, at: field, in: document)
    }

    private static func error(_ json: ScenarioParts.Error, field: String, in document: ScenarioDocument) throws(ScenarioError) -> DomainError {
        try json.domainError(at: field, in: document)
    }

    private struct File: Decodable {
        struct Entry: Decodable {
            var id: String
            var someID: String?
            var kind: String
            var kindRecognised: Bool?
            var text: String
            var author: String
            var at: String

            enum CodingKeys: String, CodingKey {
                case id, kind, text, author, at
                case someID = "some_id"
                case kindRecognised = "kind_recognised"
            }
        }

        struct Unreadable: Decodable {
            var id: String?
            var field: String
            var problem: String
        }

        var summary: String
        var now: String
        var entries: [Entry]?
        var generate: ScenarioParts.Generate?
        var unreadable: [Unreadable]?
        var listError: ScenarioParts.Error?
        var stale: ScenarioParts.Stale?
        var comment: String?
        var commentError: ScenarioParts.Error?
        var delayMS: Int?

        enum CodingKeys: String, CodingKey {
            case summary, now, entries, generate, unreadable, stale, comment
            case listError = "list_error"
            case commentError = "comment_error"
            case delayMS = "delay_ms"
        }
    }
}
