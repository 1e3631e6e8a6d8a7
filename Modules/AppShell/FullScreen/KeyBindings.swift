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

    /// The shell's own command a key asks for, if any; a screen's actions bring their own keys.
    static func command(for key: Key) -> ScreenCommand.Kind? {
        switch key {
        case .enter, .right: .open
        case .character("r"): .refresh
        case .character("/"): .search
        case .character("f"): .filter
        default: nil
        }
    }

    /// The keys the shell keeps for itself; a screen action offered on one of them is never
    /// reached, so the key list leaves it out.
    static let reserved: Set<Character> = ["q", "?", "b", "j", "k", "g", "G", " ", "r", "/", "f"]

    /// The screen's action that `key` asks for, if it offers one on that key.
    static func action(for key: Key, in offers: [ScreenOffer]) -> ScreenOffer? {
        guard case .character(let character) = key, !reserved.contains(character) else { return nil }
        return offers.first { $0.key == character }
    }

    /// The offers a person can reach: every shell command, and each action on a key of its own.
    static func reachable(_ offers: [ScreenOffer]) -> [ScreenOffer] {
        offers.filter { offer in
            guard case .action = offer.kind else { return true }
            return offer.key.map { !reserved.contains($0) } ?? false
        }
    }

    /// The key for an offer, as the footer and the key list show it.
    static func keyName(_ offer: ScreenOffer) -> String {
        switch offer.kind {
        case .open: "⏎"
        case .refresh: "r"
        case .search: "/"
        case .filter: "f"
        case .action: offer.key.map(String.init) ?? ""
        }
    }

    /// The footer's one word for an offer.
    static func shortName(_ offer: ScreenOffer) -> String {
        switch offer.kind {
        case .open: "open"
        case .refresh: "refresh"
        case .search: "search"
        case .filter: "filter"
        case .action(let name): name
        }
    }

    /// Every key of a screen for the `?` list: moving, the screen's commands, then leaving.
    static func help(offers: [ScreenOffer], selectable: Bool, canGoBack: Bool) -> [(keys: String, summary: String)] {
        var entries: [(String, String)] = [
            ("↑ ↓  k j", selectable ? "move the selection" : "scroll"),
            ("PgUp PgDn  Space", "a page up, down"),
            ("Home End  g G", selectable ? "first, last row" : "top, bottom"),
        ]
        for offer in reachable(offers) {
            var summary = offer.summary
            if offer.kind == .filter, !offer.choices.isEmpty {
                summary += ": " + offer.choices.joined(separator: " › ")
            }
            if offer.kind == .search {
                summary += " (⏎ keeps it, Esc undoes)"
            }
            entries.append((keyName(offer), summary))
        }
        entries.append(("b  Esc  ←", (canGoBack ? "back" : "back (not from the first screen)") + (offers.contains { $0.kind == .search } ? "; Esc first clears a kept search" : "")))
        entries += [("q  Ctrl-C", "quit"), ("Ctrl-Z", "suspend (the shell's fg comes back)"), ("Ctrl-L", "redraw"), ("?", "this list; any key closes it")]
        return entries
    }
}
