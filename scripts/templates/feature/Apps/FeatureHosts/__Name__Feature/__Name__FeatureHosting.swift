import AppRuntime
import Core
import __Name__Feature

/// What an app must supply to host __Name__Feature: its backend. An app hosts the feature by
/// conforming to this in its own file. Until it writes `__name__Backend(_:)`, every call says
/// the feature is not connected to the app's backend (docs/adding-a-feature.md).
public protocol __Name__FeatureHosting: AppDefinition where Environment: __Name__FeatureHostEnvironment {
    /// The app's backend for __Name__Feature.
    associatedtype __Name__Adapter: __Name__FeatureAPIClient

    /// __Name__Feature's backend for this run's context.
    static func __name__Backend(_ run: AppRun) -> __Name__Adapter
}

extension __Name__FeatureHosting {
    public static func __name__Backend(_ run: AppRun) -> __Name__NotConnected { __Name__NotConnected(app: commandName) }
}

/// __Name__Feature's dependencies for one run, made from what the app supplies.
@MainActor
public struct __Name__FeatureParts {
    /// The feature's API client.
    public let apiClient: any __Name__FeatureAPIClient

    /// The parts for `App` in `run`.
    public init<App: __Name__FeatureHosting>(hostedBy app: App.Type, run: AppRun) {
        apiClient = App.__name__Backend(run)
    }
}

/// An app environment that holds __Name__Feature's parts; each app's generated environment
/// conforms when the app hosts __Name__Feature.
@MainActor
public protocol __Name__FeatureHostEnvironment: __Name__FeatureEnvironment {
    /// __Name__Feature's dependencies for this run.
    var __name__Parts: __Name__FeatureParts { get }
}

extension __Name__FeatureHostEnvironment {
    public var __name__APIClient: any __Name__FeatureAPIClient { __name__Parts.apiClient }
}

/// __Name__Feature's API client before an app connects it.
public struct __Name__NotConnected: __Name__FeatureAPIClient {
    let app: String

    public func __name__Items() async throws(DomainError) -> [String] {
        throw DomainError(.unavailable, "__Name__ is not connected to \(app)'s backend yet",
                          hint: "write \(app)'s __name__Backend(_:) (docs/adding-a-feature.md)")
    }
}
