import Core
import Foundation
import __Name__Feature
import __Name__FeatureStubs
import SandboxKit
import ScenarioFiles

/// `__kebab__-sandbox`: __Name__Feature alone, on stubs, with every sandbox's options
/// (SandboxKit: scenario files from anywhere, shown again when they change, --screen, --gallery,
/// and keys that switch scenario, width, colour and clock).
public enum __Name__SandboxDefinition: SandboxDefinition {
    public nonisolated static let commandName = "__kebab__-sandbox"
    public nonisolated static let featureName = "__Name__Feature"
    public nonisolated static var folder: ScenarioFolder { __Name__Scenario.folder }
    public nonisolated static let defaultScenario = "populated"
    public nonisolated static var screens: [SandboxScreen.Form] { [.init("home")] }

    public static func scenario(_ document: ScenarioDocument, name: String) throws(ScenarioError) -> __Name__Scenario {
        try __Name__Scenario(document, name: name)
    }

    public static func summary(of scenario: __Name__Scenario) -> String { scenario.summary }

    public static func now(of scenario: __Name__Scenario) -> Date { scenario.now }

    public static func screens(_ addresses: [SandboxScreen], scenario: __Name__Scenario, clock: any WallClock,
                               delayClock: any Clock<Duration>) -> [any Screen] {
        let environment = Stub__Name__Environment(api: Stub__Name__APIClient(scenario.items
            // {{#writes}}
            , marking: .success(.applied)
            // {{/writes}}
        ), clock: clock)
        return addresses.map { _ in __Name__FeatureBuilder(environment: environment).home() }
    }

    public static func address(of screen: any Screen) -> SandboxScreen? {
        screen is __Name__Screen ? SandboxScreen("home") : nil
    }
}
