import Core
import Foundation
import OtherFeature
import SandboxKit
import ScenarioFiles
import SomeFeature
import SomeFeatureStubs

/// `some-sandbox`: SomeFeature on stubs, starting on its list, a some's details, or the other
/// a some links to.
public enum SomeSandboxDefinition: SandboxDefinition {
    public nonisolated static let commandName = "some-sandbox"
    public nonisolated static let featureName = "SomeFeature"
    public nonisolated static var folder: ScenarioFolder { Scenario.folder }
    public nonisolated static let defaultScenario = "populated"
    public nonisolated static var screens: [SandboxScreen.Form] {
        [.init("list"), .init("details", takesID: true), .init("other", takesID: true)]
    }

    public static func scenario(_ document: ScenarioDocument, name: String) throws(ScenarioError) -> Scenario {
        try Scenario(document, name: name)
    }

    public static func summary(of scenario: Scenario) -> String { scenario.summary }

    public static func now(of scenario: Scenario) -> Date { scenario.now }

    /// Under the list, as a person would have got there: `b` goes back to it.
    public static func path(to screen: SandboxScreen) -> [SandboxScreen] {
        screen.name == "list" ? [screen] : [SandboxScreen("list"), screen]
    }

    public static func screens(_ addresses: [SandboxScreen], scenario: Scenario, clock: any WallClock,
                               delayClock: any Clock<Duration>) -> [any Screen] {
        let environment = SandboxEnvironment.make(scenario, clock: clock, delayClock: delayClock)
        return addresses.compactMap { address -> (any Screen)? in
            switch (address.name, address.id) {
            case ("details", let id?): environment.resolve(ViewDescriptor.SomeDetails(someID: SomeID(id)))
            case ("other", let id?): environment.resolve(ViewDescriptor.OtherDetails(otherID: OtherID(id)))
            default: environment.resolve(ViewDescriptor.SomeList())
            }
        }
    }

    public static func address(of screen: any Screen) -> SandboxScreen? {
        switch screen {
        case is SomeListScreen: SandboxScreen("list")
        case let details as SomeDetailScreen: SandboxScreen("details", id: details.viewModel.id.rawValue)
        case let other as OtherDetailsScreen: SandboxScreen("other", id: other.viewModel.id.rawValue)
        default: nil
        }
    }

    /// The list's document, or one some's, as the apps' `--json list` and `--json show` print
    /// them (``SomeDocuments``); nil when it failed to load.
    public static func json(of screen: any Screen) -> String? {
        switch screen {
        case let list as SomeListScreen:
            if case .failed = list.viewModel.state { return nil }
            return JSONValue.object(SomeDocuments.list(list.viewModel)).text(pretty: false)
        case let details as SomeDetailScreen:
            return SomeDocuments.details(details.viewModel).map { JSONValue.object($0).text(pretty: false) }
        default:
            return nil
        }
    }
}
