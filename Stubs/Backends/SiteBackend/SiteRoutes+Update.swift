import Foundation
import SiteContract
import StubServer

/// `PATCH /api/sites/{site}/tasks/{id}`: a write guarded by `If-Match`, the sites API's answer
/// to lost updates (it has no idempotency keys; repeating a PATCH that already applied changes
/// nothing).
extension SiteRoutes {
    /// Checks, in order: `If-Match` present (428), the site and task (404), `If-Match` names the
    /// current version (412, with the current `ETag`), the body (422). Then sets the state; a
    /// change bumps `updated_at` and the ETag, setting the state it already has changes neither.
    func update(_ match: RouteMatch) async -> StubReply {
        guard let header = match.request.header(SiteAPI.ifMatchHeader), !header.trimmingCharacters(in: .whitespaces).isEmpty else {
            return .error(Self.errors, status: 428, code: "precondition_required",
                          message: #"PATCH needs an If-Match header; GET the task first and send its ETag (e.g. If-Match: "t2-v1")"#)
        }
        let condition = IfMatch(header)
        let siteID = match["site"], taskID = match["id"], body = match.request.body
        let now = WireTime.epochMilliseconds(kit.now())
        return await store.write { data in
            guard let site = data.sites[siteID] else { return .init(reply: Self.siteNotFound(siteID), changedState: false) }
            guard let index = site.taskIndex(id: taskID) else {
                return .init(reply: Self.taskNotFound(taskID, site: siteID), changedState: false)
            }
            let current = site.etag(ofTask: taskID)
            guard let condition, condition.matches(current, weakly: weakETags) else {
                let message = condition == nil
                    ? "If-Match '\(header)' is not an entity tag; send the task's ETag exactly as received, quotes included (\(current))"
                    : "task \(taskID) changed since \(header); its current ETag is \(current): GET it again, then send If-Match: \(current) if the change still applies"
                return .init(reply: .error(Self.errors, status: 412, code: "precondition_failed", message: message,
                                           headers: [SiteAPI.etagHeader: current]),
                             changedState: false)
            }
            let state: SiteTaskState
            switch Self.requestedState(body, taskID: taskID) {
            case .success(let requested): state = requested
            case .failure(let problem):
                return .init(reply: .error(Self.errors, status: 422, code: problem.code, message: problem.message), changedState: false)
            }
            var task = site.tasks[index]
            let changed = task.attributes.state != state
            if changed {
                task.attributes.state = state
                task.attributes.updatedAt = now
                data.sites[siteID]!.replaceTask(at: index, with: task)
            }
            let etag = data.sites[siteID]!.etag(ofTask: taskID)
            return .init(reply: .jsonAPI(SiteTaskDocument(data: task), headers: [SiteAPI.etagHeader: etag]), changedState: changed)
        }
    }

    /// Why a PATCH body cannot be applied: a 422 code and a message saying what to send.
    struct PatchProblem: Error {
        var code: String
        var message: String
    }

    /// The state a PATCH body asks for: `{"data":{"type":"tasks","id":ID,"attributes":{"state":S}}}`
    /// with S one of open, doing, done and no other attribute.
    static func requestedState(_ body: Data, taskID: String) -> Result<SiteTaskState, PatchProblem> {
        let example = #"{"data":{"type":"tasks","id":"\#(taskID)","attributes":{"state":"done"}}}"#
        guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
              let resource = object["data"] as? [String: Any],
              let attributes = resource["attributes"] as? [String: Any]
        else {
            return .failure(PatchProblem(code: "invalid_body", message: "the body must be a JSON:API document like \(example)"))
        }
        guard resource["type"] as? String == SiteAPI.taskType else {
            return .failure(PatchProblem(code: "invalid_type", message: #"data.type must be "tasks", as in "# + example))
        }
        guard resource["id"] as? String == taskID else {
            return .failure(PatchProblem(code: "id_mismatch", message: "data.id must be the task id of the path, \"\(taskID)\", as a string"))
        }
        if let other = attributes.keys.sorted().first(where: { $0 != "state" }) {
            return .failure(PatchProblem(code: "invalid_attribute", message: "attribute '\(other)' cannot be changed; only state can"))
        }
        guard let raw = attributes["state"] as? String else {
            return .failure(PatchProblem(code: "invalid_state", message: "attributes.state is required: one of open, doing, done"))
        }
        let state = SiteTaskState(rawValue: raw)
        guard SiteTaskState.known.contains(state) else {
            return .failure(PatchProblem(code: "invalid_state", message: "state '\(raw)' cannot be set; use one of open, doing, done"))
        }
        return .success(state)
    }
}
