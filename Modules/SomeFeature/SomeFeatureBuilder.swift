import Core

/// Makes SomeFeature's screens for its descriptors. Hosts call it from their resolver.
@MainActor
public struct SomeFeatureBuilder {
    private let environment: any SomeFeatureEnvironment

    /// A builder whose screens use `environment`.
    public init(environment: any SomeFeatureEnvironment) {
        self.environment = environment
    }

    /// The list of somes.
    public func build(_ descriptor: ViewDescriptor.SomeList) -> any Screen {
        SomeListScreen(viewModel: SomeListViewModel(environment: environment))
    }

    /// One some's details.
    public func build(_ descriptor: ViewDescriptor.SomeDetails) -> any Screen {
        SomeDetailScreen(viewModel: SomeDetailViewModel(id: descriptor.someID, environment: environment))
    }
}
