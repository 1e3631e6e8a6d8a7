#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Core
import Dispatch
import FoundationEssentials

/// The process's own terminal, for the full-screen UI.
///
/// ``enter()`` saves the terminal's settings, switches to raw mode (no echo, no line editing,
/// keys as they come, Ctrl-C as a key) and to the alternate screen with the cursor hidden.
/// ``leave()`` puts everything back. So that the terminal is given back on every way out, it
/// also catches SIGTERM, SIGHUP and SIGINT (delivered as ``TerminalEvent/signal(_:)``),
/// restores the terminal at exit, and, if the process crashes, restores it before the crash
/// goes on.
@MainActor
public final class LiveTerminal: TerminalDevice {
    private let input: Int32
    private let output: Int32
    private var saved: termios?
    private var sources: [any DispatchSourceProtocol] = []
    private var reader: InputReader?
    private var continuation: AsyncStream<TerminalEvent>.Continuation?
    public private(set) var events: AsyncStream<TerminalEvent>

    /// The terminal on standard input and standard output.
    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.input = input
        self.output = output
        (events, continuation) = AsyncStream<TerminalEvent>.makeStream()
    }

    public var size: TerminalSize { Self.size(of: output) }

    public func enter() throws(TerminalError) {
        var settings = termios()
        guard tcgetattr(input, &settings) == 0 else {
            throw TerminalError("standard input is not a terminal (\(String(cString: strerror(errno))))")
        }
        saved = settings
        CrashRestore.arm(settings: settings, input: input, output: output)
        var raw = Self.raw(settings)
        guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else {
            CrashRestore.disarm()
            throw TerminalError("cannot put the terminal in raw mode (\(String(cString: strerror(errno))))")
        }
        write(ControlSequence.enterFullScreen)
        listen()
    }

    public func leave() {
        guard let settings = saved else { return }
        saved = nil
        reader?.stop()
        reader = nil
        sources.forEach { $0.cancel() }
        sources = []
        for number in Self.stopSignals { signal(number, SIG_DFL) }
        giveBack(settings)
        CrashRestore.disarm()
        continuation?.finish()
    }

    public func suspend() {
        guard let settings = saved else { return }
        giveBack(settings)
        // Stops here, as Ctrl-Z stops any program; the shell's `fg` sends SIGCONT and `raise`
        // returns, and only then is the terminal taken again (the shell set its own modes while
        // the app was stopped). This thread may be one of Dispatch's, which block SIGTSTP: it is
        // let through here alone, so the stop happens in this call and not later, elsewhere.
        var stop = sigset_t()
        var mask = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &stop, &mask)
        raise(SIGTSTP)
        pthread_sigmask(SIG_SETMASK, &mask, nil)
        var raw = Self.raw(settings)
        tcsetattr(input, TCSAFLUSH, &raw)
        write(ControlSequence.enterFullScreen)
    }

    /// The screen and the line settings as they were before ``enter()``: on leaving, and while stopped.
    private func giveBack(_ settings: termios) {
        var settings = settings
        write(ControlSequence.leaveFullScreen)
        tcsetattr(input, TCSADRAIN, &settings)
    }

    /// `settings` in raw mode: no echo, no line editing, keys as they come, Ctrl-C and Ctrl-Z as keys.
    private nonisolated static func raw(_ settings: termios) -> termios {
        var raw = settings
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        return raw
    }

    public func write(_ text: String) {
        _ = FileDescriptors.writeAll(Array(text.utf8), to: output)  // a terminal gone takes nothing, quietly
    }

    /// The signals that end the session (the terminal is restored, then they take effect).
    nonisolated static let stopSignals: [Int32] = [SIGTERM, SIGHUP, SIGINT]

    /// Starts the key reader, the ticker and the signal sources.
    private func listen() {
        guard let continuation else { return }
        sources = Self.sources(output: output, continuation: continuation)
        reader = InputReader(input: input, continuation: continuation)
    }

    /// Signal sources (stop signals become events, SIGWINCH a resize) and a ticker, running on
    /// a global queue: nothing in them may touch the main actor.
    private nonisolated static func sources(output: Int32, continuation: AsyncStream<TerminalEvent>.Continuation) -> [any DispatchSourceProtocol] {
        var sources: [any DispatchSourceProtocol] = []
        for number in stopSignals + [SIGWINCH] {
            if number != SIGWINCH { signal(number, SIG_IGN) }
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                continuation.yield(number == SIGWINCH ? .resize(size(of: output)) : .signal(number))
            }
            source.resume()
            sources.append(source)
        }
        let ticker = DispatchSource.makeTimerSource(queue: .global())
        ticker.schedule(deadline: .now() + .milliseconds(100), repeating: .milliseconds(100))
        ticker.setEventHandler { continuation.yield(.tick) }
        ticker.resume()
        sources.append(ticker)
        return sources
    }

    nonisolated static func size(of output: Int32) -> TerminalSize {
        var size = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return TerminalSize(columns: 80, rows: 24)
        }
        return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }
}
