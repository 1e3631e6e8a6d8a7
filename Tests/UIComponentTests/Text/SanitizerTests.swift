import Expectations
import Testing
import UIComponent

@Suite("Sanitizer", .timeLimit(.minutes(2)))
struct SanitizerTests {
    /// Text a hostile or broken server might send.
    static let hostileCorpus: [String] = [
        "\u{1B}[31mred\u{1B}[0m words",
        "clear\u{1B}[2J\u{1B}[Hscreen",
        "\u{1B}]8;;https://evil.test\u{1B}\\click\u{1B}]8;;\u{1B}\\ here",
        "\u{1B}]0;pwned title\u{7}after title",
        "\u{9B}31mcsi one byte",
        "bell\u{7} ring",
        "back\u{8}\u{8}space",
        "nul\u{0}byte",
        "del\u{7F}ete",
        "c1\u{85}next\u{9C}line",
        "admin\u{202E}txt.exe",
        "isolate\u{2066}x\u{2069}done",
        "unterminated\u{1B}]0;no end\nsecond line",
        "lone\u{1B}",
        "\u{1B}[",
        "crlf\r\nline\rbreak\u{2028}sep\u{2029}para",
        "tab\tseparated\u{B}\u{C}",
    ]

    @Test("hostile single-line text keeps no escapes or control characters", arguments: hostileCorpus)
    func singleLineIsClean(_ input: String) {
        let output = Sanitizer.singleLine(input)
        for scalar in output.unicodeScalars {
            #expect(scalar.value >= 0x20, "control \(scalar.value) in \(output.debugDescription)")
            expectNotContains((0x7F...0x9F), scalar.value, "DEL/C1 \(scalar.value) in \(output.debugDescription)")
            #expect(!(0x202A...0x202E).contains(scalar.value) && !(0x2066...0x2069).contains(scalar.value))
            #expect(scalar != "\u{2028}" && scalar != "\u{2029}")
        }
    }

    @Test("hostile multi-line text keeps only line feeds", arguments: hostileCorpus)
    func multiLineIsClean(_ input: String) {
        let output = Sanitizer.multiLine(input)
        for scalar in output.unicodeScalars where scalar != "\n" {
            #expect(scalar.value >= 0x20, "control \(scalar.value) in \(output.debugDescription)")
            expectNotContains((0x7F...0x9F), scalar.value)
            #expect(!(0x202A...0x202E).contains(scalar.value) && !(0x2066...0x2069).contains(scalar.value))
        }
    }

    @Test("the visible words survive, whole escape sequences do not")
    func visibleWordsSurvive() {
        expectEqual(Sanitizer.singleLine("\u{1B}[31mred\u{1B}[0m words"), "red words")
        expectEqual(Sanitizer.singleLine("clear\u{1B}[2J\u{1B}[Hscreen"), "clearscreen")
        expectEqual(Sanitizer.singleLine("\u{1B}]8;;https://evil.test\u{1B}\\click\u{1B}]8;;\u{1B}\\ here"), "click here")
        expectEqual(Sanitizer.singleLine("\u{1B}]0;pwned title\u{7}after title"), "after title")
        expectEqual(Sanitizer.singleLine("\u{9B}31mcsi one byte"), "csi one byte")
        expectEqual(Sanitizer.singleLine("bell\u{7} ring"), "bell ring")
        expectEqual(Sanitizer.singleLine("back\u{8}\u{8}space"), "backspace")
        expectEqual(Sanitizer.singleLine("nul\u{0}byte"), "nulbyte")
        expectEqual(Sanitizer.singleLine("del\u{7F}ete"), "delete")
        expectEqual(Sanitizer.singleLine("admin\u{202E}txt.exe"), "admintxt.exe")
        expectEqual(Sanitizer.singleLine("isolate\u{2066}x\u{2069}done"), "isolatexdone")
        expectEqual(Sanitizer.singleLine("lone\u{1B}"), "lone")
        expectEqual(Sanitizer.singleLine("\u{1B}["), "")
    }

    @Test("an unterminated OSC string ends at the line break instead of eating the rest")
    func unterminatedOSC() {
        expectEqual(Sanitizer.multiLine("unterminated\u{1B}]0;no end\nsecond line"), "unterminated\nsecond line")
    }

    @Test("single line turns breaks and tabs into one space, collapses runs and trims")
    func singleLineWhitespace() {
        expectEqual(Sanitizer.singleLine("crlf\r\nline\rbreak\u{2028}sep\u{2029}para\u{85}nel"), "crlf line break sep para nel")
        expectEqual(Sanitizer.singleLine("  a \t\t b\n\n\nc  "), "a b c")
        expectEqual(Sanitizer.singleLine(" \n\t "), "")
        expectEqual(Sanitizer.singleLine("a\u{00A0}\u{00A0}b"), "a b", "no-break spaces collapse too")
    }

    @Test("clean ASCII comes back as it is; one stray space or control byte and it is cleaned")
    func singleLineASCII() {
        expectEqual(Sanitizer.singleLine("Measure the kitchen window (v2)!"), "Measure the kitchen window (v2)!")
        expectEqual(Sanitizer.singleLine("a  b"), "a b")
        expectEqual(Sanitizer.singleLine(" a"), "a")
        expectEqual(Sanitizer.singleLine("a "), "a")
        expectEqual(Sanitizer.singleLine("a\u{7F}b"), "ab")
        expectEqual(Sanitizer.singleLine("\u{1B}[31mred\u{1B}[0m"), "red")
        expectEqual(Sanitizer.singleLine(""), "")
    }

    @Test("multi line normalises CRLF and CR, turns tabs into spaces and trims each line")
    func multiLineWhitespace() {
        expectEqual(Sanitizer.multiLine("one\r\ntwo\rthree\nfour"), "one\ntwo\nthree\nfour")
        expectEqual(Sanitizer.multiLine("a\tb  c  \n  d"), "a b c\nd")
        expectEqual(Sanitizer.multiLine("line\u{2028}sep"), "line\nsep")
    }

    @Test("multi line drops blank lines at the ends and collapses runs of blank lines to one")
    func multiLineBlankLines() {
        expectEqual(Sanitizer.multiLine("\n\n  \nfirst\n\n\n\n\nsecond\n \n"), "first\n\nsecond")
        expectEqual(Sanitizer.multiLine("\r\n\r\n"), "")
    }

    @Test("emoji sequences, combining marks and right-to-left letters are kept intact")
    func keepsRealText() {
        let text = "👨‍👩‍👧 ❤️ e\u{301} שלום مرحبا 日本語 🇯🇵 \u{200B}"
        expectEqual(Sanitizer.singleLine(text), text)
        expectEqual(Sanitizer.multiLine(text), text)
    }
}
