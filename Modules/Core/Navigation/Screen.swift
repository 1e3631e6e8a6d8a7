/// One screen of a terminal app: the role a view controller plays on a phone.
///
/// A screen loads its data and describes what it shows (``content(_:)``): lines that stay at
/// the top and rows that scroll, selectable or not. It says which commands it offers
/// (``offers``) and carries them out (``perform(_:)``); the shell (AppShell) owns the keys, the
/// viewport, the drawing and the terminal. A screen never touches the terminal.
///
/// The line mode (pipes, `TERM=dumb`, `--plain`) reads typed lines instead of keys: it shows
/// ``render(_:)`` with the ``commands`` help and hands each line to ``handle(_:)``.
@MainActor
public protocol Screen: AnyObject {
    /// A short title for the header and the back-stack ("Somes", "Some #3").
    var title: String { get }

    /// Fetches what the screen shows. Called when the screen is pushed and on refresh; never
    /// throws: failures become the screen's error state.
    func load() async

    /// What the screen shows, every line at most `options.width` display columns. Rows are
    /// drawn on demand, so a long list costs only the rows on screen.
    func content(_ options: RenderOptions) -> ScreenContent

    /// The commands the screen offers now, for the full-screen keys and the `?` overlay.
    var offers: [ScreenOffer] { get }

    /// Carries out one of the offered commands.
    func perform(_ command: ScreenCommand) async -> ScreenAction

    /// The result of the last command or load worth telling (done, refused, saved offline), for
    /// the status line; nil when there is nothing to say.
    var message: ScreenMessage? { get }

    /// The whole screen as text, for one-shot output and the line mode: by default every line
    /// of ``content(_:)``.
    func render(_ options: RenderOptions) -> String

    /// The typed commands the line mode accepts right now, for its help line.
    var commands: [CommandHelp] { get }

    /// Acts on one typed line in the line mode (already trimmed, never empty, never `q` or `b`).
    func handle(_ input: String) async -> ScreenAction

    /// What keeps the screen from showing live data, if anything: a load that failed, or a
    /// cached copy shown instead. A one-shot run exits non-zero when there is one.
    var problem: DomainError? { get }

    /// Shows at once what was kept from the last good load, without asking the backend, marked
    /// as being refreshed; ``load()`` follows and replaces it. The full-screen UI calls it for
    /// the screen it opens on, so the first frame never waits for the network; one-shot output
    /// and the line mode never do.
    /// - Returns: whether there was anything kept to show (when not, the UI waits for the load).
    func showKept() async -> Bool
}

extension Screen {
    /// Nothing, unless the screen says otherwise.
    public var problem: DomainError? { nil }

    /// No commands, unless the screen says otherwise.
    public var offers: [ScreenOffer] { [] }

    /// Nothing happens, unless the screen says otherwise.
    public func perform(_ command: ScreenCommand) async -> ScreenAction { .stay }

    /// Nothing to say, unless the screen says otherwise.
    public var message: ScreenMessage? { nil }

    /// Nothing kept, unless the screen says otherwise.
    public func showKept() async -> Bool { false }

    /// Every line of the content, header first.
    public func render(_ options: RenderOptions) -> String {
        content(options).allLines.joined(separator: "\n")
    }
}

/// What should happen after a screen handled a command.
@MainActor
public enum ScreenAction {
    /// Stay here and render again.
    case stay
    /// Show another screen on top of this one.
    case push(any Screen)
    /// Go back to the previous screen.
    case pop
    /// Leave the app.
    case quit
    /// The input meant nothing here; say so and stay.
    case invalid(String)
}

/// One line of the command help: what to type and what it does.
public struct CommandHelp: Sendable, Hashable {
    /// What to type (`d ID`).
    public var keys: String
    /// What it does (`complete`).
    public var summary: String

    /// Makes a help entry.
    public init(_ keys: String, _ summary: String) {
        self.keys = keys
        self.summary = summary
    }
}

/// How to render: how wide the terminal is, whether colour is on, and how hints are spelled.
public struct RenderOptions: Sendable, Hashable {
    /// The number of display columns no line may exceed.
    public var width: Int
    /// Whether ANSI colour and style sequences may be written.
    public var color: Bool
    /// Keys (interactive) or complete commands (one-shot output).
    public var hints: HintStyle

    /// The narrowest width anything is laid out for; narrower requests are raised to it.
    public static let minimumWidth = 20
    /// The widest width anything is laid out for; wider requests are lowered to it.
    public static let maximumWidth = 1000
    /// The width of output read whole rather than fitted to a screen (standard output is a pipe
    /// or a file, and no `--width` was given): wide enough that no value is cut and no line
    /// wrapped. Tables keep their columns, as wide as their widest value.
    public static let unbounded = 1 << 24

    /// Makes options; widths outside ``minimumWidth``...``maximumWidth`` are brought inside,
    /// except ``unbounded``.
    public init(width: Int, color: Bool, hints: HintStyle = .keys) {
        self.width = width == Self.unbounded ? Self.unbounded : min(max(width, Self.minimumWidth), Self.maximumWidth)
        self.color = color
        self.hints = hints
    }

    /// Whether this output is read whole, not fitted to a width (``unbounded``).
    public var isUnbounded: Bool { width == Self.unbounded }

    /// The words for `suggestion` in this kind of output, or nil when it has none here.
    public func text(for suggestion: Suggestion) -> String? {
        switch hints {
        case .keys:
            return suggestion.interactive
        case .commands(let prefix):
            return suggestion.command.map { "run `\(prefix) \($0)` to \(suggestion.purpose)" }
        }
    }
}

/// How hints are spelled: the one place that decides between a key and a command.
public enum HintStyle: Sendable, Hashable {
    /// Interactive: what to type or press on this screen (`type `o` to open it`).
    case keys
    /// One-shot: a complete command to paste, `prefix` being the app and its context
    /// (`order-app --order 42`).
    case commands(prefix: String)
}

/// Something a person can do next, said both ways: as keys in the interactive UI and as a
/// command after the app and context in one-shot output. ``RenderOptions/text(for:)`` picks.
public struct Suggestion: Sendable, Hashable {
    /// The interactive words (`type `o` to open it`), or nil when there is no key for it.
    public var interactive: String?
    /// The verb and arguments after the app and context (`other 4`), or nil when no command does it.
    public var command: String?
    /// What the command does, after "to" (`open it`).
    public var purpose: String

    /// Makes a suggestion.
    public init(interactive: String?, command: String?, purpose: String) {
        self.interactive = interactive
        self.command = command
        self.purpose = purpose
    }
}
