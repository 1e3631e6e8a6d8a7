import Core
import SomeFeature

/// The router most apps want: a some's other is shown by whoever answers the `OtherDetails`
/// descriptor in the asking environment (OtherFeature's details screen, in an app that hosts it;
/// nothing in one that does not).
public struct DescriptorRouter: SomeFeatureRouter {
    /// Makes the router.
    public init() {}

    public func screenForOther(_ id: OtherID, resolver: any ResolvesViewOtherDetails) -> (any Screen)? {
        resolver.resolve(ViewDescriptor.OtherDetails(otherID: id))
    }
}
