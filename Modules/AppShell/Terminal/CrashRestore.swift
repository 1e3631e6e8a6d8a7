#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Gives the terminal back if the process ends while the full-screen UI has it: at `exit`, and
/// on a crash (SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE), before the crash goes on to
/// whatever handled it before (the runtime's backtrace, or the default).
///
/// Signal handlers may only do little: write the bytes and set the terminal's saved settings,
/// both prepared when the terminal is taken over.
enum CrashRestore {
    private nonisolated(unsafe) static var armed = false
    /// The saved settings live on the heap, not in a global `termios`: Swift 6.3 lays such a
    /// global out from its initializer without the struct's 3 bytes of inner padding (57 bytes
    /// for a 60-byte type), so storing settings into it wrote past its end (AddressSanitizer:
    /// global-buffer-overflow, `scripts/test --sanitize address`).
    private nonisolated(unsafe) static let settings: UnsafeMutablePointer<termios> = {
        let pointer = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        pointer.initialize(to: termios())
        return pointer
    }()
    private nonisolated(unsafe) static var input: Int32 = 0
    private nonisolated(unsafe) static var output: Int32 = 1
    private nonisolated(unsafe) static var bytes: [UInt8] = []
    private nonisolated(unsafe) static var previous: [(signal: Int32, action: sigaction)] = []
    private nonisolated(unsafe) static var installed = false

    private static let crashSignals: [Int32] = [SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE]

    /// Remembers how to give the terminal back, and installs the handlers the first time.
    static func arm(settings: termios, input: Int32, output: Int32) {
        self.settings.pointee = settings
        self.input = input
        self.output = output
        bytes = Array(ControlSequence.leaveFullScreen.utf8)
        armed = true
        guard !installed else { return }
        installed = true
        atexit { CrashRestore.restore() }
        for number in crashSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                CrashRestore.restore()
                // Hand the signal to whoever had it before; it is delivered when this returns.
                for entry in CrashRestore.previous where entry.signal == number {
                    var action = entry.action
                    sigaction(number, &action, nil)
                }
                raise(number)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            var old = sigaction()
            sigaction(number, &action, &old)
            previous.append((number, old))
        }
    }

    /// The terminal was given back the ordinary way.
    static func disarm() {
        armed = false
    }

    /// Writes the leaving sequence and restores the saved settings, once.
    private static func restore() {
        guard armed else { return }
        armed = false
        _ = bytes.withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
        tcsetattr(input, TCSANOW, settings)
    }
}
