import Foundation

/// One feature's part of a backend, in files of that backend's plug-in named after the feature:
/// its routes over data of its own (its own fixture files), served beside the backend's own
/// routes with the backend's credentials check and error shape. A backend serves every part
/// its plug-in holds (each plug-in's generated `features` list, made by `scripts/generate` from
/// the types in its folder that conform to this), so a feature adds files and edits nothing
/// shared.
///
/// ```swift
/// struct TeamNotes: BackendFeature {
///     static func serve(_ backend: BackendFeatureKit) throws -> BackendService {
///         let store = backend.store(initial: ["hello"])
///         return BackendService(routes: [backend.route("GET", "/team/:team_id/notes") { _ in .json(await store.data) }],
///                               reset: { await store.reset() })
///     }
/// }
/// ```
public protocol BackendFeature: Sendable {
    /// What serves the feature's requests on `backend` for one run of the server.
    /// - Throws: ``StubServerError`` when its fixtures cannot be read.
    static func serve(_ backend: BackendFeatureKit) throws -> BackendService
}

/// What a backend hands each feature part: the server's kit, the backend's name (its writes
/// are logged under it), its error shape, the header its writes carry their idempotency key in,
/// its contexts and their items, its credentials check, and where its fixtures are when
/// `stub-server --fixtures` names a folder.
public struct BackendFeatureKit: Sendable {
    /// The page cap, the clock, and stores whose writes the server counts.
    public let kit: BackendKit
    /// The backend's name: `team`.
    public let name: String
    /// What the backend's error bodies look like.
    public let errors: ErrorShape
    /// The header the backend's writes carry their idempotency key in.
    public let idempotencyKeyHeader: String
    /// The backend's own contexts (a team, say: what its paths name first) by id, each with the ids of the
    /// items it serves there, as its fixtures hold them: what a part about those items (their
    /// activity, comments on them) checks its fixtures and its requests against.
    public let contexts: [String: Set<String>]
    private let refusal: @Sendable (StubRequest) async -> StubReply?

    /// The kit for a backend named `name` serving `contexts`; `refusal` is nil for a request
    /// with the backend's credentials and otherwise the reply refusing it (a 401 saying what to send).
    public init(kit: BackendKit, name: String, errors: ErrorShape, idempotencyKeyHeader: String, contexts: [String: Set<String>],
                refusal: @escaping @Sendable (StubRequest) async -> StubReply?) {
        self.kit = kit
        self.name = name
        self.errors = errors
        self.idempotencyKeyHeader = idempotencyKeyHeader
        self.contexts = contexts
        self.refusal = refusal
    }

    /// A route answered by `handle` for a request with the backend's credentials, and refused
    /// as the backend refuses any other.
    public func route(_ method: String, _ path: String, _ handle: @escaping @Sendable (RouteMatch) async -> StubReply) -> Route {
        let refusal = refusal
        return Route(method, path) { match in
            if let refused = await refusal(match.request) { return refused }
            return await handle(match)
        }
    }

    /// The folder of a part's fixture files `name` (`inspection`): `name` in the kit's
    /// ``BackendKit/fixtureRoot`` when
    /// the server was given a folder of fixtures (a part whose folder is missing there serves
    /// nothing, as a backend whose folder is missing does), else the folder among `bundle`'s
    /// resources (`Bundle.module` of the plug-in: `Fixtures/inspection`).
    /// - Throws: `StubServerError.invalidFixture` when the bundle has no fixtures.
    public func fixtures(_ name: String, in bundle: Bundle) throws(StubServerError) -> URL {
        if let root = kit.fixtureRoot { return root.appendingPathComponent(name, isDirectory: true) }
        return try FixtureFiles.bundled(name, in: bundle)
    }

    /// A store holding `initial`, its writes counted under the backend's name.
    public func store<Data: Sendable>(initial: Data) -> StubStore<Data> {
        kit.store(name: name, initial: initial)
    }

    /// The idempotency key `request` carries, or the 400 that says to send one.
    public func idempotencyKey(_ request: StubRequest) -> Result<String, ReplyError> {
        guard let key = request.header(idempotencyKeyHeader), !key.isEmpty else {
            return .failure(ReplyError(.error(errors, status: 400, code: "missing_idempotency_key",
                                              message: "\(request.method) needs an \(idempotencyKeyHeader) header; send a new unique key per change and the same key when retrying it")))
        }
        return .success(key)
    }
}

/// A reply that ends a request early, as an error value.
public struct ReplyError: Error, Sendable {
    /// The reply to send.
    public let reply: StubReply
    /// Wraps `reply`.
    public init(_ reply: StubReply) { self.reply = reply }
}

extension BackendService {
    /// This service with each of `features`' routes after its own, their admin routes after its
    /// own, and their resets run with its own.
    /// - Throws: what a feature part throws when its fixtures cannot be read.
    public func adding(_ features: [any BackendFeature.Type], _ backend: BackendFeatureKit) throws -> BackendService {
        var service = self
        for feature in features {
            let part = try feature.serve(backend)
            service.routes += part.routes
            service.adminRoutes += part.adminRoutes
            let before = service.reset
            service.reset = {
                await before()
                await part.reset()
            }
        }
        return service
    }
}
