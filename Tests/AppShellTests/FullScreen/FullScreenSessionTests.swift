import AppShell
import Core
import Expectations
import Testing
import UIComponent

/// The full-screen UI on a terminal in memory: keys, ticks, resizes and signals are sent by
/// the test, frames are read back as text. No test sleeps: a load waits on a gate the test
/// opens, and the spinner turns only on the ticks the test sends.
@Suite("FullScreenSession", .timeLimit(.minutes(2)))
@MainActor
struct FullScreenSessionTests {
    private func start(_ root: any Screen, columns: Int = 40, rows: Int = 10, color: Bool = false)
        -> (VirtualTerminal, Task<FullScreenSession.Ending, Never>) {
        let terminal = VirtualTerminal(size: TerminalSize(columns: columns, rows: rows))
        let session = FullScreenSession(root: root, color: color, terminal: terminal)
        return (terminal, Task { await session.run() })
    }

    @Test("while the first screen loads, a spinner turns on each tick; then the rows appear")
    func loading() async {
        let gate = Gate()
        let (terminal, run) = start(NumberListScreen(count: 3, gate: gate))
        var lines = await terminal.screen { $0[8].contains("Loading Numbers…") }
        expectEqual(lines[8], "⠋ Loading Numbers…")
        expectEqual(lines[1], "  Numbers")
        terminal.send(.tick)
        lines = await terminal.screen { $0[8].hasPrefix("⠙") }
        terminal.send(.tick)
        lines = await terminal.screen { $0[8].hasPrefix("⠹") }
        gate.open()
        lines = await terminal.screen { $0[3] == "› row 1" }
        expectEqual(lines[8], "")
        terminal.press(.character("q"))
        await expectEqual(run.value, .quit)
        #expect(terminal.wasRestored)
    }

    @Test("the first screen shows what it kept before its load ends, marked as refreshing; the live rows replace it and the selection stays on its row")
    func keptFirst() async {
        let gate = Gate()
        let screen = KeptListScreen(kept: ["alpha", "beta", "gamma"], live: ["new", "alpha", "beta", "gamma"], gate: gate)
        let (terminal, run) = start(screen)
        // The gate is shut: no load has ended, and the kept rows are on screen.
        var lines = await terminal.screen { $0[2] == "› alpha" }
        expectEqual(lines[1], "  Kept · refreshing, kept 5 min ago")
        expectEqual(lines[8], "⠋ Refreshing Kept…")
        terminal.press(.down)
        lines = await terminal.screen { $0[3] == "› beta" }
        gate.open()
        lines = await terminal.screen { $0[1].hasSuffix("live") }
        expectEqual(Array(lines[2...5]), ["  new", "  alpha", "› beta", "  gamma"])
        expectEqual(lines[8], "")
        expectEqual(screen.keptAsked, 1)
        terminal.press(.character("q"))
        await expectEqual(run.value, .quit)
    }

    @Test("when the refresh after the kept rows fails, they stay and the screen says they are the kept copy")
    func keptThenFailed() async {
        let gate = Gate()
        let (terminal, run) = start(KeptListScreen(kept: ["alpha", "beta"], live: [], gate: gate, failing: true))
        _ = await terminal.screen { $0[2] == "› alpha" }
        gate.open()
        let lines = await terminal.screen { $0[1].contains("offline") }
        expectEqual(Array(lines[1...3]), ["  Kept · offline: the copy kept 5 min ago", "› alpha", "  beta"])
        expectEqual(lines[8], "")
        terminal.press(.character("q"))
        _ = await run.value
    }

    @Test("with nothing kept, the spinner says Loading and the rows come with the load")
    func nothingKept() async {
        let gate = Gate()
        let screen = KeptListScreen(kept: nil, live: ["one", "two"], gate: gate)
        let (terminal, run) = start(screen)
        var lines = await terminal.screen { $0[8].contains("Loading Kept…") }
        expectEqual(lines[2], "")
        gate.open()
        lines = await terminal.screen { $0[2] == "› one" }
        expectEqual(screen.keptAsked, 1)
        terminal.press(.character("q"))
        _ = await run.value
    }

    @Test("moving past the bottom scrolls under a header that stays; End reaches the last row")
    func scrolling() async {
        let (terminal, run) = start(NumberListScreen(count: 100))
        var lines = await terminal.screen { $0[3] == "› row 1" }
        expectEqual(lines, [
            "Numbers                            1/100",
            "  Numbers · 100 rows",
            "  N",
            "› row 1",
            "  row 2",
            "  row 3",
            "  row 4",
            "  row 5",
            "",
            "↑↓ move  ⏎ open  d done  ? keys  q quit",
        ])
        for _ in 0..<7 { terminal.press(.down) }
        lines = await terminal.screen { $0[0].hasSuffix("8/100") }
        expectEqual(Array(lines[1...7]), ["  Numbers · 100 rows", "  N", "  row 4", "  row 5", "  row 6", "  row 7", "› row 8"])
        terminal.press(.end)
        lines = await terminal.screen { $0[0].hasSuffix("100/100") }
        expectEqual(Array(lines[1...7]), ["  Numbers · 100 rows", "  N", "  row 96", "  row 97", "  row 98", "  row 99", "› row 100"])
        terminal.press(.home, .pageDown)
        lines = await terminal.screen { $0[0].hasSuffix("6/100") }
        terminal.press(.character("q"))
        _ = await run.value
    }

    @Test("Enter opens the selected row; back returns to the same row and scroll position")
    func openAndBack() async {
        let (terminal, run) = start(NumberListScreen(count: 100))
        _ = await terminal.screen { $0[3] == "› row 1" }
        for _ in 0..<41 { terminal.press(.character("j")) }
        let before = await terminal.screen { $0[0].hasSuffix("42/100") }
        terminal.press(.enter)
        let details = await terminal.screen { $0[0].hasPrefix("Numbers › Row 42") }
        expectEqual(details[1], "  Row 42")
        expectEqual(details[2], "  line 1 of Row 42")
        expectContains(details[9], "b back")
        terminal.press(.escape)
        let after = await terminal.screen { $0[0].hasSuffix("42/100") }
        expectEqual(after, before)
        terminal.press(.character("b"))
        let notice = await terminal.screen { $0[8].contains("Already on the first screen") }
        expectEqual(notice[8], "› Already on the first screen; press q …")
        terminal.press(.character("q"))
        _ = await run.value
    }

    @Test("going back while a screen still loads leaves it behind")
    func backWhileLoading() async {
        let childGate = Gate()
        let (terminal, run) = start(NumberListScreen(count: 5, childGate: childGate))
        _ = await terminal.screen { $0[3] == "› row 1" }
        terminal.press(.enter)
        _ = await terminal.screen { $0[8].contains("Loading Row 1…") }
        terminal.press(.character("b"))
        let lines = await terminal.screen { $0[0].hasSuffix("1/5") }
        expectEqual(lines[8], "")
        childGate.open()
        terminal.press(.down)
        _ = await terminal.screen { $0[0].hasSuffix("2/5") }
        terminal.press(.character("q"))
        _ = await run.value
    }

    @Test("a resize redraws everything within the new size")
    func resize() async {
        let (terminal, run) = start(NumberListScreen(count: 100))
        _ = await terminal.screen { $0[3] == "› row 1" }
        terminal.press(.end)
        _ = await terminal.screen { $0[0].hasSuffix("100/100") }
        terminal.send(.resize(TerminalSize(columns: 24, rows: 8)))
        let lines = await terminal.screen { $0.count == 8 && $0[0].hasSuffix("100/100") }
        #expect(lines.allSatisfy { $0.displayWidth <= 24 }, "\(lines)")
        expectEqual(lines[5], "› row 100")
        expectEqual(lines[7], "↑↓ move  ? keys  q quit")
        terminal.press(.character("q"))
        _ = await run.value
    }

    @Test("? lists the screen's keys over the rows; any key closes the list")
    func help() async {
        let (terminal, run) = start(NumberListScreen(count: 100), columns: 60, rows: 20)
        _ = await terminal.screen { $0[3] == "› row 1" }
        terminal.press(.character("?"))
        let lines = await terminal.screen { $0.contains { $0.contains("Keys: Numbers") } }
        let text = lines.joined(separator: "\n")
        for entry in ["↑ ↓  k j", "move the selection", "mark done", "search (⏎ keeps it, Esc undoes)", "quit"] {
            expectContains(text, entry, "\(entry) missing from\n\(text)")
        }
        terminal.press(.character("x"))
        let closed = await terminal.screen { !$0.contains { $0.contains("Keys:") } }
        expectEqual(closed[3], "› row 1")
        terminal.press(.character("q"))
        _ = await run.value
    }

    @Test("a command's result shows in the status line")
    func status() async {
        let (terminal, run) = start(NumberListScreen(count: 10))
        _ = await terminal.screen { $0[3] == "› row 1" }
        terminal.press(.down, .character("d"))
        let lines = await terminal.screen { $0[8].hasPrefix("✓") }
        expectEqual(lines[8], "✓ Marked row 2 done.")
        expectEqual(lines[4], "› row 2 (done)")
        terminal.press(.character("z"))
        let notice = await terminal.screen { $0[8].contains("“z”") }
        expectPrefix(notice[8], "› “z” does nothing here")
        // A key of the shell's that this screen does not offer says so; a key no screen here
        // declares is just a key.
        terminal.press(.character("f"))
        _ = await terminal.screen { $0[8].contains("f does nothing on this screen") }
        terminal.press(.character("o"))
        _ = await terminal.screen { $0[8].contains("“o” does nothing here") }
        terminal.press(.character("q"))
        _ = await run.value
    }

    @Test("/ narrows the rows as one types; Esc puts the search back")
    func search() async {
        let (terminal, run) = start(NumberListScreen(count: 100))
        _ = await terminal.screen { $0[3] == "› row 1" }
        terminal.press(.character("/"), .character("9"), .character("9"))
        var lines = await terminal.screen { $0[0].hasSuffix("1/1") }
        expectEqual(lines[3], "› row 99")
        expectPrefix(lines[8], "/ 99▏")
        terminal.press(.backspace)
        lines = await terminal.screen { $0[0].hasSuffix("1/19") }
        terminal.press(.escape)
        lines = await terminal.screen { $0[0].hasSuffix("1/100") }
        expectEqual(lines[8], "")
        terminal.press(.character("/"), .character("7"), .enter)
        lines = await terminal.screen { $0[0].hasSuffix("1/19") && $0[8].isEmpty }
        // Esc on the list clears the search kept with ⏎ (on the first screen, where it cannot go back).
        terminal.press(.escape)
        lines = await terminal.screen { $0[0].hasSuffix("1/100") && $0[8].contains("Search cleared") }
        expectEqual(lines[0].hasSuffix("1/100"), true, "\(lines)")
        terminal.press(.escape)
        lines = await terminal.screen { $0[8].contains("Already on the first screen") }
        terminal.press(.character("q"))
        _ = await run.value
    }

    @Test("Ctrl-Z suspends through the terminal and redraws every row once back, and the keys act on the list after")
    func suspend() async {
        let (terminal, run) = start(NumberListScreen(count: 100))
        _ = await terminal.screen { $0[3] == "› row 1" }
        terminal.press(.control("z"))
        var lines = await terminal.screen { _ in terminal.suspensions == 1 }
        lines = await terminal.screen { $0[3] == "› row 1" && $0[0].hasSuffix("1/100") }
        expectEqual(terminal.suspensions, 1)
        expectEqual(lines[3], "› row 1")
        terminal.press(.character("j"))
        lines = await terminal.screen { $0[0].hasSuffix("2/100") }
        terminal.press(.character("q"))
        _ = await run.value
    }

    @Test("each frame writes only the lines that changed")
    func diff() async {
        let (terminal, run) = start(NumberListScreen(count: 100))
        _ = await terminal.screen { $0[3] == "› row 1" }
        let written = terminal.output.count
        terminal.press(.down)
        _ = await terminal.screen { $0[0].hasSuffix("2/100") }
        let update = String(terminal.output.dropFirst(written))
        // The title (position), the row left and the row selected.
        expectEqual(update.components(separatedBy: "\u{1B}[2K").count - 1, 3, "\(update.debugDescription)")
        #expect(!update.contains("\u{1B}[2J"))
        terminal.press(.character("q"))
        _ = await run.value
    }

    @Test("with colour, the selected row is in reverse video across the width")
    func colour() async {
        let (terminal, run) = start(NumberListScreen(count: 3), color: true)
        _ = await terminal.screen { $0[3].hasPrefix("› row 1") }
        #expect(terminal.output.contains("\u{1B}[7m› row 1" + String(repeating: " ", count: 33) + "\u{1B}[0m"))
        terminal.press(.character("q"))
        _ = await run.value
    }

    @Test("Ctrl-C quits, a signal or the end of input ends it, and the terminal is given back every time",
          arguments: [TerminalEvent.key(.control("c")), .signal(15), .signal(1), .closed])
    func endings(_ event: TerminalEvent) async {
        let (terminal, run) = start(NumberListScreen(count: 3))
        _ = await terminal.screen { $0[3] == "› row 1" }
        #expect(terminal.isInFullScreen)
        terminal.send(event)
        let ending = await run.value
        switch event {
        case .signal(let number): expectEqual(ending, .signal(number))
        case .closed: expectEqual(ending, .closed)
        default: expectEqual(ending, .quit)
        }
        #expect(terminal.wasRestored)
        #expect(!terminal.isInFullScreen)
    }
}
