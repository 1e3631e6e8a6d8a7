#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FoundationEssentials

/// Facts about the process's terminal.
public enum Terminal {
    /// True when standard input is a terminal.
    public static var stdinIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

    /// True when standard output is a terminal.
    public static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// The width of the terminal standard error goes to, else `COLUMNS`, else 80; nil when
    /// standard error is not a terminal (a log, a pipe), where nothing is wrapped.
    public static func stderrWidth(environment: [String: String] = ProcessInfo.processInfo.environment) -> Int? {
        guard isatty(STDERR_FILENO) == 1 else { return nil }
        var size = winsize()
        if ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return Int(size.ws_col)
        }
        return environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil } ?? 80
    }

    /// The terminal's height in rows, else `LINES`, else 24.
    public static func height(environment: [String: String] = ProcessInfo.processInfo.environment) -> Int {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 {
            return Int(size.ws_row)
        }
        if let rows = environment["LINES"].flatMap(Int.init), rows > 0 {
            return rows
        }
        return 24
    }

    /// The width to lay out for: the terminal's, else `COLUMNS`, else 80.
    public static func width(environment: [String: String] = ProcessInfo.processInfo.environment) -> Int {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return Int(size.ws_col)
        }
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 {
            return columns
        }
        return 80
    }
}
