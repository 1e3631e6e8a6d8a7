import FoundationEssentials

/// One item of work in a context (an order, a chat room, ...): the entity SomeFeature shows.
public struct Some: Sendable, Hashable, Identifiable {
    /// Its id, unique within its context.
    public var id: SomeID
    /// What it is about, as the backend sent it (untrusted text: render through UIComponent).
    public var title: String
    /// Where it stands.
    public var status: SomeStatus
    /// Who is on it, if anyone.
    public var assignee: String?
    /// The calendar day it is due, if it has one.
    public var dueDate: CalendarDate?
    /// The ``Other`` it is linked to, if any.
    public var otherID: OtherID?
    /// When the backend last changed it.
    public var updatedAt: Date
    /// The backend's name for this state of the some (an `ETag`), for a backend that guards
    /// writes by version: a write names the version the person saw, and the backend refuses it
    /// when someone changed the some since. Nil for a backend that has none.
    public var version: String?

    /// Makes a some.
    public init(
        id: SomeID,
        title: String,
        status: SomeStatus,
        assignee: String? = nil,
        dueDate: CalendarDate? = nil,
        otherID: OtherID? = nil,
        updatedAt: Date,
        version: String? = nil
    ) {
        self.id = id
        self.title = title
        self.status = status
        self.assignee = assignee
        self.dueDate = dueDate
        self.otherID = otherID
        self.updatedAt = updatedAt
        self.version = version
    }
}

/// Where a ``Some`` stands.
///
/// A backend newer than this build may send a status it does not know yet (`blocked`); that
/// is ``unrecognised(_:)``, kept as sent and shown as such, never a reason to drop the some.
public enum SomeStatus: Sendable, Hashable {
    case open
    case inProgress
    case done
    /// A state of the app's own backend beyond these three, which the app declares with the words
    /// a person reads (HAL's `on_hold`, "on hold"): shown and filtered as a state.
    case declared(String, word: String)
    /// A status this build does not know, as the backend's adapter received it (untrusted text).
    case unrecognised(String)

    /// The statuses this build knows, in workflow order.
    public static let known: [SomeStatus] = [.open, .inProgress, .done]

    /// A known status by its normalized name (`open`, `in_progress`, `done`); nil for any other.
    public init?(knownName name: String) {
        switch name {
        case "open": self = .open
        case "in_progress": self = .inProgress
        case "done": self = .done
        default: return nil
        }
    }

    /// The normalized name (`open`, `in_progress`, `done`), or the word as sent when unrecognised:
    /// for `--json` and the wire. The words a person reads are SomeFeature's (`SomeWords`).
    public var name: String {
        switch self {
        case .open: "open"
        case .inProgress: "in_progress"
        case .done: "done"
        case .declared(let name, _): name
        case .unrecognised(let word): word
        }
    }

    /// False for a status this build does not know.
    public var isRecognised: Bool {
        if case .unrecognised = self { return false }
        return true
    }
}
