import Core

/// What {{Name}}Feature needs from a backend, bound to the current context by the host.
public protocol {{Name}}FeatureAPIClient: Sendable {
    /// The items {{Name}}Feature lists: live, or the last good copy marked stale.
    func list{{Name}}() async throws(DomainError) -> {{Name}}Listing
    {{#writes}}
    /// Marks item `id`: applied, already marked, or kept to be sent later.
    func mark{{Name}}(_ id: String) async throws(DomainError) -> WriteOutcome
    {{/writes}}
}

/// Everything {{Name}}Feature needs from the outside world: an app that hosts it supplies
/// exactly this. When it comes to use another module's screen, it inherits that descriptor's
/// `Resolves…` protocol here, and every app that hosts it then answers it.
@MainActor
public protocol {{Name}}FeatureEnvironment {
    /// The backend, bound to the current context.
    var {{name}}APIClient: any {{Name}}FeatureAPIClient { get }
    /// The time.
    var clock: any WallClock { get }
}
