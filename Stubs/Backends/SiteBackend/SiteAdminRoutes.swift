import Foundation
import SiteContract
import StubServer

/// `/_stub/site/...`: what a test of the sites API does behind the client's back: end every
/// access token, or change a task as another user would.
struct SiteAdminRoutes: Sendable {
    let kit: BackendKit
    let store: StubStore<SiteData>
    let tokens: StubStore<SiteTokenBook>

    var routes: [Route] {
        [
            Route("POST", "/_stub/site/expire-tokens") { _ in
                let now = kit.now()
                return .json(["expired": await tokens.edit { $0.revokeAll(now: now) }])
            },
            Route("POST", "/_stub/site/touch") { match in await touch(match.request) },
        ]
    }

    /// `POST /_stub/site/touch?site=S-1&task=2[&title=T][&state=S]`: a new version of the task
    /// (new ETag, `updated_at` now), with the title or state given (any state, even one the
    /// API does not define), as if someone else had edited it. Counted nowhere.
    private func touch(_ request: StubRequest) async -> StubReply {
        guard let siteID = request.queryValue("site"), let taskID = request.queryValue("task") else {
            return .error(.plain, status: 400, code: "invalid_query", message: "name the task: POST /_stub/site/touch?site=S-1&task=2 (optionally &title=..&state=..)")
        }
        let newTitle = request.queryValue("title"), newState = request.queryValue("state")
        if newTitle?.isEmpty == true || newState?.isEmpty == true {
            return .error(.plain, status: 400, code: "invalid_query", message: "title and state, when given, must not be empty")
        }
        let updatedAt = WireTime.epochMilliseconds(kit.now())
        let touched: TouchReply? = await store.edit { data in
            guard let index = data.sites[siteID]?.taskIndex(id: taskID) else { return nil }
            var task = data.sites[siteID]!.tasks[index]
            if let newTitle { task.attributes.title = newTitle }
            if let newState { task.attributes.state = SiteTaskState(rawValue: newState) }
            task.attributes.updatedAt = updatedAt
            data.sites[siteID]!.replaceTask(at: index, with: task)
            return TouchReply(etag: data.sites[siteID]!.etag(ofTask: taskID), task: task)
        }
        guard let touched else {
            return .error(.plain, status: 404, code: "task_not_found", message: "no task \(taskID) in site \(siteID); see GET /api/sites/\(siteID)/tasks")
        }
        return .json(touched)
    }
}

/// The answer of `POST /_stub/site/touch`: the task's new version and its ETag.
private struct TouchReply: Encodable, Sendable {
    var etag: String
    var task: SiteTaskResource
}
