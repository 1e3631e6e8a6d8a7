import AppShell
import Expectations
import Testing

@Suite("FrameWriter", .timeLimit(.minutes(2)))
struct FrameWriterTests {
    @Test("the first frame clears the screen and draws every non-empty line")
    func first() {
        var writer = FrameWriter()
        expectEqual(writer.update(to: ["a", "", "c"]), "\u{1B}[0m\u{1B}[H\u{1B}[2J\u{1B}[1;1H\u{1B}[2Ka\u{1B}[3;1H\u{1B}[2Kc")
    }

    @Test("an unchanged frame writes nothing; a changed line is rewritten alone")
    func diff() {
        var writer = FrameWriter()
        _ = writer.update(to: ["title", "row 1", "row 2", "status"])
        expectEmpty(writer.update(to: ["title", "row 1", "row 2", "status"]))
        expectEqual(writer.update(to: ["title", "row 1", "› row 2", "status"]), "\u{1B}[3;1H\u{1B}[2K› row 2")
        expectEqual(writer.update(to: ["title", "row 1", "› row 2", ""]), "\u{1B}[4;1H\u{1B}[2K")
    }

    @Test("a new height, or an invalidated screen, is redrawn whole")
    func redraw() {
        var writer = FrameWriter()
        _ = writer.update(to: ["a", "b"])
        #expect(writer.update(to: ["a", "b", "c"]).hasPrefix("\u{1B}[0m\u{1B}[H\u{1B}[2J"))
        writer.invalidate()
        #expect(writer.update(to: ["a", "b", "c"]).hasPrefix("\u{1B}[0m\u{1B}[H\u{1B}[2J"))
    }
}
