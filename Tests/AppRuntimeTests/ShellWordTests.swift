import AppRuntime
import Core
import Expectations
import Testing

@Suite("ShellWord: hints a person pastes", .timeLimit(.minutes(2)))
struct ShellWordTests {
    @Test("plain words stay as they are", arguments: ["42", "c-7", "show", "a_b.c"])
    func plain(_ word: String) {
        expectEqual(ShellWord.quoted(word), word)
    }

    @Test("anything else is single-quoted, quotes inside escaped")
    func quoted() {
        expectEqual(ShellWord.quoted("two words"), "'two words'")
        expectEqual(ShellWord.quoted("it's"), #"'it'\''s'"#)
        expectEqual(ShellWord.quoted("$(rm -rf /)"), "'$(rm -rf /)'")
        expectEqual(ShellWord.quoted(""), "''")
    }
}
