/// What the full-screen UI needs of a terminal: its size, raw mode and the alternate screen,
/// somewhere to write, and the events it reacts to.
///
/// ``LiveTerminal`` is the process's own terminal; ``VirtualTerminal`` is one in memory, for
/// tests and the frame benchmark.
@MainActor
public protocol TerminalDevice: AnyObject {
    /// The size now.
    var size: TerminalSize { get }
    /// Takes the terminal over: raw mode, the alternate screen, the cursor hidden.
    /// - Throws: when the terminal cannot be put in raw mode; nothing was changed then.
    func enter() throws(TerminalError)
    /// Gives the terminal back as it was. Safe to call more than once.
    func leave()
    /// Ctrl-Z: gives the terminal back, stops the process as the shell's job control does, and
    /// once the shell continues it (`fg`), takes the terminal over again. The caller redraws.
    func suspend()
    /// Writes text (and escape sequences) as they are.
    func write(_ text: String)
    /// Keys, resizes, ticks and signals, from ``enter()`` until ``leave()``.
    var events: AsyncStream<TerminalEvent> { get }
}

/// Something the full-screen UI reacts to.
public enum TerminalEvent: Sendable, Hashable {
    /// A key was pressed.
    case key(Key)
    /// The terminal has a new size.
    case resize(TerminalSize)
    /// Time passed: the spinner moves on. A live terminal ticks ten times a second; a test
    /// ticks when it wants to.
    case tick
    /// The process was asked to stop (SIGTERM, SIGHUP, SIGINT).
    case signal(Int32)
    /// Input ended: the terminal is gone.
    case closed
}

/// The terminal could not be taken over.
public struct TerminalError: Error, CustomStringConvertible, Sendable {
    /// What failed, for a person.
    public let description: String

    /// Makes an error saying `description`.
    public init(_ description: String) {
        self.description = description
    }
}
