import Core

/// Makes OtherFeature's screens for its descriptors. Hosts call it from their resolver.
@MainActor
public struct OtherFeatureBuilder {
    private let environment: any OtherFeatureEnvironment

    /// A builder whose screens use `environment`.
    public init(environment: any OtherFeatureEnvironment) {
        self.environment = environment
    }

    /// One other's details.
    public func build(_ descriptor: ViewDescriptor.OtherDetails) -> (any Screen)? {
        OtherDetailsScreen(viewModel: OtherDetailsViewModel(id: descriptor.otherID, environment: environment))
    }
}
