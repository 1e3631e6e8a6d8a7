import Core
import FoundationEssentials

/// Where the shell reads commands from and writes screens to.
public protocol TerminalIO: AnyObject {
    /// The next line typed, without its newline; nil at end of input.
    func readLine() -> String?
    /// Writes text as is (no newline added).
    func write(_ text: String)
}

/// The process's standard input and output. Output goes straight to the descriptor, unbuffered:
/// a failed write is remembered (``StandardStreams/outputFailure``) instead of lost in a buffer.
public final class StandardIO: TerminalIO {
    /// Uses standard input and output.
    public init() {}

    public func readLine() -> String? { Swift.readLine(strippingNewline: true) }

    public func write(_ text: String) {
        StandardStreams.writeOutput(text)
    }
}

/// Standard error as a ``TerminalIO`` (write-only): messages for people, never the screen.
public final class StandardError: TerminalIO {
    /// Uses standard error.
    public init() {}

    public func readLine() -> String? { nil }

    public func write(_ text: String) {
        StandardStreams.writeError(text)
    }
}

/// Lines given up front and output kept in memory: for tests and scripted sessions.
public final class BufferedIO: TerminalIO {
    private var lines: [String]
    /// Everything written so far.
    public private(set) var output = ""

    /// Reads `lines` in order, then end of input.
    public init(lines: [String] = []) {
        self.lines = lines
    }

    public func readLine() -> String? {
        lines.isEmpty ? nil : lines.removeFirst()
    }

    public func write(_ text: String) {
        output += text
    }
}
