import Expectations
import Testing
import UIComponent

@Suite("Display width", .timeLimit(.minutes(2)))
struct DisplayWidthTests {
    @Test("ASCII letters and punctuation take one column each")
    func ascii() {
        expectEqual("hello, world!".displayWidth, 13)
        expectEqual("".displayWidth, 0)
    }

    @Test("CJK ideographs, kana and Hangul take two columns")
    func eastAsianWide() {
        expectEqual("日本語".displayWidth, 6)
        expectEqual("ひらがな".displayWidth, 8)
        expectEqual("カタカナ".displayWidth, 8)
        expectEqual("한국어".displayWidth, 6)
        expectEqual("中文abc".displayWidth, 7)
        expectEqual("\u{3000}".displayWidth, 2, "ideographic space is fullwidth")
        expectEqual("ＡＢＣ".displayWidth, 6, "fullwidth Latin")
        expectEqual("𠮷".displayWidth, 2, "CJK Extension B, outside the BMP")
    }

    @Test("halfwidth katakana takes one column")
    func halfwidthKatakana() {
        expectEqual("ｱ".displayWidth, 1)
        expectEqual("ｶﾀｶﾅ".displayWidth, 4)
    }

    @Test("decomposed Hangul syllable is one two-column cluster")
    func decomposedHangul() {
        let han = "\u{1112}\u{1161}\u{11AB}"
        expectEqual(han.count, 1)
        expectEqual(han.displayWidth, 2)
    }

    @Test("a letter with a combining accent takes one column")
    func combiningMarks() {
        expectEqual("e\u{301}".displayWidth, 1)
        expectEqual("e\u{301}".count, 1)
        expectEqual("cafe\u{301}".displayWidth, 4)
        expectEqual("a\u{300}\u{301}\u{302}\u{303}".displayWidth, 1, "stacked marks")
    }

    @Test("ASCII text measured without Unicode lookups still counts its control characters as none")
    func asciiControls() {
        expectEqual("tab\there".displayWidth, 7)
        expectEqual("bell\u{07}".displayWidth, 4)
        expectEqual("line\r\n".displayWidth, 4)
        expectEqual(Character("\u{1B}").displayWidth, 0)
        expectEqual(Character("~").displayWidth, 1)
    }

    @Test("emoji take two columns, including ZWJ families, skin tones and flags")
    func emoji() {
        expectEqual("😀".displayWidth, 2)
        expectEqual("👍🏽".displayWidth, 2)
        expectEqual("👨‍👩‍👧".displayWidth, 2)
        expectEqual("🇯🇵".displayWidth, 2)
        expectEqual("🇯🇵🇫🇷".displayWidth, 4)
        expectEqual("🏴󠁧󠁢󠁳󠁣󠁴󠁿".displayWidth, 2, "subdivision flag with tag characters")
        expectEqual("🚀".displayWidth, 2)
        expectEqual("🧪".displayWidth, 2)
    }

    @Test("a text-default symbol is one column until U+FE0F asks for emoji presentation")
    func variationSelector() {
        expectEqual("❤".displayWidth, 1)
        expectEqual("❤️".displayWidth, 2)
        expectEqual("1️⃣".displayWidth, 2, "keycap sequence")
        expectEqual("✓".displayWidth, 1)
    }

    @Test("Arabic and Hebrew letters take one column each")
    func rightToLeft() {
        expectEqual("שלום".displayWidth, 4)
        expectEqual("مرحبا".displayWidth, 5)
    }

    @Test("clusters of only format or control characters take no columns")
    func zeroWidth() {
        expectEqual("\u{200B}".displayWidth, 0, "zero-width space")
        expectEqual("\u{200D}".displayWidth, 0, "lone ZWJ")
        expectEqual("\u{301}".displayWidth, 0, "lone combining mark")
        expectEqual("\u{7}".displayWidth, 0)
        expectEqual("\r\n".displayWidth, 0)
        expectEqual("a\u{200B}b".displayWidth, 2)
        expectEqual("\u{FEFF}".displayWidth, 0, "byte order mark")
    }

    @Test("Character and String agree")
    func characterWidth() {
        let characters: [Character] = ["a", "日", "👨‍👩‍👧", "e\u{301}", "\u{200B}"]
        expectEqual(characters.map(\.displayWidth), [1, 2, 2, 1, 0])
        expectEqual("日本語"[...].displayWidth, 6, "Substring")
    }
}
