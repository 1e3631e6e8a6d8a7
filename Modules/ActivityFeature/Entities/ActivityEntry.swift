import Core
import FoundationEssentials

/// One thing that happened in a context: a comment, a change of status, a some created, or a
/// kind a newer backend adds.
public struct ActivityEntry: Sendable, Hashable, Codable {
    /// The backend's id of the entry.
    public var id: String
    /// The some it is about, or nil when it is about the whole context.
    public var someID: SomeID?
    /// What kind of thing happened.
    public var kind: ActivityKind
    /// What was said or done, for people.
    public var text: String
    /// Who did it.
    public var author: String
    /// When.
    public var at: Date

    /// Makes an entry.
    public init(id: String, someID: SomeID?, kind: ActivityKind, text: String, author: String, at: Date) {
        self.id = id
        self.someID = someID
        self.kind = kind
        self.text = text
        self.author = author
        self.at = at
    }
}

/// The kind of an activity entry. A kind this build does not know is kept as sent.
public enum ActivityKind: Sendable, Hashable, Codable {
    case comment
    case status
    case created
    /// A kind a newer backend sends ("assigned"), shown as such.
    case unrecognised(String)

    /// The kind from the backend's word.
    public init(_ name: String) {
        switch name {
        case "comment": self = .comment
        case "status": self = .status
        case "created": self = .created
        default: self = .unrecognised(name)
        }
    }

    /// The backend's word for it.
    public var name: String {
        switch self {
        case .comment: "comment"
        case .status: "status"
        case .created: "created"
        case .unrecognised(let name): name
        }
    }

    /// Whether this build knows the kind.
    public var isRecognised: Bool {
        if case .unrecognised = self { return false }
        return true
    }

    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
