import Core

/// Something around the screens that the full-screen UI asks along the way: a sandbox uses it to
/// switch scenario, width, colour and clock while it runs, and to show a scenario file again
/// when it changes on disk; an app, to put in the status line what the run could not keep on
/// disk.
///
/// The session asks it on every tick (ten times a second on a live terminal, whenever a test
/// sends one), so a host that watches a file polls it on the session's own clock.
@MainActor
public protocol FullScreenHost: AnyObject {
    /// The keys the host answers, for the `?` list; they work while browsing, not while typing
    /// a search.
    var keys: [HostKey] { get }
    /// Lay the screens out for at most this many columns; nil: the terminal's width.
    var layoutWidth: Int? { get }
    /// Whether colour is on now.
    var color: Bool { get }
    /// A line above the status line (the current settings); nil for none.
    var footer: String? { get }
    /// One of ``keys`` was pressed while `stack` (root first) was shown.
    func handle(_ key: Character, stack: [any Screen]) -> HostChange?
    /// Time passed; a change when something the host watches changed.
    func tick(stack: [any Screen]) -> HostChange?
}

/// A key a ``FullScreenHost`` answers.
public struct HostKey: Sendable, Hashable {
    /// The character typed.
    public var key: Character
    /// What it does, for the `?` list.
    public var summary: String

    /// Makes a key.
    public init(_ key: Character, _ summary: String) {
        self.key = key
        self.summary = summary
    }
}

/// What a ``FullScreenHost`` changed: the whole frame is drawn again, with new screens if it
/// gives them.
@MainActor
public struct HostChange {
    /// The screens to show instead, root first; each is loaded again, and each level keeps its
    /// selection where it can. Nil keeps the screens.
    public var stack: [any Screen]?
    /// What the status line says about it.
    public var message: ScreenMessage?

    /// Makes a change.
    public init(stack: [any Screen]? = nil, message: ScreenMessage? = nil) {
        self.stack = stack
        self.message = message
    }
}
