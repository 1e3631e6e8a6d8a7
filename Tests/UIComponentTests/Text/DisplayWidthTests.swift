import Testing
import UIComponent

@Suite("Display width")
struct DisplayWidthTests {
    @Test("ASCII letters and punctuation take one column each")
    func ascii() {
        #expect("hello, world!".displayWidth == 13)
        #expect("".displayWidth == 0)
    }

    @Test("CJK ideographs, kana and Hangul take two columns")
    func eastAsianWide() {
        #expect("日本語".displayWidth == 6)
        #expect("ひらがな".displayWidth == 8)
        #expect("カタカナ".displayWidth == 8)
        #expect("한국어".displayWidth == 6)
        #expect("中文abc".displayWidth == 7)
        #expect("\u{3000}".displayWidth == 2, "ideographic space is fullwidth")
        #expect("ＡＢＣ".displayWidth == 6, "fullwidth Latin")
        #expect("𠮷".displayWidth == 2, "CJK Extension B, outside the BMP")
    }

    @Test("halfwidth katakana takes one column")
    func halfwidthKatakana() {
        #expect("ｱ".displayWidth == 1)
        #expect("ｶﾀｶﾅ".displayWidth == 4)
    }

    @Test("decomposed Hangul syllable is one two-column cluster")
    func decomposedHangul() {
        let han = "\u{1112}\u{1161}\u{11AB}"
        #expect(han.count == 1)
        #expect(han.displayWidth == 2)
    }

    @Test("a letter with a combining accent takes one column")
    func combiningMarks() {
        #expect("e\u{301}".displayWidth == 1)
        #expect("e\u{301}".count == 1)
        #expect("cafe\u{301}".displayWidth == 4)
        #expect("a\u{300}\u{301}\u{302}\u{303}".displayWidth == 1, "stacked marks")
    }

    @Test("ASCII text measured without Unicode lookups still counts its control characters as none")
    func asciiControls() {
        #expect("tab\there".displayWidth == 7)
        #expect("bell\u{07}".displayWidth == 4)
        #expect("line\r\n".displayWidth == 4)
        #expect(Character("\u{1B}").displayWidth == 0)
        #expect(Character("~").displayWidth == 1)
    }

    @Test("emoji take two columns, including ZWJ families, skin tones and flags")
    func emoji() {
        #expect("😀".displayWidth == 2)
        #expect("👍🏽".displayWidth == 2)
        #expect("👨‍👩‍👧".displayWidth == 2)
        #expect("🇯🇵".displayWidth == 2)
        #expect("🇯🇵🇫🇷".displayWidth == 4)
        #expect("🏴󠁧󠁢󠁳󠁣󠁴󠁿".displayWidth == 2, "subdivision flag with tag characters")
        #expect("🚀".displayWidth == 2)
        #expect("🧪".displayWidth == 2)
    }

    @Test("a text-default symbol is one column until U+FE0F asks for emoji presentation")
    func variationSelector() {
        #expect("❤".displayWidth == 1)
        #expect("❤️".displayWidth == 2)
        #expect("1️⃣".displayWidth == 2, "keycap sequence")
        #expect("✓".displayWidth == 1)
    }

    @Test("Arabic and Hebrew letters take one column each")
    func rightToLeft() {
        #expect("שלום".displayWidth == 4)
        #expect("مرحبا".displayWidth == 5)
    }

    @Test("clusters of only format or control characters take no columns")
    func zeroWidth() {
        #expect("\u{200B}".displayWidth == 0, "zero-width space")
        #expect("\u{200D}".displayWidth == 0, "lone ZWJ")
        #expect("\u{301}".displayWidth == 0, "lone combining mark")
        #expect("\u{7}".displayWidth == 0)
        #expect("\r\n".displayWidth == 0)
        #expect("a\u{200B}b".displayWidth == 2)
        #expect("\u{FEFF}".displayWidth == 0, "byte order mark")
    }

    @Test("Character and String agree")
    func characterWidth() {
        let characters: [Character] = ["a", "日", "👨‍👩‍👧", "e\u{301}", "\u{200B}"]
        #expect(characters.map(\.displayWidth) == [1, 2, 2, 1, 0])
        #expect("日本語"[...].displayWidth == 6, "Substring")
    }
}
