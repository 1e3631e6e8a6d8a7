#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Core
import FoundationEssentials

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
        var environment = ProcessInfo.processInfo.environment
        // less shows colour only with -R; LESS is what git sets when the person has none.
        if environment["LESS"] == nil { environment["LESS"] = "FRX" }
        guard let pager = try? ChildProcess(shell: command, environment: environment, input: .pipe) else {
            out.write(text)
            return
        }
        // A pager quit early (q in less) closes its end: stop writing, quietly.
        signal(SIGPIPE, SIG_IGN)
        pager.write(Array(text.utf8))
        pager.closeInput()
        pager.wait()
    }
}
