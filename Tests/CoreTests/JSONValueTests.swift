import Core
import Expectations
import Foundation
import Testing

/// The JSON the apps print: every string escaped as RFC 8259 asks, and read back the same.
@Suite("JSONValue: strings escaped, whole or one character at a time", .timeLimit(.minutes(2)))
struct JSONValueTests {
    @Test("a string is written as JSON and reads back as itself", arguments: [
        "plain", "", "発注書の確認 📎", "quote \" and backslash \\", "say \"hi\"", "tab\tnew\nline\r", "\u{0}\u{1F}\u{7F}",
        "C1 \u{80}\u{9F} and é (U+00E9)", "line\u{2028}paragraph\u{2029}", "… — “typographic”", "e\u{301} decomposed",
    ])
    func roundTrip(_ text: String) throws {
        let written = JSONValue.array([.string(text)]).text(pretty: false)
        let read = try #require(try JSONSerialization.jsonObject(with: Data(written.utf8)) as? [String])
        expectEqual(read, [text])
        #expect(!written.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{2028}" || $0 == "\u{2029}" },
                "\(written.debugDescription)")
    }

    @Test("the escapes are the short ones where JSON has them, else \\u with four lower-case hex digits")
    func escapes() {
        expectEqual(JSONValue.string("a\"b\\c\nd\re\tf\u{1}g\u{2028}").text(pretty: false), #""a\"b\\c\nd\re\tf\u0001g\u2028""#)
        expectEqual(JSONValue.string("日本").text(pretty: false), "\"日本\"")
    }

    @Test("an integer is written in decimal, its sign and every digit, to the ends of Int64")
    func integers() {
        let values: [Int64] = [0, 7, 10, 99, 100, 1_234_567_890_123, -1, -10, .max, .min]
        expectEqual(JSONValue.array(values.map(JSONValue.int)).text(pretty: false),
                    "[0,7,10,99,100,1234567890123,-1,-10,9223372036854775807,-9223372036854775808]")
    }
}
