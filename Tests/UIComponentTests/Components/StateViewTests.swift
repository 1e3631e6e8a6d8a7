import Expectations
import Testing
import UIComponent

@Suite("StateView", .timeLimit(.minutes(2)))
struct StateViewTests {
    static let plain = Theme(color: false)

    @Test("error: a cross and the message, then an arrow and the hint, wrapped with hanging indents")
    func error() {
        let lines = StateView.error(
            "Could not load the list: connection refused by http://localhost:8080",
            hint: "run `order-app sync` when the backend is back online",
            width: 30,
            theme: Self.plain
        )
        expectEqual(lines, [
            "✗ Could not load the list:",
            "  connection refused by",
            "  http://localhost:8080",
            "  → run `order-app sync` when",
            "    the backend is back online",
        ])
    }

    @Test("error message is red, hint unstyled")
    func errorColored() {
        expectEqual(StateView.error("boom", hint: "retry", width: 40, theme: Theme(color: true)), [
            "\u{1B}[31m✗ boom\u{1B}[0m",
            "  → retry",
        ])
    }

    @Test("empty: the message, then the hint dimmed, keeping its line breaks")
    func empty() {
        expectEqual(StateView.empty("No somes yet", hint: "Create one in the web app.\nThen refresh.", width: 20, theme: Self.plain), [
            "∅ No somes yet",
            "  Create one in the",
            "  web app.",
            "  Then refresh.",
        ])
        expectEqual(StateView.empty("Nothing", hint: "hint", width: 20, theme: Theme(color: true)), [
            "∅ Nothing",
            "\u{1B}[2m  hint\u{1B}[0m",
        ])
    }

    @Test("no hint, or a hint that sanitises to nothing, adds no line")
    func noHint() {
        expectEqual(StateView.empty("Nothing here", hint: nil, width: 40, theme: Self.plain), ["∅ Nothing here"])
        expectEqual(StateView.error("Failed", hint: "\u{1B}[2J \n", width: 40, theme: Self.plain), ["✗ Failed"])
    }

    @Test("loading: an ellipsis and the label, dimmed")
    func loading() {
        expectEqual(StateView.loading("Loading somes", width: 40, theme: Self.plain), ["… Loading somes"])
        expectEqual(StateView.loading("Loading", width: 40, theme: Theme(color: true)), ["\u{1B}[2m… Loading\u{1B}[0m"])
    }

    @Test("untrusted text is sanitised before it is shown")
    func sanitised() {
        expectEqual(StateView.loading("Loading\u{1B}[2J\u{1B}]0;owned\u{7} somes", width: 40, theme: Self.plain), ["… Loading somes"])
        expectEqual(StateView.error("bad\u{9B}31m\u{202E}gateway\r\nreply", hint: nil, width: 40, theme: Self.plain), [
            "✗ badgateway",
            "  reply",
        ])
    }

    @Test("narrower than the prefix, text wraps with the prefix")
    func tooNarrowForIndent() {
        expectEqual(StateView.error("boom", hint: "x", width: 3, theme: Self.plain), ["✗ b", "  o", "  o", "  m", "→ x"])
    }

    @Test("every line fits every width", arguments: [false, true])
    func alwaysFits(color: Bool) {
        let theme = Theme(color: color)
        let message = "サーバーに接続できません 👨‍👩‍👧 backend at http://127.0.0.1:8080 unreachable"
        for width in 1...60 {
            let lines = StateView.error(message, hint: "run sync later 日本", width: width, theme: theme)
                + StateView.empty(message, hint: message, width: width, theme: theme)
                + StateView.loading(message, width: width, theme: theme)
            for line in lines {
                #expect(line.visibleWidth <= width, "\(line.debugDescription) at width \(width)")
            }
        }
    }
}
