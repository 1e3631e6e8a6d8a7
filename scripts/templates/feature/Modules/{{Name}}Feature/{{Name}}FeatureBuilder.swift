import Core

/// Makes {{Name}}Feature's screens. Its host calls it for the feature's own verb and `open`
/// screen; once another feature needs to reach a screen of it, give that screen a descriptor in
/// Core and a `build(_:)` here, and run `scripts/generate` (docs/adding-a-feature.md).
@MainActor
public struct {{Name}}FeatureBuilder {
    private let environment: any {{Name}}FeatureEnvironment

    public init(environment: any {{Name}}FeatureEnvironment) {
        self.environment = environment
    }

    /// The first screen.
    public func home() -> any Screen {
        {{Name}}Screen(viewModel: {{Name}}ViewModel(environment: environment))
    }
}
