import Testing
import UIComponent

@Suite("ColorMode", .timeLimit(.minutes(2)))
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

    @Test("FORCE_COLOR and CLICOLOR_FORCE turn colour on in a pipe; 0 or empty does not; NO_COLOR and the flag still win")
    func forcedColour() {
        #expect(ColorMode.shouldUseColor(noColorFlag: false, environment: ["FORCE_COLOR": "1"], stdoutIsTerminal: false))
        #expect(ColorMode.shouldUseColor(noColorFlag: false, environment: ["CLICOLOR_FORCE": "1", "TERM": "dumb"], stdoutIsTerminal: false))
        #expect(!ColorMode.shouldUseColor(noColorFlag: false, environment: ["FORCE_COLOR": "0"], stdoutIsTerminal: false))
        #expect(!ColorMode.shouldUseColor(noColorFlag: false, environment: ["CLICOLOR_FORCE": ""], stdoutIsTerminal: false))
        #expect(!ColorMode.shouldUseColor(noColorFlag: false, environment: ["FORCE_COLOR": "1", "NO_COLOR": "1"], stdoutIsTerminal: true))
        #expect(!ColorMode.shouldUseColor(noColorFlag: true, environment: ["FORCE_COLOR": "1"], stdoutIsTerminal: true))
    }

    @Test("the config file's colour applies only when neither the flag nor the environment says anything")
    func configuredColour() {
        #expect(ColorMode.shouldUseColor(noColorFlag: false, environment: [:], stdoutIsTerminal: false, configured: .always))
        #expect(!ColorMode.shouldUseColor(noColorFlag: false, environment: [:], stdoutIsTerminal: true, configured: .never))
        #expect(!ColorMode.shouldUseColor(noColorFlag: false, environment: ["NO_COLOR": "1"], stdoutIsTerminal: true, configured: .always))
        #expect(ColorMode.shouldUseColor(noColorFlag: false, environment: ["FORCE_COLOR": "1"], stdoutIsTerminal: true, configured: .never))
    }
}
