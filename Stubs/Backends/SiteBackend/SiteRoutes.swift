import Foundation
import SiteContract
import StubServer

/// App C's endpoints: `POST /oauth/token` (OAuth2 client credentials), then `/api/sites/...`
/// with `Authorization: Bearer` an issued token; JSON:API bodies and errors, `ETag`/`If-Match`
/// on writes.
struct SiteRoutes: Sendable {
    let kit: BackendKit
    let store: StubStore<SiteData>
    let tokens: StubStore<SiteTokenBook>
    let client: SiteClient
    /// `If-Match` compared by the opaque part (``SiteBackend/weakETags``).
    let weakETags: Bool

    static var errors: ErrorShape { SiteBackend.errors }

    var routes: [Route] {
        let token = SiteTokenEndpoint(kit: kit, tokens: tokens, client: client)
        return [
            Route(SiteAPI.token.method, SiteAPI.token.pattern) { await token.grant($0) },
            Route(SiteAPI.listTasks.method, SiteAPI.listTasks.pattern) { await authorized($0, list) },
            Route(SiteAPI.showTask.method, SiteAPI.showTask.pattern) { await authorized($0, show) },
            Route(SiteAPI.updateTask.method, SiteAPI.updateTask.pattern) { await authorized($0, update) },
            Route(SiteAPI.showInspection.method, SiteAPI.showInspection.pattern) { await authorized($0, inspection) },
        ]
    }

    /// Lets the request through with a valid access token; otherwise 401 with
    /// `WWW-Authenticate: Bearer error="invalid_token"` and what to do in the detail.
    private func authorized(_ match: RouteMatch, _ handle: (RouteMatch) async -> StubReply) async -> StubReply {
        if let refused = await Self.refusal(match.request, tokens: tokens, now: kit.now()) { return refused }
        return await handle(match)
    }

    /// Nil for a request with a valid access token; else the 401.
    static func refusal(_ request: StubRequest, tokens: StubStore<SiteTokenBook>, now: Date) async -> StubReply? {
        let credentials = request.header("Authorization")?.split(separator: " ", maxSplits: 1)
        guard let credentials, credentials.count == 2, credentials[0].lowercased() == "bearer" else {
            return Self.invalidToken("send Authorization: Bearer <access token>; get a token with POST /oauth/token (grant_type=client_credentials)")
        }
        let token = credentials[1].trimmingCharacters(in: .whitespaces)
        switch await tokens.data.status(of: token, now: now) {
        case .valid:
            return nil
        case .unknown:
            return Self.invalidToken("this access token was not issued by this server; get a new one with POST /oauth/token")
        case .expired:
            return Self.invalidToken("the access token expired; get a new one with POST /oauth/token")
        case .revoked:
            return Self.invalidToken("the access token was revoked; get a new one with POST /oauth/token")
        }
    }

    private func list(_ match: RouteMatch) async -> StubReply {
        let query: SitePageQuery
        do {
            query = try SitePageQuery(match.request, maxPageSize: kit.maxPageSize)
        } catch {
            return .error(Self.errors, status: 400, code: "invalid_query", message: error.message)
        }
        let siteID = match["site"]
        guard let site = await store.data.sites[siteID] else { return Self.siteNotFound(siteID) }
        var offset = 0
        if let text = query.cursor {
            guard let cursor = OffsetCursor(decoding: text, tag: SiteBackend.cursorTag, scope: siteID), cursor.offset <= site.tasks.count else {
                return .error(Self.errors, status: 400, code: "invalid_cursor",
                              message: "invalid page[cursor] '\(text)'; follow links.next from the previous page, or send no cursor for the first page")
            }
            offset = cursor.offset
        }
        let end = min(offset + query.size, site.tasks.count)
        let next = end < site.tasks.count ? query.nextLink(siteID: siteID, offset: end) : nil
        return .jsonAPI(SiteTaskPage(data: Array(site.tasks[offset..<end]), links: SitePageLinks(next: next),
                                     meta: SitePageMeta(total: site.tasks.count)))
    }

    private func show(_ match: RouteMatch) async -> StubReply {
        let siteID = match["site"], taskID = match["id"]
        guard let site = await store.data.sites[siteID] else { return Self.siteNotFound(siteID) }
        guard let index = site.taskIndex(id: taskID) else { return Self.taskNotFound(taskID, site: siteID) }
        return .jsonAPI(SiteTaskDocument(data: site.tasks[index]), headers: [SiteAPI.etagHeader: site.etag(ofTask: taskID)])
    }

    private func inspection(_ match: RouteMatch) async -> StubReply {
        let siteID = match["site"], inspectionID = match["id"]
        guard let site = await store.data.sites[siteID] else { return Self.siteNotFound(siteID) }
        guard let inspection = site.inspections.first(where: { $0.id == inspectionID }) else {
            return .error(Self.errors, status: 404, code: "inspection_not_found", message: "inspection \(inspectionID) not found in site \(siteID)")
        }
        return .jsonAPI(SiteInspectionDocument(data: inspection))
    }

    static func invalidToken(_ message: String) -> StubReply {
        .error(Self.errors, status: 401, code: "invalid_token", message: message,
               headers: [SiteAPI.authenticateHeader: #"Bearer error="invalid_token""#])
    }

    static func siteNotFound(_ id: String) -> StubReply {
        .error(Self.errors, status: 404, code: "site_not_found", message: "site \(id) not found")
    }

    static func taskNotFound(_ id: String, site: String) -> StubReply {
        .error(Self.errors, status: 404, code: "task_not_found", message: "task \(id) not found in site \(site)")
    }
}
