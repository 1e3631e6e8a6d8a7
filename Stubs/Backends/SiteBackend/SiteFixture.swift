import SiteContract
import StubServer

/// One site's fixture file (`Fixtures/sites/{site_id}.json`): its tasks and inspections as the
/// sites API serves them (JSON:API resource objects), in the order the list serves them.
///
/// ```json
/// {"site_id":"S-1","tasks":[{"type":"tasks","id":"1","attributes":{..},"relationships":{..}}],
///  "inspections":[{"type":"inspections","id":"7","attributes":{"name":"..","kind":".."}}]}
/// ```
public struct SiteFixture: Codable, Sendable, Equatable {
    /// The site id as it appears in paths, e.g. `S-1`.
    public var siteID: String
    /// Its tasks, served in this order.
    public var tasks: [SiteTaskResource]
    /// The inspections its tasks link to; `[]` when the file has none.
    public var inspections: [SiteInspectionResource]
    /// Each task's version by task id, from 1 and bumped by every change: what its ETag is made
    /// of. Server state, not part of the file.
    private(set) var versions: [String: Int]

    /// Makes a fixture from values, e.g. a test's own small data set; every task starts at
    /// version 1. A task without relationships gets an explicit `"inspection":{"data":null}`,
    /// so absent links are sent as `null` like every other absent value.
    public init(siteID: String, tasks: [SiteTaskResource], inspections: [SiteInspectionResource] = []) {
        self.siteID = siteID
        self.tasks = tasks.map(Self.withExplicitRelationships)
        self.inspections = inspections
        self.versions = Dictionary(tasks.map { ($0.id, 1) }, uniquingKeysWith: { first, _ in first })
    }

    enum CodingKeys: String, CodingKey {
        case siteID = "site_id"
        case tasks, inspections
    }

    /// Reads a fixture file; `inspections` may be absent.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            siteID: try container.decode(String.self, forKey: .siteID),
            tasks: try container.decode([SiteTaskResource].self, forKey: .tasks),
            inspections: try container.decodeIfPresent([SiteInspectionResource].self, forKey: .inspections) ?? []
        )
    }

    /// Writes the file's fields (never the versions).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(siteID, forKey: .siteID)
        try container.encode(tasks, forKey: .tasks)
        try container.encode(inspections, forKey: .inspections)
    }

    /// The index of the task with `id`, if any.
    func taskIndex(id: String) -> Int? {
        tasks.firstIndex { $0.id == id }
    }

    /// The strong ETag of task `id` as sent in `ETag`: `"t{id}-v{version}"`, e.g. `"t2-v1"`.
    public func etag(ofTask id: String) -> String {
        "\"t\(id)-v\(versions[id, default: 1])\""
    }

    /// Replaces task `index` with `task` as a new version: its ETag changes.
    mutating func replaceTask(at index: Int, with task: SiteTaskResource) {
        tasks[index] = task
        versions[task.id, default: 1] += 1
    }

    private static func withExplicitRelationships(_ task: SiteTaskResource) -> SiteTaskResource {
        var task = task
        if task.relationships?.inspection == nil {
            task.relationships = SiteTaskRelationships(inspection: SiteToOne(data: nil))
        }
        return task
    }
}
