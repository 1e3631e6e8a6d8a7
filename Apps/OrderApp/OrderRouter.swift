import Core

/// App A shows a some's other by pushing OtherFeature's details screen, through the
/// `OtherDetails` descriptor.
@MainActor
final class OrderRouter: SomeFeatureRouter {
    /// The environment that owns this router; weak, so the two do not keep each other alive.
    weak var environment: OrderAppEnvironment?

    func screenForOther(_ id: OtherID) -> any Screen {
        guard let environment else { preconditionFailure("OrderRouter used after its environment was released") }
        return environment.resolve(ViewDescriptor.OtherDetails(otherID: id))
    }
}
