import AppShell
import Testing

@Suite("InteractiveMode")
struct InteractiveModeTests {
    @Test("full screen only on a terminal at both ends, with a TERM that can, without --plain")
    func detect() {
        let xterm = ["TERM": "xterm-256color"]
        #expect(InteractiveMode.detect(plain: false, environment: xterm, stdinIsTerminal: true, stdoutIsTerminal: true) == .fullScreen)
        #expect(InteractiveMode.detect(plain: true, environment: xterm, stdinIsTerminal: true, stdoutIsTerminal: true) == .lines)
        #expect(InteractiveMode.detect(plain: false, environment: ["TERM": "dumb"], stdinIsTerminal: true, stdoutIsTerminal: true) == .lines)
        #expect(InteractiveMode.detect(plain: false, environment: [:], stdinIsTerminal: true, stdoutIsTerminal: true) == .lines)
        #expect(InteractiveMode.detect(plain: false, environment: xterm, stdinIsTerminal: false, stdoutIsTerminal: true) == .lines)
        #expect(InteractiveMode.detect(plain: false, environment: xterm, stdinIsTerminal: true, stdoutIsTerminal: false) == .lines)
    }
}
