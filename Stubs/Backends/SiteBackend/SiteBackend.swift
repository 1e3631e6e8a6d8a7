import Foundation
import SiteContract
import StubServer

/// App C's backend, as a stub-server plug-in: OAuth2 client credentials (`POST /oauth/token`),
/// then `/api/sites/...` with an issued bearer token; JSON:API bodies and errors, gzip when
/// asked, `ETag`/`If-Match` on writes (no idempotency keys). Its data is one fixture file per
/// site (`sites/{site_id}.json`); its tests' controls are `/_stub/site/...`.
public struct SiteBackend: StubBackend {
    /// The one client `POST /oauth/token` accepts.
    public var clientID: String
    public var clientSecret: String
    /// How long an access token is good for, in seconds of the server's clock.
    public var tokenLifetime: Int
    /// The sites it serves.
    public var fixtures: [SiteFixture]
    /// Every `ETag` sent weak (`W/"t2-v1"`) and `If-Match` compared by the opaque part, as a
    /// server behind a compressing proxy answers (nginx weakens the tag of every body it gzips).
    public var weakETags: Bool

    /// The backend serving `fixtures` (the bundled ones unless given) to one client.
    public init(clientID: String = SiteDemo.clientID, clientSecret: String = SiteDemo.clientSecret,
                tokenLifetime: Int = SiteDemo.tokenLifetime, fixtures: [SiteFixture]? = nil, weakETags: Bool = false) throws {
        self.weakETags = weakETags
        self.clientID = clientID
        self.clientSecret = clientSecret
        self.tokenLifetime = tokenLifetime
        self.fixtures = try fixtures ?? Self.fixtures(in: FixtureFiles.bundled("sites", in: .module))
    }

    public var name: String { "site" }
    public var pathPrefixes: [String] { ["/api", "/oauth"] }
    public var errors: ErrorShape { Self.errors }
    /// The key a feature part's writes carry (its tasks' own writes go by version, `If-Match`,
    /// and carry none): counted in the write log as every backend's keys are.
    public var idempotencyKeyHeader: String? { SiteAPI.idempotencyKeyHeader }

    /// JSON:API `{"errors":[{status, code, title, detail}]}`, the status's reason phrase as the
    /// title (the same for every occurrence).
    static let errors = ErrorShape(contentType: SiteAPI.mediaType) { status, code, message in
        WireJSON.encode(SiteErrorDocument(errors: [
            SiteErrorObject(status: String(status), code: code, title: HTTPStatusPhrase.phrase(for: status), detail: message),
        ]))
    }
    /// What starts this backend's cursors (``OffsetCursor``).
    static let cursorTag = "s1"

    /// The longest token lifetime: ten years, far past any test, and a date Foundation can still
    /// add to any clock.
    public static let maxTokenLifetime = 10 * 366 * 24 * 3600

    public func validate() throws(StubServerError) {
        for (flag, value) in [("--site-client-id", clientID), ("--site-client-secret", clientSecret)] {
            guard !value.isEmpty, !value.contains(where: \.isWhitespace) else {
                throw .invalidConfiguration("\(flag) must be a non-empty token without spaces")
            }
        }
        guard clientID.firstIndex(of: ":") == nil else {
            throw .invalidConfiguration("--site-client-id must not contain ':', which HTTP Basic uses to end the id")
        }
        guard (1...Self.maxTokenLifetime).contains(tokenLifetime) else {
            throw .invalidConfiguration("--site-token-lifetime must be between 1 and \(Self.maxTokenLifetime) seconds, not \(tokenLifetime)")
        }
    }

    public func serve(_ kit: BackendKit) throws -> BackendService {
        let store = kit.store(name: name, initial: SiteData(sites: Dictionary(uniqueKeysWithValues: fixtures.map { ($0.siteID, $0) })))
        // Sessions outlive a reset: `POST /_stub/reset` restores data, not tokens.
        let tokens = kit.store(name: name, initial: SiteTokenBook())
        let client = SiteClient(id: clientID, secret: clientSecret, tokenLifetime: tokenLifetime)
        let features = BackendFeatureKit(kit: kit, name: name, errors: errors, idempotencyKeyHeader: SiteAPI.idempotencyKeyHeader,
                                         contexts: Dictionary(uniqueKeysWithValues: fixtures.map { ($0.siteID, Set($0.tasks.map(\.id))) })) {
            await SiteRoutes.refusal($0, tokens: tokens, now: kit.now())
        }
        return try BackendService(
            routes: SiteRoutes(kit: kit, store: store, tokens: tokens, client: client, weakETags: weakETags).routes,
            adminRoutes: SiteAdminRoutes(kit: kit, store: store, tokens: tokens).routes,
            reset: { await store.reset() },
            finish: { [weakETags] reply, request in
                Self.encoded(reply, accepting: request.header("Accept-Encoding"), weakETags: weakETags)
            }
        ).adding(Self.features, features)
    }

    /// `reply` gzip-compressed when the client accepts gzip, its `ETag` weakened when told. It is
    /// the last step: a `malformed` body is compressed as it is, and `truncate` / `close` cut the
    /// compressed bytes, as a broken connection would.
    static func encoded(_ reply: StubReply, accepting acceptEncoding: String?, weakETags: Bool = false) -> StubReply {
        var reply = reply
        reply.headers["Vary"] = "Accept-Encoding"
        if weakETags, let etag = reply.headers[SiteAPI.etagHeader] {
            reply.headers[SiteAPI.etagHeader] = IfMatch.weakened(etag)
        }
        guard AcceptEncoding.acceptsGzip(acceptEncoding) else { return reply }
        reply.body = Gzip.encode(reply.body)
        reply.headers["Content-Encoding"] = "gzip"
        return reply
    }

    /// The sites in `folder` (`{site_id}.json` each), checked.
    /// - Throws: `StubServerError.invalidFixture` naming the file and what is wrong with it.
    public static func fixtures(in folder: URL) throws -> [SiteFixture] {
        let loaded = try FixtureFiles.load(folder, as: SiteFixture.self)
        for (file, site) in loaded { try site.validate(file: file) }
        return loaded.map(\.fixture)
    }
}

/// What the backend serves and changes: the sites by id.
struct SiteData: Sendable {
    var sites: [String: SiteFixture]
}

/// The one client `POST /oauth/token` knows.
struct SiteClient: Sendable {
    let id: String
    let secret: String
    let tokenLifetime: Int
}

extension StubReply {
    /// A reply of the sites API: `value` encoded as a JSON:API document.
    static func jsonAPI(_ value: some Encodable, status: Int = 200, headers: [String: String] = [:]) -> StubReply {
        .json(value, status: status, contentType: SiteAPI.mediaType, headers: headers)
    }
}
