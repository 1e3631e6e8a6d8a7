import Expectations
import Testing
import UIComponent

@Suite("ANSI", .timeLimit(.minutes(2)))
struct ANSITests {
    @Test("stripping removes SGR colour sequences and keeps the text")
    func stripsSGR() {
        expectEqual(ANSI.stripped("\u{1B}[1;31mred\u{1B}[0m plain"), "red plain")
        expectEqual(ANSI.stripped("\u{1B}[38;5;208mo\u{1B}[m"), "o")
    }

    @Test("stripping removes cursor movement, OSC strings, two-byte and C1 sequences")
    func stripsOtherSequences() {
        expectEqual(ANSI.stripped("a\u{1B}[2Jb\u{1B}[10;20Hc"), "abc")
        expectEqual(ANSI.stripped("\u{1B}]0;title\u{7}text"), "text")
        expectEqual(ANSI.stripped("\u{1B}]8;;https://x.test\u{1B}\\link\u{1B}]8;;\u{1B}\\"), "link")
        expectEqual(ANSI.stripped("\u{1B}cre\u{1B}(Bset"), "reset")
        expectEqual(ANSI.stripped("\u{9B}31mred"), "red")
        expectEqual(ANSI.stripped("lone\u{1B}"), "lone")
    }

    @Test("text without escapes comes back unchanged")
    func passthrough() {
        let text = "日本語 👨‍👩‍👧 e\u{301}\n\ttab"
        expectEqual(ANSI.stripped(text), text)
    }

    @Test("visible width ignores styling")
    func visibleWidth() {
        expectEqual("\u{1B}[1m日本\u{1B}[0m ok".visibleWidth, 7)
        expectEqual("\u{1B}[31m\u{1B}[0m".visibleWidth, 0)
        expectEqual("plain".visibleWidth, 5)
    }
}
