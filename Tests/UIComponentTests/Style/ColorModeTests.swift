import Testing
import UIComponent

@Suite("ColorMode")
struct ColorModeTests {
    @Test("a terminal with nothing asking otherwise gets colour")
    func defaultsToColor() {
        #expect(ColorMode.shouldUseColor(noColorFlag: false, environment: ["TERM": "xterm-256color"], stdoutIsTerminal: true))
        #expect(ColorMode.shouldUseColor(noColorFlag: false, environment: [:], stdoutIsTerminal: true))
    }

    @Test("--no-color turns colour off")
    func flag() {
        #expect(!ColorMode.shouldUseColor(noColorFlag: true, environment: [:], stdoutIsTerminal: true))
    }

    @Test("a non-empty NO_COLOR turns colour off, whatever its value")
    func noColorSet() {
        #expect(!ColorMode.shouldUseColor(noColorFlag: false, environment: ["NO_COLOR": "1"], stdoutIsTerminal: true))
        #expect(!ColorMode.shouldUseColor(noColorFlag: false, environment: ["NO_COLOR": "0"], stdoutIsTerminal: true))
        #expect(!ColorMode.shouldUseColor(noColorFlag: false, environment: ["NO_COLOR": "false"], stdoutIsTerminal: true))
    }

    @Test("an empty NO_COLOR is ignored, as no-color.org says")
    func noColorEmpty() {
        #expect(ColorMode.shouldUseColor(noColorFlag: false, environment: ["NO_COLOR": ""], stdoutIsTerminal: true))
    }

    @Test("TERM=dumb turns colour off")
    func dumbTerminal() {
        #expect(!ColorMode.shouldUseColor(noColorFlag: false, environment: ["TERM": "dumb"], stdoutIsTerminal: true))
    }

    @Test("output that is not a terminal gets no colour")
    func notATerminal() {
        #expect(!ColorMode.shouldUseColor(noColorFlag: false, environment: ["TERM": "xterm"], stdoutIsTerminal: false))
    }
}
