/// `/_stub/...`: counters and reset, without auth and never faulted.
struct AdminRoutes: Sendable {
    let state: StubState

    var routes: [Route] {
        [
            Route("GET", "/_stub/stats") { _ in .json(await state.stats) },
            Route("POST", "/_stub/reset") { _ in
                await state.reset()
                return .json(["reset": true])
            },
        ]
    }

    /// Whether `path` belongs to the admin API (so it is neither counted nor faulted).
    static func owns(_ path: String) -> Bool {
        path == "/_stub" || path.hasPrefix("/_stub/")
    }
}
