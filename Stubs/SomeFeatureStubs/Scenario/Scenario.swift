import Core
import Foundation

/// A named state of the world for SomeFeature: what the backend answers, what the person saw
/// last time, and what time it is. Loaded from a data file under `Stubs/`.
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

    /// The names of every bundled scenario, sorted.
    public static func names() -> [String] {
        let urls = (try? FileManager.default.contentsOfDirectory(
            at: directory, includingPropertiesForKeys: nil)) ?? []
        return urls.filter { $0.pathExtension == "json" }
            .map { $0.deletingPathExtension().lastPathComponent }
            .sorted()
    }

    /// Loads a bundled scenario by name.
    /// - Throws: ``ScenarioError`` naming the scenarios that exist, or what is wrong in the file.
    public static func named(_ name: String) throws(ScenarioError) -> Scenario {
        let available = names()
        guard available.contains(name) else {
            throw ScenarioError(message: "no scenario named \"\(name)\"; available: \(available.joined(separator: ", "))")
        }
        return try load(from: directory.appendingPathComponent("\(name).json"))
    }

    /// Loads a scenario file from anywhere.
    /// - Throws: ``ScenarioError`` naming the file and what is wrong in it.
    public static func load(from url: URL) throws(ScenarioError) -> Scenario {
        let name = url.deletingPathExtension().lastPathComponent
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw ScenarioError(message: "cannot read scenario file \(url.path): \(error.localizedDescription)")
        }
        let file: ScenarioFile
        do { file = try JSONDecoder().decode(ScenarioFile.self, from: data) } catch {
            throw ScenarioError(message: "scenario file \(url.path) is not valid: \(Self.describe(error))")
        }
        do {
            return try Scenario(name: name, file: file)
        } catch {
            throw ScenarioError(message: "scenario file \(url.path): \(error.message)")
        }
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
            clock: clock ?? FixedClock(now: now)
        )
    }

    private static var directory: URL {
        Bundle.module.resourceURL!.appendingPathComponent("Scenarios")
    }

    private init(name: String, file: ScenarioFile) throws(DomainError) {
        self.name = name
        summary = file.summary
        guard let now = ISO8601.date(from: file.now) else {
            throw .badResponse("now \"\(file.now)\" is not an ISO-8601 timestamp")
        }
        guard Self.nowYears.contains(CalendarDate(now, in: TimeZone(identifier: "UTC")!).year) else {
            throw .badResponse("now \"\(file.now)\" is outside years \(Self.nowYears.lowerBound) to \(Self.nowYears.upperBound); dates are written YYYY-MM-DD")
        }
        self.now = now
        seen = file.seen.map { Set($0.map { SomeID($0) }) }

        var somes = try (file.somes ?? []).map { json throws(DomainError) in try json.some() }
        if let generate = file.generate {
            guard Self.generatedCounts.contains(generate.count) else {
                throw .badResponse("generate.count is \(generate.count); it must be 0 to \(Self.generatedCounts.upperBound) (the many scenario has 1000)")
            }
            somes += SomeFactory.somes(count: generate.count, now: now)
        }
        var others: [OtherID: Other]?
        if let list = file.others {
            var byID: [OtherID: Other] = [:]
            for json in list {
                let id = OtherID(json.id)
                guard byID[id] == nil else { throw .badResponse("two others share the id \"\(json.id)\"") }
                byID[id] = Other(id: id, name: json.name, kind: json.kind)
            }
            others = byID
        }
        if file.generate != nil {
            others = (others ?? [:]).merging(SomeFactory.others(for: somes)) { mine, _ in mine }
        }

        let list: Result<SomeListing, DomainError>
        if let error = file.listError {
            list = .failure(try Self.error(error))
        } else if let stale = file.stale {
            guard let fetched = ISO8601.date(from: stale.fetchedAt) else {
                throw .badResponse("stale.fetched_at \"\(stale.fetchedAt)\" is not an ISO-8601 timestamp")
            }
            list = .success(SomeListing(somes: somes, freshness: .stale(fetchedAt: fetched, reason: try Self.error(stale.reason))))
        } else {
            list = .success(SomeListing(somes: somes))
        }

        let complete: StubSomeAPIClient.Completion?
        switch file.complete {
        case nil: complete = nil
        case "applied": complete = .applied
        case "queued": complete = .queued(try Self.error(file.completeError ?? .init(kind: "unavailable", message: "backend unreachable")))
        case "fails": complete = .fails(try Self.error(file.completeError ?? .init(kind: "rejected", message: "the backend refused")))
        case let other?: throw .badResponse("complete \"\(other)\" is not one of applied, queued, fails")
        }
        responses = StubSomeAPIClient.Responses(
            list: list, complete: complete, others: others,
            delay: .milliseconds(file.delayMS ?? 0)
        )
    }

    /// The years a scenario's clock may be set in: generated somes fall due up to a few weeks
    /// either side of it, and every date must stay a `YYYY-MM-DD` of years 1 to 9999.
    static let nowYears = 2...9998

    /// How many somes a scenario may generate: enough for any list a person scrolls, never
    /// more than memory holds (a count of 10^12 once asked for terabytes).
    static let generatedCounts = 0...100_000

    private static func error(_ json: ScenarioFile.ErrorJSON) throws(DomainError) -> DomainError {
        guard let kind = DomainError.Kind(rawValue: json.kind) else {
            let kinds = DomainError.Kind.allCases.map(\.rawValue).joined(separator: ", ")
            throw .badResponse("error kind \"\(json.kind)\" is not one of \(kinds)")
        }
        return DomainError(kind, json.message, hint: json.hint)
    }

    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return keys.isEmpty ? "top level" : String(keys.dropFirst(keys.hasPrefix(".") ? 1 : 0))
        }
        switch error {
        case .keyNotFound(let key, let context): return "missing \"\(key.stringValue)\" at \(path(context))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context): return "\(path(context)): \(context.debugDescription)"
        case .dataCorrupted(let context): return "\(path(context)): \(context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }
}

/// A scenario that does not exist or cannot be read; the message says which and why.
public struct ScenarioError: Error, Sendable, CustomStringConvertible {
    /// What is wrong, for a person.
    public let message: String
    public var description: String { message }
}
