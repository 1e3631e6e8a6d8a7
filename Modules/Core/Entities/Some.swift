import Foundation

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

    /// Makes a some.
    public init(
        id: SomeID,
        title: String,
        status: SomeStatus,
        assignee: String? = nil,
        dueDate: CalendarDate? = nil,
        otherID: OtherID? = nil,
        updatedAt: Date
    ) {
        self.id = id
        self.title = title
        self.status = status
        self.assignee = assignee
        self.dueDate = dueDate
        self.otherID = otherID
        self.updatedAt = updatedAt
    }
}

/// Where a ``Some`` stands.
public enum SomeStatus: String, Sendable, Hashable, CaseIterable, Codable {
    case open
    case inProgress = "in_progress"
    case done

    /// Words for a person: "open", "in progress", "done".
    public var label: String {
        switch self {
        case .open: "open"
        case .inProgress: "in progress"
        case .done: "done"
        }
    }
}
