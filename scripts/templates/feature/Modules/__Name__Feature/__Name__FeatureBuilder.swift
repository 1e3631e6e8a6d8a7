import Core

/// Makes __Name__Feature's screens for its descriptors. Hosts call it from their resolver.
@MainActor
public struct __Name__FeatureBuilder {
    private let environment: any __Name__FeatureEnvironment

    public init(environment: any __Name__FeatureEnvironment) {
        self.environment = environment
    }

    /// The first screen.
    public func build(_ descriptor: ViewDescriptor.__Name__Home) -> any Screen {
        __Name__Screen(viewModel: __Name__ViewModel(environment: environment))
    }
}
