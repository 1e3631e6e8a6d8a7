import Testing
import UIComponent

@Suite("TextLayout.pad")
struct PadTests {
    @Test("pads to exactly the width, on the right or the left")
    func alignment() {
        #expect(TextLayout.pad("ab", toWidth: 5) == "ab   ")
        #expect(TextLayout.pad("ab", toWidth: 5, alignment: .right) == "   ab")
        #expect(TextLayout.pad("", toWidth: 2) == "  ")
    }

    @Test("pads by display width, not by character count")
    func wideText() {
        #expect(TextLayout.pad("日本", toWidth: 6) == "日本  ")
        #expect(TextLayout.pad("e\u{301}", toWidth: 3) == "e\u{301}  ")
        #expect(TextLayout.pad("👍🏽", toWidth: 3, alignment: .right) == " 👍🏽")
    }

    @Test("truncates first, then fills the column a wide character left short")
    func truncatesThenPads() {
        #expect(TextLayout.pad("hello world", toWidth: 5) == "hell…")
        #expect(TextLayout.pad("日本語テキスト", toWidth: 6) == "日本… ")
        #expect(TextLayout.pad("日本語テキスト", toWidth: 6, alignment: .right) == " 日本…")
        #expect(TextLayout.pad("日本語テキスト", toWidth: 6).displayWidth == 6)
    }

    @Test("zero width gives the empty string")
    func zeroWidth() {
        #expect(TextLayout.pad("abc", toWidth: 0) == "")
    }
}
