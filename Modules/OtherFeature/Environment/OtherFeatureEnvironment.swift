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
    /// What the app calls an other, in lower case ("inspection"): its screen's title and
    /// messages say it.
    var otherNoun: String { get }
}

extension OtherFeatureEnvironment {
    /// The feature's own word, for an app that has none.
    public var otherNoun: String { "other" }
}
