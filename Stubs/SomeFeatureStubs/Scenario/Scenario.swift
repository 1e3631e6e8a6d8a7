import Core
import OtherFeature
import SomeFeature
import Foundation
import ScenarioFiles

/// A named state of the world for SomeFeature: what the backend answers, what the person saw
/// last time, and what time it is. Read from a scenario file (``SomeScenarioFile``): bundled
/// under `Stubs/SomeFeatureStubs/Scenarios`, or anywhere on disk.
public struct Scenario: Sendable {
    /// Its file name without `.json`.
    public let name: String
    /// One line on what it shows.
    public let summary: String
    /// The moment the scenario is set at (its fixed clock).
    public let now: Date
    /// What the stub backend answers.
    public let responses: StubSomeAPIClient.Responses
    /// The ids seen on the last visit; nil for a first visit.
    public let seen: Set<SomeID>?
    /// The app's word for a some (a capture's), "some" unless the file says.
    public let noun: SomeNoun

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
    public static func load(_ nameOrPath: String) throws(ScenarioError) -> Scenario {
        let (document, name) = try folder.document(nameOrPath)
        return try Scenario(document, name: name)
    }

    /// Loads a bundled scenario by name.
    public static func named(_ name: String) throws(ScenarioError) -> Scenario {
        guard !ScenarioFolder.isPath(name) else { throw ScenarioError("no scenario named \"\(name)\"") }
        return try load(name)
    }

    /// Loads a scenario file from anywhere.
    public static func load(from url: URL) throws(ScenarioError) -> Scenario {
        try Scenario(ScenarioDocument(contentsOf: url), name: url.deletingPathExtension().lastPathComponent)
    }

    /// Reads a scenario from a document already scanned.
    /// - Throws: ``ScenarioError`` at the line and field of the first thing that is wrong.
    public init(_ document: ScenarioDocument, name: String) throws(ScenarioError) {
        var allowed = SomeScenarioFile.nestedKeys
        allowed[""] = SomeScenarioFile.keys
        try document.checkKeys(allowed)
        let file = try document.decode(SomeScenarioFile.self)
        self.name = name
        summary = file.summary
        now = try Self.date(file.now, field: "now", in: document)
        guard Self.nowYears.contains(CalendarDate(now, in: TimeZone(identifier: "UTC")!).year) else {
            throw document.error(at: "now", "\"\(file.now)\" is outside years \(Self.nowYears.lowerBound) to \(Self.nowYears.upperBound); dates are written YYYY-MM-DD")
        }
        seen = file.seen.map { Set($0.map { SomeID($0) }) }
        if let noun = file.noun {
            for (field, word) in [("noun.one", noun.one), ("noun.many", noun.many)]
            where word.isEmpty || word.count > 40 || word.contains(where: { $0.isNewline || $0.unicodeScalars.contains { CharacterSet.controlCharacters.contains($0) } }) {
                throw document.error(at: field, "must be one word of at most 40 characters, such as \"task\"")
            }
        }
        noun = file.noun?.noun ?? .some

        var somes: [Some] = []
        for (index, json) in (file.somes ?? []).enumerated() {
            somes.append(try Self.some(json, field: "somes[\(index)]", in: document))
        }
        var ids = Set<SomeID>()
        for (index, some) in somes.enumerated() where !ids.insert(some.id).inserted {
            throw document.error(at: "somes[\(index)].id", "another some already has the id \"\(some.id)\"")
        }
        if let generate = file.generate {
            guard Self.generatedCounts.contains(generate.count) else {
                throw document.error(at: "generate.count", "must be between 0 and 100000; got \(generate.count)")
            }
            somes += SomeFactory.somes(count: generate.count, now: now)
        }
        var others: [OtherID: Other]?
        if let list = file.others {
            var byID: [OtherID: Other] = [:]
            for (index, json) in list.enumerated() {
                let id = OtherID(json.id)
                guard byID[id] == nil else { throw document.error(at: "others[\(index)].id", "another other already has the id \"\(json.id)\"") }
                byID[id] = Other(id: id, name: json.name, kind: json.kind)
            }
            others = byID
        }
        if file.generate != nil {
            others = (others ?? [:]).merging(SomeFactory.others(for: somes)) { mine, _ in mine }
        }

        let list: Result<SomeListing, DomainError>
        if let error = file.listError {
            list = .failure(try Self.error(error, field: "list_error", in: document))
        } else if let stale = file.stale {
            let fetched = try Self.date(stale.fetchedAt, field: "stale.fetched_at", in: document)
            let reason = try Self.error(stale.reason, field: "stale.reason", in: document)
            list = .success(SomeListing(somes: somes, freshness: .stale(fetchedAt: fetched, reason: reason)))
        } else {
            list = .success(SomeListing(somes: somes))
        }

        let completeError = { (fallback: SomeScenarioFile.ErrorJSON) throws(ScenarioError) -> DomainError in
            try Self.error(file.completeError ?? fallback, field: "complete_error", in: document)
        }
        let complete: StubSomeAPIClient.Completion?
        switch file.complete {
        case nil: complete = nil
        case "applied": complete = .applied
        case "queued": complete = .queued(try completeError(.init(kind: "unavailable", message: "backend unreachable")))
        case "fails": complete = .fails(try completeError(.init(kind: "rejected", message: "the backend refused")))
        case let other?: throw document.error(at: "complete", "\"\(other)\" is not one of applied, queued, fails")
        }
        if let delay = file.delayMS, !(0...60_000).contains(delay) {
            throw document.error(at: "delay_ms", "must be between 0 and 60000 milliseconds; got \(delay)")
        }
        responses = StubSomeAPIClient.Responses(
            list: list, complete: complete, others: others,
            delay: .milliseconds(file.delayMS ?? 0)
        )
    }

    /// An environment of doubles set up as the scenario says.
    /// - Parameters:
    ///   - clock: overrides the scenario's own fixed clock (for `--now`).
    ///   - delayClock: what the scenario's `delay_ms` is slept on; immediate unless a person
    ///     is watching (see ``StubSomeAPIClient``).
    @MainActor
    public func makeEnvironment(clock: (any WallClock)? = nil, delayClock: any Clock<Duration> = ImmediateClock()) -> StubEnvironment {
        StubEnvironment(
            api: StubSomeAPIClient(responses, delayClock: delayClock),
            store: InMemorySomeStore(seen: seen),
            clock: clock ?? FixedClock(now: now),
            noun: noun
        )
    }

    /// The years a scenario's clock may be set in: generated somes fall due up to a few weeks
    /// either side of it, and every date must stay a `YYYY-MM-DD` of years 1 to 9999.
    static let nowYears = 2...9998

    /// How many somes a scenario may generate: enough for any list a person scrolls, never
    /// more than memory holds (a count of 10^12 once asked for terabytes).
    static let generatedCounts = 0...100_000

    private static func some(_ json: SomeJSON, field: String, in document: ScenarioDocument) throws(ScenarioError) -> Some {
        let status: SomeStatus
        if json.statusRecognised == false {
            status = .unrecognised(json.status)
        } else if let known = SomeStatus(knownName: json.status) {
            status = known
        } else {
            throw document.error(at: "\(field).status", "\"\(json.status)\" is not one of open, in_progress, done"
                + " (for a status the apps do not know, add \"status_recognised\": false)")
        }
        var due: CalendarDate?
        if let dueDate = json.dueDate {
            guard let parsed = CalendarDate(iso: dueDate) else {
                throw document.error(at: "\(field).due_date", "\"\(dueDate)\" is not a date such as 2026-11-30 (or null)")
            }
            due = parsed
        }
        let updated = try date(json.updatedAt, field: "\(field).updated_at", in: document)
        return Some(id: SomeID(json.id), title: json.title, status: status, assignee: json.assignee,
                    dueDate: due, otherID: json.otherID.map { OtherID($0) }, updatedAt: updated)
    }

    private static func date(_ text: String, field: String, in document: ScenarioDocument) throws(ScenarioError) -> Date {
        try ScenarioParts.date(text, at: field, in: document)
    }

    private static func error(_ json: SomeScenarioFile.ErrorJSON, field: String, in document: ScenarioDocument) throws(ScenarioError) -> DomainError {
        try ScenarioParts.domainError(kind: json.kind, message: json.message, hint: json.hint, at: field, in: document)
    }
}
