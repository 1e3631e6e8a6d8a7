import AppShell
import Core
import UIComponent

/// How a failure reaches people and scripts: the message (and hint) on standard error, and with
/// `--json` one more line there, `{"error":{"kind":…,"message":…,"hint":…,"exit":…}}`.
public enum FailureReport {
    /// Writes `error` for a run that exits with `code`. Messages on standard error are not
    /// wrapped: a command in a hint stays on one line, ready to paste, and the terminal folds
    /// what is long.
    public static func write(_ error: DomainError, code: AppExitCode, json: Bool, to err: any TerminalIO) {
        CommandFailure.write(error.message, hint: error.hint, code: code, json: json, to: err)
    }

    /// The one JSON line for scripts.
    public static func line(_ error: DomainError, code: AppExitCode) -> String {
        code.errorLine(message: error.message, hint: error.hint)
    }
}
