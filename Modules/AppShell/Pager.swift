import Foundation

/// Long one-shot output on a terminal goes through a pager (`$PAGER`, else the config file's
/// `pager`, else `less -FRX`), the way git and gh do. Output that fits, `--no-pager`, pipes and
/// `--json` are written directly.
public enum Pager {
    /// Writes `text` through `command` when it has more lines than `height`, else to `out`.
    /// A pager that cannot start is skipped: the text is written directly.
    public static func write(_ text: String, command: String?, height: Int, to out: any TerminalIO) {
        guard let command, text.reduce(0, { $1 == "\n" ? $0 + 1 : $0 }) >= height else {
            out.write(text)
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        var environment = ProcessInfo.processInfo.environment
        // less shows colour only with -R; LESS is what git sets when the person has none.
        if environment["LESS"] == nil { environment["LESS"] = "FRX" }
        process.environment = environment
        let input = Pipe()
        process.standardInput = input
        do {
            try process.run()
        } catch {
            out.write(text)
            return
        }
        // A pager quit early (q in less) closes its end: stop writing, quietly.
        signal(SIGPIPE, SIG_IGN)
        let handle = input.fileHandleForWriting
        try? handle.write(contentsOf: Data(text.utf8))
        try? handle.close()
        process.waitUntilExit()
    }
}
