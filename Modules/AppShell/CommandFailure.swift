import Core
import FoundationEssentials
import UIComponent

/// How a one-shot command says it failed, the same in every app and sandbox: `✗ message`, then
/// `→ hint`, on standard error; with `--json`, one more line there for scripts
/// (``AppExitCode/errorLine(message:hint:)``).
public enum CommandFailure {
    /// `✗ message` and `→ hint`. Wrapped only past ``RenderOptions/maximumWidth``, so a command
    /// in a hint stays on one line, ready to paste.
    public static func text(_ message: String, hint: String?) -> String {
        StateView.error(message, hint: hint, width: RenderOptions.maximumWidth, theme: Theme(color: false)).joined(separator: "\n")
    }

    /// Writes the failure of a run that exits with `code` to standard error.
    public static func write(_ message: String, hint: String?, code: AppExitCode, json: Bool, to err: any TerminalIO = StandardError()) {
        err.write(text(message, hint: hint) + "\n")
        if json { err.write(code.errorLine(message: message, hint: hint) + "\n") }
    }

    /// The hint for a usage error: where the command's options are told, as a command to paste.
    public static func helpHint(_ command: String) -> String {
        "run `\(command) --help` to see what it takes"
    }
}
