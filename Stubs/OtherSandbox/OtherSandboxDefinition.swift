import Core
import Foundation
import OtherFeature
import OtherFeatureStubs
import SandboxKit
import ScenarioFiles
import SomeFeatureStubs

/// `other-sandbox`: OtherFeature's details screen on stubs.
public enum OtherSandboxDefinition: SandboxDefinition {
    public nonisolated static let commandName = "other-sandbox"
    public nonisolated static let featureName = "OtherFeature"
    public nonisolated static var folder: ScenarioFolder { OtherScenario.folder }
    public nonisolated static let defaultScenario = "populated"
    public nonisolated static var screens: [SandboxScreen.Form] { [.init("other", takesID: true)] }

    public static func scenario(_ document: ScenarioDocument, name: String) throws(ScenarioError) -> OtherScenario {
        try OtherScenario(document, name: name)
    }

    public static func summary(of scenario: OtherScenario) -> String { scenario.summary }

    public static func now(of scenario: OtherScenario) -> Date { scenario.now }

    public static func screens(_ addresses: [SandboxScreen], scenario: OtherScenario, clock: any WallClock,
                               delayClock: any Clock<Duration>) -> [any Screen] {
        let environment = StubEnvironment(api: StubSomeAPIClient(scenario.responses, delayClock: delayClock), clock: clock)
        return addresses.compactMap { OtherFeatureBuilder(environment: environment).build(ViewDescriptor.OtherDetails(otherID: OtherID($0.id ?? "1"))) }
    }

    public static func address(of screen: any Screen) -> SandboxScreen? {
        (screen as? OtherDetailsScreen).map { SandboxScreen("other", id: $0.viewModel.id.rawValue) }
    }
}
