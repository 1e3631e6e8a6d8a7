/// The state of a task on the sites backend. Open-ended: a newer backend may send a value this
/// contract does not list (`blocked`), and a reader decides what to make of it.
public struct SiteTaskState: RawRepresentable, Codable, Hashable, Sendable {
    /// The state as sent (`open`, `doing`, `done`, or something newer).
    public var rawValue: String
    /// Wraps a state as sent.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Not started.
    public static let open = SiteTaskState(rawValue: "open")
    /// Someone is on it.
    public static let doing = SiteTaskState(rawValue: "doing")
    /// Completed.
    public static let done = SiteTaskState(rawValue: "done")
    /// The values this version of the contract defines.
    public static let known: [SiteTaskState] = [.open, .doing, .done]

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// A task's own fields.
public struct SiteTaskAttributes: Codable, Sendable, Equatable {
    /// What the task is.
    public var title: String
    /// Where it stands.
    public var state: SiteTaskState
    /// `YYYY-MM-DD`, or null.
    public var dueOn: String?
    /// Who is on it, or null.
    public var assignee: String?
    /// Last change, in epoch milliseconds.
    public var updatedAt: Int64

    /// Makes attributes.
    public init(title: String, state: SiteTaskState, dueOn: String? = nil, assignee: String? = nil, updatedAt: Int64) {
        self.title = title
        self.state = state
        self.dueOn = dueOn
        self.assignee = assignee
        self.updatedAt = updatedAt
    }

    enum CodingKeys: String, CodingKey {
        case title, state, assignee
        case dueOn = "due_on"
        case updatedAt = "updated_at"
    }

    /// Encodes every key, writing `null` for absent values as the wire format requires.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(title, forKey: .title)
        try container.encode(state, forKey: .state)
        try container.encode(dueOn, forKey: .dueOn)
        try container.encode(assignee, forKey: .assignee)
        try container.encode(updatedAt, forKey: .updatedAt)
    }
}

/// A JSON:API resource identifier: `{"type":"inspections","id":"7"}`.
public struct SiteResourceIdentifier: Codable, Sendable, Equatable {
    /// The resource's type.
    public var type: String
    /// Its id.
    public var id: String

    /// Makes an identifier.
    public init(type: String, id: String) {
        self.type = type
        self.id = id
    }
}

/// A to-one relationship: `{"data": identifier | null}`.
public struct SiteToOne: Codable, Sendable, Equatable {
    /// What it points at, or nil.
    public var data: SiteResourceIdentifier?

    /// Makes a relationship.
    public init(data: SiteResourceIdentifier?) {
        self.data = data
    }

    /// Encodes `data` even when null, as JSON:API requires for an empty to-one relationship.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(data, forKey: .data)
    }
}

/// A task's relationships.
public struct SiteTaskRelationships: Codable, Sendable, Equatable {
    /// The inspection the task links to (the app's "other").
    public var inspection: SiteToOne?

    /// Makes relationships.
    public init(inspection: SiteToOne?) {
        self.inspection = inspection
    }
}

/// One task as a JSON:API resource object.
public struct SiteTaskResource: Codable, Sendable, Equatable {
    /// Always ``SiteAPI/taskType``.
    public var type: String
    /// String id, unique within its site.
    public var id: String
    /// Its fields.
    public var attributes: SiteTaskAttributes
    /// What it links to.
    public var relationships: SiteTaskRelationships?

    /// Makes a task.
    public init(id: String, attributes: SiteTaskAttributes, inspectionID: String? = nil) {
        self.type = SiteAPI.taskType
        self.id = id
        self.attributes = attributes
        self.relationships = SiteTaskRelationships(
            inspection: SiteToOne(data: inspectionID.map { SiteResourceIdentifier(type: SiteAPI.inspectionType, id: $0) }))
    }

    /// The id of the linked inspection, if any.
    public var inspectionID: String? { relationships?.inspection?.data?.id }
}

/// `GET /api/sites/{site}/tasks`: one page of tasks, the next page's URL in `links.next`.
/// Each item is read as `Item`: ``SiteTaskResource`` as the contract defines it, or a wrapper of
/// it that a reader uses to read each task on its own.
public struct SiteTaskPageOf<Item: Sendable>: Sendable {
    /// The tasks on this page.
    public var data: [Item]
    /// Where the next page is.
    public var links: SitePageLinks
    /// How many tasks the whole list holds, if the backend says.
    public var meta: SitePageMeta?

    /// Makes a page.
    public init(data: [Item], links: SitePageLinks, meta: SitePageMeta?) {
        self.data = data
        self.links = links
        self.meta = meta
    }
}

extension SiteTaskPageOf: Decodable where Item: Decodable {}
extension SiteTaskPageOf: Encodable where Item: Encodable {}
extension SiteTaskPageOf: Equatable where Item: Equatable {}

/// A page of tasks as the contract defines them.
public typealias SiteTaskPage = SiteTaskPageOf<SiteTaskResource>

/// A page's links.
public struct SitePageLinks: Codable, Sendable, Equatable {
    /// The next page, a URL relative to the backend (or absolute, on its own origin); null on
    /// the last page.
    public var next: String?

    /// Makes links.
    public init(next: String?) {
        self.next = next
    }

    /// Encodes `next` even when null.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(next, forKey: .next)
    }
}

/// A page's meta.
public struct SitePageMeta: Codable, Sendable, Equatable {
    /// How many tasks the whole list holds.
    public var total: Int?

    /// Makes meta.
    public init(total: Int?) {
        self.total = total
    }
}

/// `{"data": task}`: one task (`GET` and `PATCH` of `/tasks/{id}`).
public struct SiteTaskDocument: Codable, Sendable, Equatable {
    /// The task.
    public var data: SiteTaskResource

    /// Makes a document.
    public init(data: SiteTaskResource) {
        self.data = data
    }
}

/// The body of `PATCH /tasks/{id}`: `{"data":{"type":"tasks","id":ID,"attributes":{"state":"done"}}}`.
public struct SiteTaskPatch: Codable, Sendable, Equatable {
    /// The resource with only the attributes to change.
    public var data: Resource

    /// The resource part of a patch.
    public struct Resource: Codable, Sendable, Equatable {
        /// Always ``SiteAPI/taskType``.
        public var type: String
        /// The task's id, the same as in the path.
        public var id: String
        /// The attributes to change.
        public var attributes: Attributes
    }

    /// The attributes a patch may change.
    public struct Attributes: Codable, Sendable, Equatable {
        /// The new state.
        public var state: SiteTaskState?
    }

    /// Marks task `id` done.
    public static func done(id: String) -> SiteTaskPatch {
        SiteTaskPatch(data: Resource(type: SiteAPI.taskType, id: id, attributes: Attributes(state: .done)))
    }
}
