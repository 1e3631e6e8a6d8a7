import AppShell
import Expectations
import Testing

/// The pager as a person meets it: one that fails by itself shows nothing, so the output is
/// written without it and a line says why; one quit by the person is the end of it.
@Suite("Pager", .timeLimit(.minutes(2)))
struct PagerTests {
    static let text = "line 1\nline 2\nline 3\n"

    @Test("a pager that fails by itself (false, a command that is not there): the output is written unpaged, with a warning naming it",
          arguments: [("false", "exited 1"), ("no-such-pager-here", "exited 127")])
    func failingPager(_ command: String, _ said: String) {
        let out = BufferedIO(), err = BufferedIO()
        Pager.write(Self.text, command: command, height: 2, to: out, err: err)
        expectEqual(out.output, Self.text)
        expectPrefix(err.output, "! the pager `\(command)` \(said) without showing anything", "\(err.output)")
    }

    @Test("a pager that ends well (as less does when q is pressed) is the end of it: nothing is written again")
    func quitPager() {
        let out = BufferedIO(), err = BufferedIO()
        Pager.write(Self.text, command: "true", height: 2, to: out, err: err)
        expectEqual(out.output, "")
        expectEqual(err.output, "")
    }

    @Test("output that fits, or no pager at all, is written directly")
    func noPager() {
        let fits = BufferedIO()
        Pager.write(Self.text, command: "false", height: 10, to: fits)
        expectEqual(fits.output, Self.text)
        let none = BufferedIO()
        Pager.write(Self.text, command: nil, height: 1, to: none)
        expectEqual(none.output, Self.text)
    }
}
