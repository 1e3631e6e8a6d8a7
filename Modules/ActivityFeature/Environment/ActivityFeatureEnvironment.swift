import Core

/// What ActivityFeature needs from a backend, bound to one context by the host.
public protocol ActivityFeatureAPIClient: Sendable {
    /// The context's activity, newest first; a stale copy when the backend is down and a copy
    /// exists.
    func listActivity() async throws(DomainError) -> ActivityListing

    /// Posts a comment on a some, or keeps it to send later when the backend is unreachable.
    func comment(on someID: SomeID, text: String) async throws(DomainError) -> WriteOutcome
}

/// Everything ActivityFeature needs from the outside world: an app that hosts it supplies
/// exactly this. It resolves no descriptor: its screens come from its builder.
@MainActor
public protocol ActivityFeatureEnvironment {
    /// The backend, bound to the current context.
    var activityAPIClient: any ActivityFeatureAPIClient { get }
    /// The time, for "2 h ago".
    var clock: any WallClock { get }
}
