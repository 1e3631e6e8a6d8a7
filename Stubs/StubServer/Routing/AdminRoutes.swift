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
            // `POST /_stub/fault?spec=status=503` faults every API request from now on, as
            // `X-Stub-Fault` does for one; no `spec` (or an empty one) stops it.
            Route("POST", "/_stub/fault") { match in
                let spec = match.request.queryValue("spec") ?? ""
                if spec.isEmpty {
                    await state.setInjectedFault(nil)
                    return .json(["fault": ""])
                }
                do {
                    await state.setInjectedFault(try FaultPlan(spec: spec))
                    return .json(["fault": spec])
                } catch {
                    return .error(.order, status: 400, code: "invalid_fault", message: "spec: \(String(describing: error))")
                }
            },
        ]
    }

    /// Whether `path` belongs to the admin API (so it is neither counted nor faulted).
    static func owns(_ path: String) -> Bool {
        path == "/_stub" || path.hasPrefix("/_stub/")
    }
}
