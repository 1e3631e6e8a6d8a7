#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Core
import FoundationEssentials

/// How an interactive run talks to the person.
public enum InteractiveMode: Sendable, Hashable {
    /// The full-screen UI: keys, a viewport, a status line (``FullScreenSession``).
    case fullScreen
    /// The line mode: the screen printed, a command read, for pipes and dumb terminals
    /// (``InteractiveSession``).
    case lines

    /// Full screen when standard input and output are both a terminal that can show it (`TERM`
    /// set and not `dumb`) and `plain` (`--plain`) was not asked for; lines otherwise.
    public static func detect(
        plain: Bool,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        stdinIsTerminal: Bool = Terminal.stdinIsTerminal,
        stdoutIsTerminal: Bool = Terminal.stdoutIsTerminal
    ) -> InteractiveMode {
        let term = environment["TERM"] ?? ""
        guard !plain, stdinIsTerminal, stdoutIsTerminal, !term.isEmpty, term != "dumb" else { return .lines }
        return .fullScreen
    }
}

/// The one way apps and the sandbox start an interactive run.
@MainActor
public enum Interactive {
    /// Runs `root` until the person quits, in `mode`: the full-screen UI on the process's
    /// terminal, or the line mode on `io`.
    ///
    /// When a signal (SIGTERM, SIGHUP, SIGINT) ends the full-screen UI, the terminal is given
    /// back first and the signal then takes its usual effect, so the process ends as signalled.
    public static func run(_ root: any Screen, options: RenderOptions, mode: InteractiveMode, io: any TerminalIO = StandardIO()) async -> AppExitCode {
        await run(stack: [root], options: options, mode: mode, io: io)
    }

    /// Runs from `stack` (root first, never empty), as if the person had opened each screen in
    /// turn; `host` (the sandbox's) adds keys and a footer to the full-screen UI and is asked
    /// on every tick. The line mode shows the screens without the host.
    public static func run(stack: [any Screen], options: RenderOptions, mode: InteractiveMode, io: any TerminalIO = StandardIO(),
                           host: (any FullScreenHost)? = nil) async -> AppExitCode {
        switch mode {
        case .lines:
            return await InteractiveSession(stack: stack, options: options, io: io).run()
        case .fullScreen:
            let ending = await FullScreenSession(stack: stack, color: options.color, terminal: LiveTerminal(), host: host).run()
            switch ending {
            case .quit, .closed:
                return .ok
            case .signal(let number):
                // The terminal is back: let the signal end the process as it would have.
                EndingSignal.raiseWithDefaultAction(number)
                return .ok
            case .failed(let reason):
                // The terminal refused raw mode: carry on in the line mode rather than fail.
                StandardStreams.writeError("full-screen mode unavailable (\(reason)); using the line mode\n")
                return await InteractiveSession(stack: stack, options: options, io: io).run()
            }
        }
    }
}
