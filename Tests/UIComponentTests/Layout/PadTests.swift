import Expectations
import Testing
import UIComponent

@Suite("TextLayout.pad", .timeLimit(.minutes(2)))
struct PadTests {
    @Test("pads to exactly the width, on the right or the left")
    func alignment() {
        expectEqual(TextLayout.pad("ab", toWidth: 5), "ab   ")
        expectEqual(TextLayout.pad("ab", toWidth: 5, alignment: .right), "   ab")
        expectEqual(TextLayout.pad("", toWidth: 2), "  ")
    }

    @Test("pads by display width, not by character count")
    func wideText() {
        expectEqual(TextLayout.pad("日本", toWidth: 6), "日本  ")
        expectEqual(TextLayout.pad("e\u{301}", toWidth: 3), "e\u{301}  ")
        expectEqual(TextLayout.pad("👍🏽", toWidth: 3, alignment: .right), " 👍🏽")
    }

    @Test("truncates first, then fills the column a wide character left short")
    func truncatesThenPads() {
        expectEqual(TextLayout.pad("hello world", toWidth: 5), "hell…")
        expectEqual(TextLayout.pad("日本語テキスト", toWidth: 6), "日本… ")
        expectEqual(TextLayout.pad("日本語テキスト", toWidth: 6, alignment: .right), " 日本…")
        expectEqual(TextLayout.pad("日本語テキスト", toWidth: 6).displayWidth, 6)
    }

    @Test("zero width gives the empty string")
    func zeroWidth() {
        expectEqual(TextLayout.pad("abc", toWidth: 0), "")
    }
}
