import Foundation

/// One backend the stub server plays, as a plug-in: the paths it owns, how its errors look, the
/// header its writes carry their idempotency key in, and what serves its requests. The server
/// (serving, routing, faults, admin, the write log) names no backend: it is handed a list of
/// them (``StubServerConfiguration/backends``).
///
/// ```swift
/// public struct NotesBackend: StubBackend {
///     public var name: String { "notes" }
///     public var pathPrefixes: [String] { ["/notes"] }
///     public var errors: ErrorShape { .plain }
///     public func serve(_ kit: BackendKit) throws -> BackendService {
///         let store = kit.store(name: name, initial: notes)
///         return BackendService(routes: [Route("GET", "/notes") { _ in .json(await store.data) }],
///                               reset: { await store.reset() })
///     }
/// }
/// ```
public protocol StubBackend: Sendable {
    /// Its name in the write log (`api`) and in messages: `notes`.
    var name: String { get }
    /// The first path segments of its requests (`/notes`). A request under none of any backend's
    /// is answered as a web server answers a page it does not have.
    var pathPrefixes: [String] { get }
    /// What its error bodies look like.
    var errors: ErrorShape { get }
    /// The header its writes carry their idempotency key in (`Idempotency-Key`), counted in the
    /// write log; nil for a backend whose writes carry none.
    var idempotencyKeyHeader: String? { get }
    /// Checks what it was given (credentials, settings), before the server opens anything.
    /// - Throws: ``StubServerError/invalidConfiguration(_:)`` saying what to change.
    func validate() throws(StubServerError)
    /// What serves its requests for one run of the server: its routes over data of its own.
    /// - Throws: ``StubServerError`` when what it was given cannot be served.
    func serve(_ kit: BackendKit) throws -> BackendService
}

extension StubBackend {
    public var idempotencyKeyHeader: String? { nil }
    public func validate() throws(StubServerError) {}

    /// Whether `path` is one of this backend's.
    func owns(_ path: String) -> Bool {
        pathPrefixes.contains { path == $0 || path.hasPrefix($0 + "/") }
    }
}

/// What serves one backend's requests while the server runs.
public struct BackendService: Sendable {
    /// Its API routes, tried in order.
    public var routes: [Route]
    /// Routes of its own under `/_stub/` (a test's controls behind the client's back), never
    /// counted or faulted.
    public var adminRoutes: [Route]
    /// Puts its data back as it started (`POST /_stub/reset`).
    public var reset: @Sendable () async -> Void
    /// The reply as it goes out, once routed and faulted: a backend that compresses does it here.
    public var finish: @Sendable (StubReply, StubRequest) -> StubReply

    public init(routes: [Route], adminRoutes: [Route] = [], reset: @escaping @Sendable () async -> Void,
                finish: @escaping @Sendable (StubReply, StubRequest) -> StubReply = { reply, _ in reply }) {
        self.routes = routes
        self.adminRoutes = adminRoutes
        self.reset = reset
        self.finish = finish
    }
}

/// What the server gives every backend: the page cap, the clock, and a store for its data whose
/// writes the server counts.
public struct BackendKit: Sendable {
    /// The most items one page may hold, whatever the request asks for.
    public let maxPageSize: Int
    /// The server's clock, for the times writes are stamped with.
    public let now: @Sendable () -> Date
    /// The folder given in place of the bundled fixtures (``StubServerConfiguration/fixtureRoot``), or nil.
    public let fixtureRoot: URL?
    let counters: StubCounters
    /// Each API's idempotency keys, shared by all of that API's stores.
    let ledgers = SharedLedgers()

    /// A store holding `initial` for the backend `name`: its writes are counted in `/_stub/stats`
    /// and `/_stub/writes`, and ``StubStore/reset()`` puts `initial` back. Every store of one
    /// `name` shares its idempotency keys: a key is bound to one request across the backend.
    public func store<Data: Sendable>(name: String, initial: Data) -> StubStore<Data> {
        StubStore(api: name, initial: initial, counters: counters, ledger: ledgers.ledger(for: name))
    }
}

/// How a backend's error bodies look, and their media type.
public struct ErrorShape: Sendable {
    /// The media type of the error bodies.
    public let contentType: String
    private let makeBody: @Sendable (_ status: Int, _ code: String, _ message: String) -> Data

    /// Errors of `contentType` whose body `body` makes from the status, a code for programs and a
    /// message for people.
    public init(contentType: String = "application/json; charset=utf-8",
                body: @escaping @Sendable (_ status: Int, _ code: String, _ message: String) -> Data) {
        self.contentType = contentType
        makeBody = body
    }

    /// The error body for `status`, `code` and `message`.
    public func body(status: Int, code: String, message: String) -> Data {
        makeBody(status, code, message)
    }

    /// `{"error":{"code":..,"message":..}}`: the server's own errors (admin, a path no backend
    /// owns), and any backend's that has no shape of its own.
    public static let plain = ErrorShape { _, code, message in
        WireJSON.encode(["error": ["code": code, "message": message]])
    }
}
