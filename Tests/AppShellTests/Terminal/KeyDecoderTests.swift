import AppShell
import Expectations
import Testing

@Suite("KeyDecoder", .timeLimit(.minutes(2)))
struct KeyDecoderTests {
    private func decode(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(Array(text.utf8))
    }

    @Test("arrows, Home/End and paging in their CSI and SS3 forms")
    func sequences() {
        expectEqual(decode("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D"), [.up, .down, .right, .left])
        expectEqual(decode("\u{1B}OA\u{1B}OB\u{1B}OH\u{1B}OF"), [.up, .down, .home, .end])
        expectEqual(decode("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~"), [.home, .end, .home, .end, .home, .end])
        expectEqual(decode("\u{1B}[5~\u{1B}[6~\u{1B}[3~"), [.pageUp, .pageDown, .delete])
        expectEqual(decode("\u{1B}[1;5A\u{1B}[1;2B"), [.up, .down])
    }

    @Test("letters, Enter in every form, backspace, tab and control chords")
    func plainKeys() {
        expectEqual(decode("jk q"), [.character("j"), .character("k"), .character(" "), .character("q")])
        expectEqual(decode("\r\n\r\n"), [.enter, .enter])
        expectEqual(decode("\r\r\n\n"), [.enter, .enter, .enter])
        expectEqual(decode("\u{7F}\u{08}\t"), [.backspace, .backspace, .tab])
        expectEqual(decode("\u{03}\u{0C}"), [.control("c"), .control("l")])
    }

    @Test("an escape sequence split across reads waits for its end")
    func splitSequence() {
        var decoder = KeyDecoder()
        expectEmpty(decoder.decode([0x1B]))
        #expect(decoder.isWaiting)
        expectEmpty(decoder.decode(Array("[".utf8)))
        expectEmpty(decoder.decode(Array("5".utf8)))
        expectEqual(decoder.decode(Array("~j".utf8)), [.pageUp, .character("j")])
        #expect(!decoder.isWaiting)
        expectEmpty(decoder.decode(Array("\u{1B}".utf8) + Array("O".utf8)))
        expectEqual(decoder.decode(Array("B".utf8)), [.down])
    }

    @Test("a UTF-8 character split across reads waits for its last byte")
    func splitCharacter() {
        var decoder = KeyDecoder()
        let bytes = Array("日".utf8)
        expectEmpty(decoder.decode(bytes.prefix(1)))
        expectEmpty(decoder.decode(bytes.dropFirst().prefix(1)))
        expectEqual(decoder.decode(bytes.suffix(1)), [.character("日")])
        expectEqual(decode("é👍"), [.character("é"), .character("👍")])
    }

    @Test("a lone ESC is the Escape key once no more bytes come")
    func loneEscape() {
        var decoder = KeyDecoder()
        expectEmpty(decoder.decode([0x1B]))
        expectEqual(decoder.flush(), [.escape])
        #expect(!decoder.isWaiting)
        expectEmpty(decoder.flush())
        expectEqual(decoder.decode([0x1B, 0x1B]), [.escape])
        expectEqual(decoder.flush(), [.escape])
    }

    @Test("ESC then a key is Escape and the key; a sequence given up on is read as typed")
    func escapeThenKey() {
        expectEqual(decode("\u{1B}b"), [.escape, .character("b")])
        var decoder = KeyDecoder()
        expectEmpty(decoder.decode(Array("\u{1B}[".utf8)))
        expectEqual(decoder.flush(), [.escape, .character("[")])
    }

    @Test("unknown sequences and stray bytes are skipped whole")
    func unknown() {
        expectEqual(decode("\u{1B}[200~x\u{1B}[?1;2cy"), [.character("x"), .character("y")])
        expectEqual(decode("\u{1B}[2~z"), [.character("z")])
        var decoder = KeyDecoder()
        expectEqual(decoder.decode([0x80, 0x61, 0xFF, 0xC2, 0x85, 0x62]), [.character("a"), .character("b")])
    }
}
