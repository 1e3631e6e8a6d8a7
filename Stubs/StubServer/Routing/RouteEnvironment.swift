import Foundation

/// What every route needs: the state, the page cap, the credentials and the clock.
struct RouteEnvironment: Sendable {
    let state: StubState
    let maxPageSize: Int
    let orderToken: String
    let chatToken: String
    /// The client id and secret `POST /oauth/token` accepts, and its tokens' lifetime in seconds.
    let site: SiteClient
    let now: @Sendable () -> Date

    /// The one client the sites API knows.
    struct SiteClient: Sendable {
        let id: String
        let secret: String
        let tokenLifetime: Int
    }
}
