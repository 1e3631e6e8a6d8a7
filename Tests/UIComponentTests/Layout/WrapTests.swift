import Expectations
import Testing
import UIComponent

@Suite("TextLayout.wrap", .timeLimit(.minutes(2)))
struct WrapTests {
    @Test("greedy wrapping on spaces")
    func greedy() {
        expectEqual(TextLayout.wrap("the quick brown fox jumps", width: 10), ["the quick", "brown fox", "jumps"])
        expectEqual(TextLayout.wrap("the quick", width: 9), ["the quick"])
        expectEqual(TextLayout.wrap("short", width: 80), ["short"])
    }

    @Test("runs of spaces count as one")
    func collapsesSpaces() {
        expectEqual(TextLayout.wrap("  a    b  ", width: 10), ["a b"])
    }

    @Test("the empty string is one empty line")
    func empty() {
        expectEqual(TextLayout.wrap("", width: 10), [""])
    }

    @Test("each newline starts a paragraph, blank lines kept")
    func paragraphs() {
        expectEqual(TextLayout.wrap("one two\n\nthree", width: 3), ["one", "two", "", "thr", "ee"])
        expectEqual(TextLayout.wrap("a\nb\n", width: 5), ["a", "b", ""])
    }

    @Test("a word wider than the width is broken between characters")
    func longWord() {
        expectEqual(TextLayout.wrap("abcdefghij", width: 4), ["abcd", "efgh", "ij"])
        expectEqual(TextLayout.wrap("hi abcdefghij yo", width: 4), ["hi", "abcd", "efgh", "ij", "yo"])
        expectEqual(TextLayout.wrap("ab cdefg", width: 4), ["ab", "cdef", "g"])
    }

    @Test("wraps CJK by display width and never splits grapheme clusters")
    func wideCharacters() {
        expectEqual(TextLayout.wrap("日本語テキスト", width: 5), ["日本", "語テ", "キス", "ト"])
        expectEqual(TextLayout.wrap("e\u{301}e\u{301}e\u{301}", width: 2), ["e\u{301}e\u{301}", "e\u{301}"])
        expectEqual(TextLayout.wrap("👨‍👩‍👧🇯🇵👍🏽", width: 3), ["👨‍👩‍👧", "🇯🇵", "👍🏽"])
    }

    @Test("a character wider than the whole width is left out")
    func tooWideCharacter() {
        expectEqual(TextLayout.wrap("a日b", width: 1), ["a", "b"])
        expectEqual(TextLayout.wrap("x 日本 y", width: 1), ["x", "y"])
    }

    @Test("a command between backticks is never broken: it moves to a line of its own, and stands alone when wider than the width")
    func commandsStayWhole() {
        let hint = "→ run `order-app --order 42 --data-dir /tmp/d sync` when the backend is back"
        expectEqual(TextLayout.wrap(hint, width: 30), ["→ run", "`order-app --order 42 --data-dir /tmp/d sync`", "when the backend is back"])
        expectEqual(TextLayout.wrap(hint, width: 60), ["→ run `order-app --order 42 --data-dir /tmp/d sync` when the", "backend is back"])
        expectEqual(TextLayout.wrap("(run `a b` to open it)", width: 9), ["(run", "`a b` to", "open it)"])
        // A backtick with no partner closes nothing.
        expectEqual(TextLayout.wrap("it's a ` stray tick here", width: 10), ["it's a `", "stray tick", "here"])
    }

    @Test("no line is wider than the width but one holding a single command wider than it")
    func onlyCommandsOverflow() {
        let text = "then run `chat-app --chat c-7 --base-url http://127.0.0.1:8080 sync` to send it"
        for width in 1...40 {
            for line in TextLayout.wrap(text, width: width) where line.displayWidth > width {
                #expect(line == "`chat-app --chat c-7 --base-url http://127.0.0.1:8080 sync`", "\(line) at width \(width)")
            }
        }
    }

    @Test("no line is ever wider than the width")
    func neverTooWide() {
        let text = "Ünïcödé 日本語のテキスト 👨‍👩‍👧 family 🇯🇵 flags, e\u{301}lan, مرحبا بالعالم\nsupercalifragilisticexpialidocious"
        for width in 1...30 {
            for line in TextLayout.wrap(text, width: width) {
                #expect(line.displayWidth <= width, "\(line.debugDescription) at width \(width)")
            }
        }
    }
}
