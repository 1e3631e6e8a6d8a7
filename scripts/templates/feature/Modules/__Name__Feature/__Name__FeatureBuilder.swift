import Core

/// Makes __Name__Feature's screens. Its host calls it for the feature's own verb and `open`
/// screen; once another feature needs to reach a screen of it, give that screen a descriptor in
/// Core and a `build(_:)` here, and run `scripts/generate` (docs/adding-a-feature.md).
@MainActor
public struct __Name__FeatureBuilder {
    private let environment: any __Name__FeatureEnvironment

    public init(environment: any __Name__FeatureEnvironment) {
        self.environment = environment
    }

    /// The first screen.
    public func home() -> any Screen {
        __Name__Screen(viewModel: __Name__ViewModel(environment: environment))
    }
}
