import Core
import FoundationEssentials
import UIComponent

/// How a one-shot command says it failed, the same in every app and sandbox: `✗ message`, then
/// `→ hint`, on standard error; with `--json`, one more line there for scripts
/// (``AppExitCode/errorLine(message:hint:)``).
public enum CommandFailure {
    /// `✗ message` and `→ hint`, wrapped to `width` (by default only past
    /// ``RenderOptions/maximumWidth``: nothing is cut off a terminal). A command in a hint is
    /// never broken: a long one stands on its own line, ready to paste.
    public static func text(_ message: String, hint: String?, width: Int = RenderOptions.maximumWidth) -> String {
        StateView.error(message, hint: hint, width: width, theme: Theme(color: false)).joined(separator: "\n")
    }

    /// `! message` and `→ hint`, laid out as ``text(_:hint:width:)``: what a run went on
    /// without (a cache it could not write), not why it failed.
    public static func warningText(_ message: String, hint: String?, width: Int = RenderOptions.maximumWidth) -> String {
        StateView.warning(message, hint: hint, width: width, theme: Theme(color: false)).joined(separator: "\n")
    }

    /// The width messages to `err` are laid out for: the terminal's when `err` is this process's
    /// standard error on a terminal, else no wrapping at all.
    public static func width(for err: any TerminalIO) -> Int {
        (err is StandardError ? Terminal.stderrWidth() : nil) ?? RenderOptions.maximumWidth
    }

    /// Writes the failure of a run that exits with `code` to standard error.
    public static func write(_ message: String, hint: String?, code: AppExitCode, json: Bool, to err: any TerminalIO = StandardError()) {
        err.write(text(message, hint: hint, width: width(for: err)) + "\n")
        if json { err.write(code.errorLine(message: message, hint: hint) + "\n") }
    }

    /// The hint for a usage error: where the command's options are told, as a command to paste.
    public static func helpHint(_ command: String) -> String {
        "run `\(command) --help` to see what it takes"
    }
}
