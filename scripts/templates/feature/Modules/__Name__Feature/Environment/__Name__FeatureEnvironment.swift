import Core

/// What __Name__Feature needs from a backend, bound to the current context by the host.
public protocol __Name__FeatureAPIClient: Sendable {
    /// The items __Name__Feature lists: live, or the last good copy marked stale.
    func list__Name__() async throws(DomainError) -> __Name__Listing
    // {{#writes}}
    /// Marks item `id`: applied, already marked, or kept to be sent later.
    func mark__Name__(_ id: String) async throws(DomainError) -> WriteOutcome
    // {{/writes}}
}

/// Everything __Name__Feature needs from the outside world: an app that hosts it supplies
/// exactly this. When it comes to use another module's screen, it inherits that descriptor's
/// `Resolves…` protocol here, and every app that hosts it then answers it.
@MainActor
public protocol __Name__FeatureEnvironment {
    /// The backend, bound to the current context.
    var __name__APIClient: any __Name__FeatureAPIClient { get }
    /// The time.
    var clock: any WallClock { get }
}
