/// Something a person asks of a screen in the full-screen UI. The shell owns the keys of
/// moving about (Enter to open, `r`, `/`, `f`); everything else a screen can do is an action the
/// screen declares itself, with its key (``ScreenOffer/action(_:key:_:)``), so the shell knows no
/// feature's verbs. A screen says which commands it offers with ``ScreenOffer`` and carries them
/// out in ``Screen/perform(_:)``.
public enum ScreenCommand: Sendable, Hashable {
    /// Open the selected row.
    case open(row: Int)
    /// Load again.
    case refresh
    /// Show only what matches the text; an empty text shows everything.
    case search(String)
    /// Narrow to one of the offer's ``ScreenOffer/choices``.
    case filter(String)
    /// One of the screen's own actions, by the name it offered it under ("done"), on the
    /// selected row, or on the screen's own item when `row` is nil.
    case action(String, row: Int?)

    /// The kinds of command, without their rows and texts; an action keeps its name.
    public enum Kind: Sendable, Hashable {
        case open, refresh, search, filter
        case action(String)
    }

    /// This command's kind.
    public var kind: Kind {
        switch self {
        case .open: .open
        case .refresh: .refresh
        case .search: .search
        case .filter: .filter
        case .action(let name, _): .action(name)
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
    /// For an action, the key that asks for it.
    public var key: Character?

    /// An offer of `kind`, described by `summary`.
    public init(_ kind: ScreenCommand.Kind, _ summary: String, choices: [String] = [], current: String = "") {
        self.kind = kind
        self.summary = summary
        self.choices = choices
        self.current = current
    }

    /// An action of the screen's own: `name` is what ``ScreenCommand/action(_:row:)`` carries,
    /// `key` what a person presses (one the shell does not use for moving about: the `?` list
    /// names those), `summary` what it does ("mark done").
    public static func action(_ name: String, key: Character, _ summary: String) -> ScreenOffer {
        var offer = ScreenOffer(.action(name), summary)
        offer.key = key
        return offer
    }
}
