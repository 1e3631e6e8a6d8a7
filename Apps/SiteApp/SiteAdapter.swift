import AppRuntime
import Core
import FoundationEssentials
import OtherFeatureHost
import SiteContract
import SomeFeatureHost

/// App C's backend mapped to Core: JSON:API tasks, pages followed through `links.next` (same
/// origin only), epoch-millisecond times, and writes made against a version (`If-Match` with the
/// `ETag` the person saw). A task's `ETag` is its ``Some/version``.
public struct SiteAdapter: SomeBackend, OtherBackend {
    let backend: JSONBackend
    let site: String
    /// A command a person can paste: `site-app --site S-1 show 2`.
    let command: @Sendable (String) -> String
    let pageSize = SiteAPI.defaultPageSize
    /// More pages than this is a backend bug (a `next` that never ends), not a list.
    let maxPages = 10_000

    init(backend: JSONBackend, site: String, command: @escaping @Sendable (String) -> String) {
        self.backend = backend
        self.site = site
        self.command = command
    }

    /// Page after page, each from the link the last one gave. Any page that fails fails the
    /// list; a task that cannot be read is named and left out. The list gives no `ETag`: a
    /// listed task's version is the time it was last changed (``SiteVersion``), which a write
    /// checks against the task's `ETag` before it is made.
    public func fetchAllSomes() async throws(DomainError) -> SomeListing {
        let deadline = backend.startRead("site \(site)'s tasks")
        var response = try await backend.send(SiteAPI.listTasks.method, SiteAPI.listTasks.segments(["site": site]),
                                              query: [URLQueryItem(name: SiteAPI.pageSizeParameter, value: String(pageSize))],
                                              within: deadline)
        var listing = SomeListing(somes: [])
        var followed = Set<String>()
        for page in 1...maxPages {
            let body = try backend.decode(SiteTaskPageOf<LenientItem<SiteTaskResource>>.self, from: response,
                                          what: "page \(page) of site \(site)'s tasks")
            for item in body.data {
                switch item.result(idKey: "id") {
                case .success(let resource):
                    do {
                        listing.somes.append(try resource.some())
                    } catch {
                        listing.unreadable.append(error)
                    }
                case .failure(let unreadable):
                    listing.unreadable.append(unreadable)
                }
            }
            guard let next = body.links.next else { return listing }
            guard followed.insert(next).inserted else {
                throw .badResponse("the backend linked to \"\(WireError.excerpt(next))\" twice for site \(site)'s tasks; the list would never end")
            }
            response = try await backend.send("GET", link: next, within: deadline)
        }
        throw .badResponse("site \(site) has more than \(maxPages) pages of tasks; refusing to follow more")
    }

    /// One task, with its `ETag` as its version.
    public func fetchSome(id: SomeID) async throws(DomainError) -> Some {
        let response = try await backend.send(SiteAPI.showTask.method, SiteAPI.showTask.segments(["site": site, "id": id.rawValue]))
        let resource = try backend.decode(SiteTaskDocument.self, from: response, what: "task \(id)").data
        var some: Some
        do {
            some = try resource.some()
        } catch {
            throw error.badResponse("task \(id)")
        }
        // Weak or strong, the tag is kept as sent and echoed in `If-Match`: the server decides
        // what it matches (behind a proxy that compresses, every tag it sends is weak).
        if let etag = response.headers[SiteAPI.etagHeader], !etag.isEmpty {
            some.version = etag
        }
        return some
    }

    /// `PATCH` with `If-Match`: never without a version. A 412 says what changed, both
    /// versions, and what to paste to look again, unless the task is done already: the write
    /// then changed nothing (`.unchanged`), whoever made it done.
    public func complete(id: SomeID, preconditions: WritePreconditions) async throws(DomainError) -> SendEffect {
        guard var version = preconditions.version else {
            throw DomainError(.rejected, "task \(id) was not marked done: no version of it was seen to write against, and this backend takes no write without one",
                              hint: lookAgain(id))
        }
        if SiteVersion.isListed(version) {
            // Seen in a list, which gives no ETag: the task's own, if it is still as it was seen.
            let current = try await fetchSome(id: id)
            // Done already, by this write sent before (its sender was killed before it could say
            // so) or by anyone: the write's effect is there.
            if current.status == .done { return .unchanged }
            let now = SiteVersion.listed(current.updatedAt)
            guard now == version else { throw changed(id, seen: version, now: now, refusal: nil) }
            guard let etag = current.version, !SiteVersion.isListed(etag) else {
                throw .badResponse("the backend sent task \(id) without an ETag, so no write can be made against a version of it",
                                   hint: JSONBackend.differentVersionHint)
            }
            version = etag
        }
        do {
            _ = try await backend.send(SiteAPI.updateTask.method, SiteAPI.updateTask.segments(["site": site, "id": id.rawValue]),
                                       body: backend.encode(SiteTaskPatch.done(id: id.rawValue)),
                                       headers: [(SiteAPI.ifMatchHeader, version)])
        } catch where error.status == 412 {
            // The same write sent again (its first send applied, and the run that sent it died
            // before it could say so) finds the task done by it: that is this write's outcome.
            let current = try? await fetchSome(id: id)
            if current?.status == .done { return .unchanged }
            throw changed(id, seen: version, now: current?.version ?? error.headers["etag"], refusal: error)
        } catch where error.status == 428 {
            throw DomainError(.rejected, "the backend requires a version (If-Match) to change task \(id), and refused this one: \(error.message)",
                              hint: lookAgain(id))
        }
        return .changed
    }

    /// "run `site-app --site S-1 show 2`, then `site-app --site S-1 done 2`": look, then write
    /// against what was seen.
    private func lookAgain(_ id: SomeID, why: String = "") -> String {
        let quoted = ShellWord.quoted(id.rawValue)
        return "run `\(command("show \(quoted)"))`\(why), then `\(command("done \(quoted)"))`"
    }

    /// Someone changed the task after the person saw it: what it is now, and the commands to
    /// look again and retry.
    private func changed(_ id: SomeID, seen: String, now: String?, refusal: DomainError?) -> DomainError {
        let versions = "you saw \(SiteVersion.describe(seen))" + (now.map { ", it is now \(SiteVersion.describe($0))" } ?? "")
        var error = DomainError(.rejected, "task \(id) was changed by someone else since you looked (\(versions)); it was not marked done, and nothing was queued",
                                hint: lookAgain(id, why: " to see the change") + " if it still should be done")
        error.status = refusal?.status ?? 412
        error.headers = refusal?.headers ?? [:]
        error.changedSinceSeen = true
        return error
    }

    /// The inspection a task links to.
    public func fetchOther(id: OtherID) async throws(DomainError) -> Other {
        let response = try await backend.send(SiteAPI.showInspection.method,
                                              SiteAPI.showInspection.segments(["site": site, "id": id.rawValue]))
        let inspection = try backend.decode(SiteInspectionDocument.self, from: response, what: "inspection \(id)").data
        return Other(id: OtherID(inspection.id), name: inspection.attributes.name, kind: inspection.attributes.kind)
    }
}

extension SiteTaskResource {
    /// The task as Core's `Some`, or the field that cannot be read. A state this build does not
    /// know is kept as sent (`.unrecognised`).
    func some() throws(UnreadableItem) -> Some {
        guard !id.isEmpty else { throw UnreadableItem(id: nil, field: "id", problem: "is empty") }
        let status: SomeStatus
        switch attributes.state {
        case .open: status = .open
        case .doing: status = .inProgress
        case .done: status = .done
        default: status = .unrecognised(attributes.state.rawValue)
        }
        var due: CalendarDate?
        if let dueOn = attributes.dueOn {
            guard let day = CalendarDate(iso: dueOn) else {
                throw UnreadableItem(id: WireError.excerpt(id), field: "attributes.due_on", problem: "\(WireError.quoted(dueOn)) is not a YYYY-MM-DD date")
            }
            due = day
        }
        let millis = attributes.updatedAt
        guard millis >= 0, millis < 253_402_300_800_000 else {
            throw UnreadableItem(id: WireError.excerpt(id), field: "attributes.updated_at", problem: "\(millis) is not a time in epoch milliseconds")
        }
        let updatedAt = Date(timeIntervalSince1970: Double(millis) / 1000)
        return Some(id: SomeID(id), title: attributes.title, status: status, assignee: attributes.assignee, dueDate: due,
                    otherID: inspectionID.map { OtherID($0) }, updatedAt: updatedAt, version: SiteVersion.listed(updatedAt))
    }
}
