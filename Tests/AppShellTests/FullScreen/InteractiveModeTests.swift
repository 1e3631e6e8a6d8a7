import AppShell
import Expectations
import Testing

@Suite("InteractiveMode", .timeLimit(.minutes(2)))
struct InteractiveModeTests {
    @Test("full screen only on a terminal at both ends, with a TERM that can, without --plain")
    func detect() {
        let xterm = ["TERM": "xterm-256color"]
        expectEqual(InteractiveMode.detect(plain: false, environment: xterm, stdinIsTerminal: true, stdoutIsTerminal: true), .fullScreen)
        expectEqual(InteractiveMode.detect(plain: true, environment: xterm, stdinIsTerminal: true, stdoutIsTerminal: true), .lines)
        expectEqual(InteractiveMode.detect(plain: false, environment: ["TERM": "dumb"], stdinIsTerminal: true, stdoutIsTerminal: true), .lines)
        expectEqual(InteractiveMode.detect(plain: false, environment: [:], stdinIsTerminal: true, stdoutIsTerminal: true), .lines)
        expectEqual(InteractiveMode.detect(plain: false, environment: xterm, stdinIsTerminal: false, stdoutIsTerminal: true), .lines)
        expectEqual(InteractiveMode.detect(plain: false, environment: xterm, stdinIsTerminal: true, stdoutIsTerminal: false), .lines)
    }
}
