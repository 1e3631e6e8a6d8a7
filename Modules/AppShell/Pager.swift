#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Core
import FoundationEssentials
import UIComponent

/// Long one-shot output on a terminal goes through a pager (`$PAGER`, else the config file's
/// `pager`, else `less -FRX`), the way git and gh do. Output that fits, `--no-pager`, pipes and
/// `--json` are written directly.
public enum Pager {
    /// Writes `text` through `command` when it has more lines than `height`, else to `out`.
    /// A pager that cannot start is skipped: the text is written directly. So is one that
    /// fails (`PAGER=false`, a command that is not there): it exits non-zero by itself, having
    /// shown nothing, and the text is written after it, with a line to `err` saying why.
    public static func write(_ text: String, command: String?, height: Int, to out: any TerminalIO, err: (any TerminalIO)? = nil) {
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
        _ = pager.write(Array(text.utf8))
        pager.closeInput()
        let status = pager.wait()
        // Quit by the person (q: 0; Ctrl-C: a signal) is the end of it; failing by itself is not.
        guard status != 0, pager.endingSignal == nil else { return }
        out.write(text)
        err?.write("! the pager `\(Sanitizer.singleLine(command))` exited \(status) without showing anything, so the output above is unpaged"
            + " (--no-pager skips the pager; PAGER or the config file's pager chooses another)\n")
    }
}
