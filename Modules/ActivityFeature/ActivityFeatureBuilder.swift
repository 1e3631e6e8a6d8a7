import Core

/// Makes ActivityFeature's screens for its descriptors. Hosts call it from their resolver.
@MainActor
public struct ActivityFeatureBuilder {
    private let environment: any ActivityFeatureEnvironment

    /// A builder whose screens use `environment`.
    public init(environment: any ActivityFeatureEnvironment) {
        self.environment = environment
    }

    /// The context's activity.
    public func build(_ descriptor: ViewDescriptor.ActivityList) -> any Screen {
        ActivityListScreen(viewModel: ActivityListViewModel(environment: environment))
    }

    /// One some's activity.
    public func build(_ descriptor: ViewDescriptor.SomeActivity) -> (any Screen)? {
        ActivityListScreen(viewModel: ActivityListViewModel(someID: descriptor.someID, environment: environment))
    }
}
