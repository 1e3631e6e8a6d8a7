import Core
import Expectations
import Foundation
import Testing

/// `JSONValue(parsing:)` reads what RFC 8259 allows, refuses the rest, and says where.
@Suite("JSONValue(parsing:): one strict JSON document, without JSONDecoder", .timeLimit(.minutes(2)))
struct JSONParsingTests {
    @Test("reads every kind of value, nested")
    func kinds() throws {
        let text = #" {"s":"a\"b\\c\/d\b\f\n\r\t\u00e9\ud83d\udcce","i":-42,"big":9223372036854775807,"d":1.5,"e":2E-3,"t":true,"f":false,"n":null,"a":[1,[],{}]} "#
        expectEqual(try JSONValue(parsing: text), .object([
            "s": .string("a\"b\\c/d\u{8}\u{C}\n\r\té📎"), "i": .int(-42), "big": .int(.max), "d": .double(1.5), "e": .double(0.002),
            "t": .bool(true), "f": .bool(false), "n": .null, "a": .array([.int(1), .array([]), .object([:])]),
        ]))
        expectEqual(try JSONValue(parsing: "9223372036854775808"), .double(9223372036854775808), "past Int64: a double")
        expectEqual(try JSONValue(parsing: "-0"), .int(0))
        expectEqual(try JSONValue(parsing: #"{"k":1,"k":2}"#), .object(["k": .int(2)]), "the last of repeated keys")
        expectEqual(try JSONValue(parsing: Data("\"日本\"".utf8)), .string("日本"))
    }

    @Test("what it writes it reads back as the same value")
    func roundTrip() throws {
        let value = JSONValue.object([
            "title": .string("発注 \u{1B}[31m \u{0} \u{2028} \"q\""), "rows": .array([.int(1), .double(2.25), .null, .bool(false)]),
            "nested": .object(["empty": .array([]), "also": .object([:])]),
        ])
        for pretty in [false, true] {
            expectEqual(try JSONValue(parsing: value.text(pretty: pretty)), value)
        }
    }

    static let refusals: [(String, Int, String)] = [
        ("", 0, "the text ends where a value should be"),
        ("{} {}", 3, "text after the document"),
        ("[1,]", 3, "a value cannot start with this byte"),
        ("{\"a\" 1}", 5, "expected a colon after the key"),
        ("{a:1}", 1, "expected a key in quotes"),
        ("[1 2]", 3, "expected a comma or the end of the array"),
        ("\"tab\there\"", 4, "a control character must be escaped in a string"),
        ("\"open", 5, "the text ends inside a string"),
        (#""\x""#, 2, "an unknown escape"),
        (#""\u12""#, 3, "a \\u escape needs four hex digits"),
        (#""\ud83d""#, 7, "a high surrogate without its low surrogate"),
        (#""\udcce""#, 7, "a low surrogate without its high surrogate"),
        ("01", 1, "text after the document"),
        ("1.", 2, "a number needs a digit after its point"),
        ("1e", 2, "a number needs a digit in its exponent"),
        ("-", 1, "a number needs a digit"),
        ("+1", 0, "a value cannot start with this byte"),
        ("1e999", 0, "a number too large to hold"),
        ("tru", 0, "expected true"),
        ("nul", 0, "expected null"),
        ("NaN", 0, "a value cannot start with this byte"),
    ]

    @Test("refuses what is not one JSON document, naming the byte", arguments: refusals)
    func refuses(_ text: String, at offset: Int, _ reason: String) {
        #expect(throws: JSONParseError(offset: offset, reason: reason)) { try JSONValue(parsing: text) }
    }

    @Test("refuses bytes that are not UTF-8 and nesting deeper than 512, without overflowing the stack")
    func hostile() {
        #expect(throws: JSONParseError(offset: 1, reason: "a string is not UTF-8")) { try JSONValue(parsing: Data([0x22, 0xFF, 0x22])) }
        let deep = String(repeating: "[", count: 100_000)
        #expect(throws: JSONParseError(offset: 512, reason: "nested deeper than 512")) { try JSONValue(parsing: deep) }
        let fine = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect((try? JSONValue(parsing: fine)) != nil)
    }

    /// Where RFC 8259 is clear. (Foundation also accepts a trailing comma, `[1,]`, which the
    /// RFC does not and `refuses` checks this parser does not.)
    @Test("accepts and refuses what Foundation's JSONSerialization does", arguments: [
        "{}", "[]", "0", "-1.5e+3", "\"\"", " \n\t\r true ", "[null,false]", #"{"a":{"b":[{"c":"d"}]}}"#, #""\u0000""#, "\"\u{7F}\"",
        "{", "]", "{,}", "01", ".5", "1.", "-", "+1", "0x10", "'a'", "\"\u{1}\"", "[1] x", "nul", "Infinity", #""\ud800""#,
    ])
    func agreesWithFoundation(_ text: String) {
        let foundation = (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)) != nil
        let ours = (try? JSONValue(parsing: text)) != nil
        expectEqual(ours, foundation, text.debugDescription)
    }
}
