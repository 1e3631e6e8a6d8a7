import Core
import Foundation
import ScenarioFiles

/// What makes one feature's sandbox itself: its name, its scenarios and how to read them, and
/// the screens it can start on. SandboxKit does the rest the same way for every feature: the
/// command line, one-shot output, the gallery, and the full-screen UI that switches scenario,
/// width, colour and clock and shows a scenario file again when it changes.
@MainActor
public protocol SandboxDefinition {
    /// A scenario, read.
    associatedtype Scenario: Sendable

    /// The executable's name (`some-sandbox`).
    nonisolated static var commandName: String { get }
    /// The feature it shows (`SomeFeature`).
    nonisolated static var featureName: String { get }
    /// The bundled scenarios.
    nonisolated static var folder: ScenarioFolder { get }
    /// The scenario shown when none is asked for.
    nonisolated static var defaultScenario: String { get }
    /// The screens it can start on; the first is the default.
    nonisolated static var screens: [SandboxScreen.Form] { get }

    /// Reads a scenario from its file.
    /// - Throws: ``ScenarioError`` at the file, line and field of the first thing that is wrong.
    static func scenario(_ document: ScenarioDocument, name: String) throws(ScenarioError) -> Scenario
    /// One line on what a scenario shows.
    static func summary(of scenario: Scenario) -> String
    /// The scenario's own fixed clock.
    static func now(of scenario: Scenario) -> Date

    /// The screens to start with for `screen`, root first: what a person would have opened to
    /// get there (`details:3` → the list, then some 3).
    static func path(to screen: SandboxScreen) -> [SandboxScreen]
    /// The screens at `addresses`, root first, all in one environment set up as `scenario`
    /// says, on `clock`, sleeping delays on `delayClock`.
    static func screens(_ addresses: [SandboxScreen], scenario: Scenario, clock: any WallClock,
                        delayClock: any Clock<Duration>) -> [any Screen]
    /// Where a screen on the stack is, to show it again after a change; nil when it has no
    /// address (the stack is cut there).
    static func address(of screen: any Screen) -> SandboxScreen?
    /// The screen's data as JSON for `--json`; nil when the screen has none (its text is printed).
    static func json(of screen: any Screen) -> String?
}

extension SandboxDefinition {
    public static func path(to screen: SandboxScreen) -> [SandboxScreen] { [screen] }
    public static func json(of screen: any Screen) -> String? { nil }

    /// Reads the scenario `nameOrPath` stands for.
    public static func load(_ nameOrPath: String) throws(ScenarioError) -> (scenario: Scenario, name: String) {
        let (document, name) = try folder.document(nameOrPath)
        return (try scenario(document, name: name), name)
    }
}
