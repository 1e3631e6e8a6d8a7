import ActivityFeature
import ActivityFeatureStubs
import Core
import Foundation
import SandboxKit
import ScenarioFiles

/// `activity-sandbox`: ActivityFeature alone, on stubs, with every sandbox's options (SandboxKit:
/// scenario files from anywhere, shown again when they change, --screen, --gallery, --json, and
/// keys that switch scenario, width, colour and clock). It starts on the order's activity
/// (`--screen list`) or on one some's (`--screen some:4`).
public enum ActivitySandboxDefinition: SandboxDefinition {
    public nonisolated static let commandName = "activity-sandbox"
    public nonisolated static let featureName = "ActivityFeature"
    public nonisolated static var folder: ScenarioFolder { ActivityScenario.folder }
    public nonisolated static let defaultScenario = "populated"
    public nonisolated static var screens: [SandboxScreen.Form] { [.init("list"), .init("some", takesID: true)] }

    public static func scenario(_ document: ScenarioDocument, name: String) throws(ScenarioError) -> ActivityScenario {
        try ActivityScenario(document, name: name)
    }

    public static func summary(of scenario: ActivityScenario) -> String { scenario.summary }

    public static func now(of scenario: ActivityScenario) -> Date { scenario.now }

    public static func screens(_ addresses: [SandboxScreen], scenario: ActivityScenario, clock: any WallClock,
                               delayClock: any Clock<Duration>) -> [any Screen] {
        let environment = scenario.makeEnvironment(clock: clock, delayClock: delayClock)
        let builder = ActivityFeatureBuilder(environment: environment)
        return addresses.map { address in
            switch (address.name, address.id) {
            case ("some", let id?): builder.list(of: SomeID(id))
            default: builder.list()
            }
        }
    }

    public static func address(of screen: any Screen) -> SandboxScreen? {
        guard let activity = screen as? ActivityListScreen else { return nil }
        return activity.viewModel.someID.map { SandboxScreen("some", id: $0.rawValue) } ?? SandboxScreen("list")
    }

    /// The activity as `order-app activity --json` prints it (entries, filter, freshness, and
    /// `unreadable` when some could not be read); nil when it failed to load.
    public static func json(of screen: any Screen) -> String? {
        guard let activity = screen as? ActivityListScreen else { return nil }
        let viewModel = activity.viewModel
        if case .failed = viewModel.state { return nil }
        var members: [String: JSONValue] = [
            "activity": .array(viewModel.entries.map(entryJSON)),
            "filter": .object(["some_id": .string(viewModel.someID?.rawValue)]),
        ]
        switch viewModel.freshness {
        case .fresh:
            members["live"] = .bool(true)
            members["stale"] = .bool(false)
            members["fetched_at"] = .string(ISO8601.string(from: viewModel.clock.now))
            members["reason"] = .null
        case .stale(let fetchedAt, let reason):
            members["live"] = .bool(false)
            members["stale"] = .bool(true)
            members["fetched_at"] = .string(ISO8601.string(from: fetchedAt))
            members["reason"] = .object(["kind": .string(reason.kind.rawValue), "message": .string(reason.message), "hint": .string(reason.hint)])
        }
        if !viewModel.unreadable.isEmpty {
            members["unreadable"] = .array(viewModel.unreadable.map { JSONValue(encoding: $0) })
        }
        return JSONValue.object(members).text(pretty: false)
    }

    private static func entryJSON(_ entry: ActivityEntry) -> JSONValue {
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
