import Foundation

/// Unbuffered writes to stdout, so a parent process reading our pipe sees each line at once.
public enum StandardOutput {
    /// Writes `line` and a newline straight to file descriptor 1; a closed stdout is ignored.
    public static func writeLine(_ line: String) {
        try? FileHandle.standardOutput.write(contentsOf: Data((line + "\n").utf8))
    }
}
