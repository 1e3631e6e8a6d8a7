/// The few escape sequences the full-screen UI writes, in one place.
enum ControlSequence {
    static let escape = "\u{1B}["
    /// Switches to the alternate screen, hides the cursor, turns auto-wrap off and clears.
    static let enterFullScreen = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[0m\u{1B}[H\u{1B}[2J"
    /// Resets the style, turns auto-wrap on, shows the cursor and goes back to the main screen.
    static let leaveFullScreen = "\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"
    /// Clears the whole screen.
    static let clear = "\u{1B}[0m\u{1B}[H\u{1B}[2J"
    /// Starts reverse video (the selected row when colour is on).
    static let reverse = "\u{1B}[7m"
    /// Resets every style.
    static let reset = "\u{1B}[0m"

    /// Moves to the start of `row` (0-based) and clears the line.
    static func line(_ row: Int) -> String {
        "\u{1B}[\(row + 1);1H\u{1B}[2K"
    }
}
