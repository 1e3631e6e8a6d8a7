import Core

/// Which key does what in the full-screen UI, and the words for the footer and the `?` list.
enum KeyBindings {
    /// The viewport motion a key asks for, if any.
    static func motion(for key: Key) -> Viewport.Motion? {
        switch key {
        case .up, .character("k"), .control("p"): .up
        case .down, .character("j"), .control("n"): .down
        case .pageUp, .control("b"): .pageUp
        case .pageDown, .character(" "), .control("f"): .pageDown
        case .home, .character("g"): .home
        case .end, .character("G"): .end
        default: nil
        }
    }

    /// The screen command a key asks for, if any.
    static func command(for key: Key) -> ScreenCommand.Kind? {
        switch key {
        case .enter, .right: .open
        case .character("d"): .complete
        case .character("o"): .openLinked
        case .character("r"): .refresh
        case .character("/"): .search
        case .character("f"): .filter
        default: nil
        }
    }

    /// The key for a command, as the footer and the key list show it.
    static func keyName(_ kind: ScreenCommand.Kind) -> String {
        switch kind {
        case .open: "⏎"
        case .complete: "d"
        case .openLinked: "o"
        case .refresh: "r"
        case .search: "/"
        case .filter: "f"
        }
    }

    /// The footer's one word for a command.
    static func shortName(_ kind: ScreenCommand.Kind) -> String {
        switch kind {
        case .open: "open"
        case .complete: "done"
        case .openLinked: "other"
        case .refresh: "refresh"
        case .search: "search"
        case .filter: "filter"
        }
    }

    /// Every key of a screen for the `?` list: moving, the screen's commands, then leaving.
    static func help(offers: [ScreenOffer], selectable: Bool, canGoBack: Bool) -> [(keys: String, summary: String)] {
        var entries: [(String, String)] = [
            ("↑ ↓  k j", selectable ? "move the selection" : "scroll"),
            ("PgUp PgDn  Space", "a page up, down"),
            ("Home End  g G", selectable ? "first, last row" : "top, bottom"),
        ]
        for offer in offers {
            var summary = offer.summary
            if offer.kind == .filter, !offer.choices.isEmpty {
                summary += ": " + offer.choices.joined(separator: " › ")
            }
            if offer.kind == .search {
                summary += " (⏎ keeps it, Esc undoes)"
            }
            entries.append((keyName(offer.kind), summary))
        }
        entries.append(("b  Esc  ←", canGoBack ? "back" : "back (not from the first screen)"))
        entries += [("q  Ctrl-C", "quit"), ("Ctrl-L", "redraw"), ("?", "this list; any key closes it")]
        return entries
    }
}
