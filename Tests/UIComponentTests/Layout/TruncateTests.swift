import Expectations
import Testing
import UIComponent

@Suite("TextLayout.truncate", .timeLimit(.minutes(2)))
struct TruncateTests {
    @Test("text that fits comes back unchanged")
    func fits() {
        expectEqual(TextLayout.truncate("hello", toWidth: 5), "hello")
        expectEqual(TextLayout.truncate("日本", toWidth: 4), "日本")
        expectEqual(TextLayout.truncate("", toWidth: 3), "")
    }

    @Test("text that does not fit ends with an ellipsis within the width")
    func ellipsis() {
        expectEqual(TextLayout.truncate("hello world", toWidth: 8), "hello w…")
        expectEqual(TextLayout.truncate("hello", toWidth: 4), "hel…")
        expectEqual(TextLayout.truncate("hello", toWidth: 1), "…")
    }

    @Test("a wide character that would overflow is dropped, leaving the result a column short")
    func cjkAtOddWidths() {
        expectEqual(TextLayout.truncate("日本語テキスト", toWidth: 6), "日本…")
        expectEqual(TextLayout.truncate("日本語テキスト", toWidth: 7), "日本語…")
        expectEqual(TextLayout.truncate("日本語", toWidth: 5), "日本…")
        expectEqual(TextLayout.truncate("日本語", toWidth: 2), "…")
        expectEqual(TextLayout.truncate("日本語", toWidth: 1), "…")
        for width in 1...16 {
            #expect(TextLayout.truncate("日本語テキスト", toWidth: width).displayWidth <= width)
        }
    }

    @Test("a combining accent is never separated from its letter")
    func combiningMark() {
        expectEqual(TextLayout.truncate("e\u{301}e\u{301}e\u{301}", toWidth: 2), "e\u{301}…")
        expectEqual(TextLayout.truncate("cafe\u{301}s", toWidth: 5), "cafe\u{301}s")
        expectEqual(TextLayout.truncate("cafe\u{301}s!", toWidth: 5), "cafe\u{301}…")
    }

    @Test("flags and ZWJ families are kept whole or dropped whole")
    func emojiSequences() {
        expectEqual(TextLayout.truncate("🇯🇵🇫🇷🇩🇪", toWidth: 5), "🇯🇵🇫🇷…")
        expectEqual(TextLayout.truncate("🇯🇵🇫🇷🇩🇪", toWidth: 4), "🇯🇵…")
        expectEqual(TextLayout.truncate("👨‍👩‍👧👨‍👩‍👧", toWidth: 3), "👨‍👩‍👧…")
        expectEqual(TextLayout.truncate("a👨‍👩‍👧b", toWidth: 3), "a…")
    }

    @Test("zero or negative width gives the empty string")
    func nonPositiveWidth() {
        expectEqual(TextLayout.truncate("hello", toWidth: 0), "")
        expectEqual(TextLayout.truncate("hello", toWidth: -3), "")
    }

    @Test("a custom ellipsis counts its own width, and is itself cut when nothing else fits")
    func customEllipsis() {
        expectEqual(TextLayout.truncate("hello world", toWidth: 8, ellipsis: "..."), "hello...")
        expectEqual(TextLayout.truncate("hello world", toWidth: 2, ellipsis: "..."), "..")
        expectEqual(TextLayout.truncate("hello world", toWidth: 5, ellipsis: ""), "hello")
    }
}
