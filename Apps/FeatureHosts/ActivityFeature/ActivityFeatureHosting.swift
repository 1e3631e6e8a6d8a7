import ActivityFeature
import AppRuntime
import Core

/// What an app must supply to host ActivityFeature: its backend, mapped to the feature's
/// types. An app hosts the feature by conforming to this in its own file; one that leaves the
/// backend out does not compile, and the compiler names the app and `activityBackend`.
public protocol ActivityFeatureHosting: AppDefinition where Environment: ActivityFeatureHostEnvironment {
    /// The app's backend for activity.
    associatedtype ActivityAdapter: ActivityBackend

    /// ActivityFeature's backend for this run's context.
    static func activityBackend(_ run: AppRun) -> ActivityAdapter
}

/// ActivityFeature's dependencies for one run, made from what the app supplies.
@MainActor
public struct ActivityFeatureParts {
    /// The feature's API client: the backend, with the runtime's cache and outbox.
    public let apiClient: OfflineActivityClient

    /// The parts for `App` in `run`.
    public init<App: ActivityFeatureHosting>(hostedBy app: App.Type, run: AppRun) {
        apiClient = OfflineActivityClient(backend: App.activityBackend(run), run: run)
    }
}

/// An app environment that holds ActivityFeature's parts; each app's generated environment
/// conforms when the app hosts ActivityFeature.
@MainActor
public protocol ActivityFeatureHostEnvironment: ActivityFeatureEnvironment {
    /// ActivityFeature's dependencies for this run.
    var activityParts: ActivityFeatureParts { get }
    /// The pieces the runtime opened for this run.
    var run: AppRun { get }
}

extension ActivityFeatureHostEnvironment {
    public var activityAPIClient: any ActivityFeatureAPIClient { activityParts.apiClient }
}
