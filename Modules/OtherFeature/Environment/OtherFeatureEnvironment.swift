import Core

/// What OtherFeature needs from a backend.
public protocol OtherFeatureAPIClient: Sendable {
    /// One other by id.
    func other(id: OtherID) async throws(DomainError) -> Other
}

/// Everything OtherFeature needs from the outside world: an app that hosts OtherFeature
/// supplies exactly this. It resolves no descriptor.
@MainActor
public protocol OtherFeatureEnvironment {
    /// The backend, bound to the current context.
    var otherAPIClient: any OtherFeatureAPIClient { get }
    /// The time.
    var clock: any WallClock { get }
}
