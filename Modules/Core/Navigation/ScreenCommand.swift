/// Something a person asks of a screen in the full-screen UI. The shell chooses the keys
/// (Enter, `d`, `o`, `r`, `/`, `f`); a screen says which commands it offers with
/// ``ScreenOffer`` and carries them out in ``Screen/perform(_:)``.
public enum ScreenCommand: Sendable, Hashable {
    /// Open the selected row.
    case open(row: Int)
    /// Mark the selected row done, or the screen's own item when `row` is nil.
    case complete(row: Int?)
    /// Show what the selected row, or the screen's own item, is linked to.
    case openLinked(row: Int?)
    /// Load again.
    case refresh
    /// Show only what matches the text; an empty text shows everything.
    case search(String)
    /// Narrow to one of the offer's ``ScreenOffer/choices``.
    case filter(String)

    /// The kinds of command, without their arguments.
    public enum Kind: Sendable, Hashable, CaseIterable {
        case open, complete, openLinked, refresh, search, filter
    }

    /// This command's kind.
    public var kind: Kind {
        switch self {
        case .open: .open
        case .complete: .complete
        case .openLinked: .openLinked
        case .refresh: .refresh
        case .search: .search
        case .filter: .filter
        }
    }
}

/// One command a screen offers now, in words for the key list.
public struct ScreenOffer: Sendable, Hashable {
    /// Which command.
    public var kind: ScreenCommand.Kind
    /// What it does, in a few words ("mark done").
    public var summary: String
    /// For a filter, the choices in the order its key steps through them.
    public var choices: [String]
    /// For a search or a filter, what is in force now ("", "done").
    public var current: String

    /// An offer of `kind`, described by `summary`.
    public init(_ kind: ScreenCommand.Kind, _ summary: String, choices: [String] = [], current: String = "") {
        self.kind = kind
        self.summary = summary
        self.choices = choices
        self.current = current
    }
}
