import Foundation

/// What every route needs: the state, the page cap, the tokens and the clock.
struct RouteEnvironment: Sendable {
    let state: StubState
    let maxPageSize: Int
    let orderToken: String
    let chatToken: String
    let now: @Sendable () -> Date
}
