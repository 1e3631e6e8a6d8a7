import Foundation

/// The whole behaviour of the stub server, without HTTP plumbing: counts the request, decides
/// its fault, hands it to the backend that owns its path, lets that backend finish the reply
/// (compress it), and says how the reply must be damaged on the way out.
struct StubService: Sendable {
    /// What to send back for one request.
    struct Outcome: Sendable {
        /// The reply, already reflecting a `status=` or `malformed` fault.
        var reply: StubReply
        /// A fault the transport must apply (`truncate` or `close`).
        var transport: FaultPlan.Failure?
        /// The fault spec that applied, for the request log.
        var fault: FaultPlan?
    }

    /// One backend and what serves it.
    private struct Served: Sendable {
        let backend: any StubBackend
        let service: BackendService
    }

    let counters: StubCounters
    let controls: StubControls
    /// What a delay fault is slept on.
    let delayClock: any Clock<Duration>
    private let served: [Served]
    private let adminRoutes: [Route]

    /// The service `configuration` describes: its backends, each serving data of its own.
    /// - Throws: `StubServerError` when a setting is invalid or a backend cannot serve.
    init(configuration: StubServerConfiguration) throws {
        try configuration.validate()
        let counters = StubCounters()
        let kit = BackendKit(maxPageSize: configuration.maxPageSize, now: configuration.now, fixtureRoot: configuration.fixtureRoot,
                             counters: counters)
        let served = try configuration.backends.map { Served(backend: $0, service: try $0.serve(kit)) }
        let controls = StubControls(runFaults: configuration.runFaults)
        self.counters = counters
        self.controls = controls
        self.delayClock = configuration.delayClock
        self.served = served
        let resets = served.map(\.service.reset)
        self.adminRoutes = AdminRoutes(counters: counters, controls: controls, resetBackends: {
            for reset in resets { await reset() }
        }).routes + served.flatMap(\.service.adminRoutes)
    }

    func respond(to request: StubRequest) async -> Outcome {
        if AdminRoutes.owns(request.path) {
            return Outcome(reply: await route(request, in: adminRoutes, errors: .plain))
        }
        let number = await counters.recordRequest()
        let owner = served.first { $0.backend.owns(request.path) }
        let key = owner?.backend.idempotencyKeyHeader.flatMap { request.header($0) }.flatMap { $0.isEmpty ? nil : $0 }
        if let owner, let key { await counters.beginWrite(api: owner.backend.name, key: key) }
        var outcome = await respondToAPI(request, owner: owner, number: number)
        if let owner, let key { await counters.endWrite(api: owner.backend.name, key: key) }
        if let owner { outcome.reply = owner.service.finish(outcome.reply, request) }
        return outcome
    }

    /// Puts every backend's data and the counters back as they started, nothing held
    /// (`POST /_stub/reset`).
    func reset() async {
        await counters.reset()
        for backend in served { await backend.service.reset() }
        await controls.reset()
    }

    private func respondToAPI(_ request: StubRequest, owner: Served?, number: Int) async -> Outcome {
        let errors = owner?.backend.errors ?? .plain
        await controls.gate()
        let runFaults = await controls.runFaults
        let plan: FaultPlan?
        do {
            plan = try requestedFault(request) ?? runFaults.plan(forRequestNumber: number)
        } catch {
            return Outcome(reply: .error(errors, status: 400, code: "invalid_fault", message: "X-Stub-Fault / stub_fault: \(error.description)"))
        }
        guard let plan else {
            return Outcome(reply: await route(request, owner: owner))
        }
        if plan.delayMilliseconds > 0 {
            try? await delayClock.sleep(for: .milliseconds(plan.delayMilliseconds))
        }
        var outcome: Outcome
        switch plan.failure {
        case .status(let code):
            var reply = StubReply.error(errors, status: code, code: "stub_fault", message: "injected fault: status \(code)")
            if let seconds = plan.retryAfterSeconds { reply.headers["Retry-After"] = String(seconds) }
            outcome = Outcome(reply: reply, fault: plan)
        case .malformed:
            let real = await route(request, owner: owner)
            outcome = Outcome(reply: StubReply(status: 200, body: MalformedBody.make(from: real.body), contentType: real.contentType), fault: plan)
        case .truncate, .close:
            outcome = Outcome(reply: await route(request, owner: owner), transport: plan.failure, fault: plan)
        case nil:
            outcome = Outcome(reply: await route(request, owner: owner), fault: plan)
        }
        outcome.reply.headers.merge(plan.headers) { _, fault in fault }
        return outcome
    }

    /// The fault a request asks for itself, which replaces any run fault for that request.
    private func requestedFault(_ request: StubRequest) throws(FaultSpecError) -> FaultPlan? {
        guard let spec = request.header("X-Stub-Fault") ?? request.queryValue("stub_fault") else { return nil }
        return try FaultPlan(spec: spec)
    }

    /// The owner's answer; a path no backend owns is a page this server does not have.
    private func route(_ request: StubRequest, owner: Served?) async -> StubReply {
        guard let owner else { return .pageNotFound() }
        return await route(request, in: owner.service.routes, errors: owner.backend.errors)
    }

    private func route(_ request: StubRequest, in routes: [Route], errors: ErrorShape) async -> StubReply {
        for route in routes {
            if let parameters = route.pattern.match(request) {
                return await route.handle(RouteMatch(request: request, parameters: parameters))
            }
        }
        return .error(errors, status: 404, code: "route_not_found",
                      message: "no route for \(request.method) \(request.path); see docs/backends.md for the endpoints")
    }
}
