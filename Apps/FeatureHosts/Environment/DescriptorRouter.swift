import Core

/// The router most apps want: a some's other is OtherFeature's details screen, reached through
/// the `OtherDetails` descriptor of whoever asks.
public struct DescriptorRouter: SomeFeatureRouter {
    /// Makes the router.
    public init() {}

    public func screenForOther(_ id: OtherID, resolver: any DescriptorResolver) -> any Screen {
        resolver.resolve(ViewDescriptor.OtherDetails(otherID: id))
    }
}
