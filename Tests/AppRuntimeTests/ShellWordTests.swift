import AppRuntime
import Core
import Testing

@Suite("ShellWord: hints a person pastes")
struct ShellWordTests {
    @Test("plain words stay as they are", arguments: ["42", "c-7", "show", "a_b.c"])
    func plain(_ word: String) {
        #expect(ShellWord.quoted(word) == word)
    }

    @Test("anything else is single-quoted, quotes inside escaped")
    func quoted() {
        #expect(ShellWord.quoted("two words") == "'two words'")
        #expect(ShellWord.quoted("it's") == #"'it'\''s'"#)
        #expect(ShellWord.quoted("$(rm -rf /)") == "'$(rm -rf /)'")
        #expect(ShellWord.quoted("") == "''")
    }
}
