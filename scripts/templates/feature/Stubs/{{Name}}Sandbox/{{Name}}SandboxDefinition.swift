import Core
import Foundation
import {{Name}}Feature
import {{Name}}FeatureStubs
import SandboxKit
import ScenarioFiles

/// `{{kebab}}-sandbox`: {{Name}}Feature alone, on stubs, with every sandbox's options
/// (SandboxKit: scenario files from anywhere, shown again when they change, --screen, --gallery,
/// and keys that switch scenario, width, colour and clock).
public enum {{Name}}SandboxDefinition: SandboxDefinition {
    public nonisolated static let commandName = "{{kebab}}-sandbox"
    public nonisolated static let featureName = "{{Name}}Feature"
    public nonisolated static var folder: ScenarioFolder { {{Name}}Scenario.folder }
    public nonisolated static let defaultScenario = "populated"
    public nonisolated static var screens: [SandboxScreen.Form] { [.init("home")] }

    public static func scenario(_ document: ScenarioDocument, name: String) throws(ScenarioError) -> {{Name}}Scenario {
        try {{Name}}Scenario(document, name: name)
    }

    public static func summary(of scenario: {{Name}}Scenario) -> String { scenario.summary }

    public static func now(of scenario: {{Name}}Scenario) -> Date { scenario.now }

    public static func screens(_ addresses: [SandboxScreen], scenario: {{Name}}Scenario, clock: any WallClock,
                               delayClock: any Clock<Duration>) -> [any Screen] {
        let environment = Stub{{Name}}Environment(api: Stub{{Name}}APIClient(scenario.items
            {{#writes}}
            , marking: .success(.applied)
            {{/writes}}
        ), clock: clock)
        return addresses.map { _ in {{Name}}FeatureBuilder(environment: environment).home() }
    }

    public static func address(of screen: any Screen) -> SandboxScreen? {
        screen is {{Name}}Screen ? SandboxScreen("home") : nil
    }
}
