import Foundation

/// `/_stub/...`: counters, reset and run-time controls, without auth and never faulted. A
/// backend may add routes of its own under `/_stub/` (``BackendService/adminRoutes``).
struct AdminRoutes: Sendable {
    let counters: StubCounters
    let controls: StubControls
    /// Puts every backend's data back as it started.
    let resetBackends: @Sendable () async -> Void

    var routes: [Route] {
        [
            Route("GET", "/_stub/stats") { _ in .json(await counters.stats) },
            Route("GET", "/_stub/writes") { _ in .json(await counters.writeLog) },
            Route("POST", "/_stub/reset") { _ in
                await counters.reset()
                await resetBackends()
                await controls.reset()
                return .json(["reset": true])
            },
            Route("POST", "/_stub/faults") { match in await setFaults(match.request) },
            Route("POST", "/_stub/hold") { _ in
                await controls.hold()
                return .json(["holding": true])
            },
            Route("POST", "/_stub/release") { _ in .json(["released": await controls.release()]) },
            Route("GET", "/_stub/held") { match in await waitUntilHeld(match.request) },
        ]
    }

    /// `POST /_stub/faults?spec=SPEC&every=N`: the run faults from now on; no `spec` clears them.
    private func setFaults(_ request: StubRequest) async -> StubReply {
        guard let spec = request.queryValue("spec"), !spec.isEmpty else {
            await controls.setRunFaults(.none)
            return .json(FaultsReply(faults: nil, every: 1))
        }
        let plan: FaultPlan
        do {
            plan = try FaultPlan(spec: spec)
        } catch {
            return .error(.plain, status: 400, code: "invalid_fault", message: "spec: \(error.description)")
        }
        let every: Int
        do {
            every = try QueryNumber.positive("every", in: request, default: 1)
        } catch {
            return .error(.plain, status: 400, code: "invalid_query", message: error.message)
        }
        await controls.setRunFaults(RunFaults(plan: plan, every: every))
        return .json(FaultsReply(faults: plan.spec, every: every))
    }

    /// `GET /_stub/held?count=N&timeout_ms=M`: answers once N requests (default 1) are held;
    /// 504 when that does not happen within M ms (default 10,000).
    private func waitUntilHeld(_ request: StubRequest) async -> StubReply {
        let count: Int, timeout: Int
        do {
            count = try QueryNumber.positive("count", in: request, default: 1)
            timeout = try QueryNumber.positive("timeout_ms", in: request, default: 10_000)
        } catch {
            return .error(.plain, status: 400, code: "invalid_query", message: error.message)
        }
        guard await controls.waitUntilHeld(count, timeout: .milliseconds(timeout)) else {
            let held = await controls.heldCount
            return .error(.plain, status: 504, code: "not_held",
                          message: "\(held) of \(count) requests held after \(timeout) ms; POST /_stub/hold first, then make the requests")
        }
        return .json(["held": await controls.heldCount])
    }

    /// Whether `path` belongs to the admin API (so it is neither counted nor faulted).
    static func owns(_ path: String) -> Bool {
        path == "/_stub" || path.hasPrefix("/_stub/")
    }
}

/// The answer of `POST /_stub/faults`.
private struct FaultsReply: Encodable {
    var faults: String?
    var every: Int
}
