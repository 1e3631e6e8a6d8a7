/// A key press, decoded from the bytes a terminal sends (see ``KeyDecoder``).
public enum Key: Hashable, Sendable {
    /// A printable character, space included.
    case character(Character)
    /// Return or Enter.
    case enter
    /// Escape, alone (not the start of a sequence).
    case escape
    /// Tab.
    case tab
    /// Backspace (DEL or Ctrl-H).
    case backspace
    /// The Delete key.
    case delete
    /// An arrow key.
    case up, down, left, right
    /// Home and End.
    case home, end
    /// Page Up and Page Down.
    case pageUp, pageDown
    /// A control chord, as its lowercase letter: Ctrl-C is `.control("c")`.
    case control(Character)
}
