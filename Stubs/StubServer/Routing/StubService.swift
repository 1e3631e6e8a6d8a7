import Foundation

/// The whole behaviour of the stub server, without HTTP plumbing: counts the request, decides
/// its fault, routes it, compresses a sites API reply when asked, and says how the reply must be
/// damaged on the way out.
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

    let state: StubState
    let controls: StubControls
    /// What a delay fault is slept on.
    let delayClock: any Clock<Duration>
    private let apiRoutes: [Route]
    private let adminRoutes: [Route]

    /// The service `configuration` describes, over fresh state from its fixtures (the bundled
    /// ones unless it names others): what the server serves and the in-memory backend answers.
    /// - Throws: `StubServerError` when a setting or fixture is invalid.
    init(configuration: StubServerConfiguration) throws {
        try configuration.validate()
        let state = StubState(fixtures: try configuration.fixtures ?? StubFixtures.bundled())
        let environment = RouteEnvironment(
            state: state, maxPageSize: configuration.maxPageSize,
            orderToken: configuration.orderToken, chatToken: configuration.chatToken,
            site: .init(id: configuration.siteClientID, secret: configuration.siteClientSecret, tokenLifetime: configuration.siteTokenLifetime),
            now: configuration.now
        )
        self.init(environment: environment, controls: StubControls(runFaults: configuration.runFaults), delayClock: configuration.delayClock)
    }

    init(environment: RouteEnvironment, controls: StubControls, delayClock: any Clock<Duration>) {
        self.state = environment.state
        self.controls = controls
        self.delayClock = delayClock
        self.apiRoutes = OrderRoutes(environment: environment).routes + ChatRoutes(environment: environment).routes
            + SiteRoutes(environment: environment).routes
        self.adminRoutes = AdminRoutes(state: environment.state, controls: controls, now: environment.now).routes
    }

    func respond(to request: StubRequest) async -> Outcome {
        let api = StubAPI.owning(path: request.path)
        if AdminRoutes.owns(request.path) {
            return Outcome(reply: await route(request, in: adminRoutes, api: api))
        }
        let number = await state.recordRequest()
        let key = WriteLog.key(of: request, api: api)
        if let key { await state.beginWrite(api: api, key: key) }
        var outcome = await respondToAPI(request, api: api, number: number)
        if let key { await state.endWrite(api: api, key: key) }
        if api == .site {
            outcome.reply = Self.encoded(outcome.reply, accepting: request.header("Accept-Encoding"))
        }
        return outcome
    }

    /// `reply` gzip-compressed when the client accepts gzip, for the sites API. It is the last
    /// step: a `malformed` body is compressed as it is, and `truncate` / `close` cut the
    /// compressed bytes, as a broken connection would.
    private static func encoded(_ reply: StubReply, accepting acceptEncoding: String?) -> StubReply {
        var reply = reply
        reply.headers["Vary"] = "Accept-Encoding"
        guard AcceptEncoding.acceptsGzip(acceptEncoding) else { return reply }
        reply.body = Gzip.encode(reply.body)
        reply.headers["Content-Encoding"] = "gzip"
        return reply
    }

    private func respondToAPI(_ request: StubRequest, api: StubAPI, number: Int) async -> Outcome {
        await controls.gate()
        let runFaults = await controls.runFaults
        let plan: FaultPlan?
        do {
            plan = try requestedFault(request) ?? runFaults.plan(forRequestNumber: number)
        } catch {
            return Outcome(reply: .error(api, status: 400, code: "invalid_fault", message: "X-Stub-Fault / stub_fault: \(error.description)"))
        }
        guard let plan else {
            return Outcome(reply: await route(request, in: apiRoutes, api: api))
        }
        if plan.delayMilliseconds > 0 {
            try? await delayClock.sleep(for: .milliseconds(plan.delayMilliseconds))
        }
        switch plan.failure {
        case .status(let code):
            var reply = StubReply.error(api, status: code, code: "stub_fault", message: "injected fault: status \(code)")
            if let seconds = plan.retryAfterSeconds { reply.headers["Retry-After"] = String(seconds) }
            return Outcome(reply: reply, fault: plan)
        case .malformed:
            let real = await route(request, in: apiRoutes, api: api)
            return Outcome(reply: StubReply(status: 200, body: MalformedBody.make(from: real.body), contentType: real.contentType), fault: plan)
        case .truncate, .close:
            return Outcome(reply: await route(request, in: apiRoutes, api: api), transport: plan.failure, fault: plan)
        case nil:
            return Outcome(reply: await route(request, in: apiRoutes, api: api), fault: plan)
        }
    }

    /// The fault a request asks for itself, which replaces any run fault for that request.
    private func requestedFault(_ request: StubRequest) throws(FaultSpecError) -> FaultPlan? {
        guard let spec = request.header("X-Stub-Fault") ?? request.queryValue("stub_fault") else { return nil }
        return try FaultPlan(spec: spec)
    }

    private func route(_ request: StubRequest, in routes: [Route], api: StubAPI) async -> StubReply {
        for route in routes {
            if let parameters = route.pattern.match(request) {
                return await route.handle(RouteMatch(request: request, parameters: parameters))
            }
        }
        guard StubAPI.isUnder(path: request.path) || AdminRoutes.owns(request.path) else { return .pageNotFound() }
        return .error(api, status: 404, code: "route_not_found",
                      message: "no route for \(request.method) \(request.path); see docs/backends.md for the endpoints")
    }
}
