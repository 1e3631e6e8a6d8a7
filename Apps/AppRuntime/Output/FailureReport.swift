import AppShell
import Core
import UIComponent

/// How a failure reaches people and scripts: the message (and hint) on standard error, and with
/// `--json` one more line there, `{"error":{"kind":…,"message":…,"hint":…,"exit":…}}`.
public enum FailureReport {
    /// Writes `error` for a run that exits with `code`.
    public static func write(_ error: DomainError, code: AppExitCode, json: Bool, width: Int = 80, to err: any TerminalIO) {
        err.write(ErrorText.render(error, width: width) + "\n")
        if json { err.write(line(error, code: code) + "\n") }
    }

    /// The one JSON line for scripts.
    public static func line(_ error: DomainError, code: AppExitCode) -> String {
        code.errorLine(message: error.message, hint: error.hint)
    }
}
