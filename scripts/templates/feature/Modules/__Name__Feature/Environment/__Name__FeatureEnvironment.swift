import Core

/// What __Name__Feature needs from a backend, bound to the current context by the host.
public protocol __Name__FeatureAPIClient: Sendable {
    /// The lines __Name__Feature lists.
    func __name__Items() async throws(DomainError) -> [String]
}

/// Everything __Name__Feature needs from the outside world: an app that hosts it supplies
/// exactly this. The descriptors it inherits are the ones it uses.
@MainActor
public protocol __Name__FeatureEnvironment: ResolvesView__Name__Home {
    /// The backend, bound to the current context.
    var __name__APIClient: any __Name__FeatureAPIClient { get }
    /// The time.
    var clock: any WallClock { get }
}
