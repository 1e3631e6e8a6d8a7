#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Core

/// What became of the process's standard output, looked at once, when the run is over, and
/// the process ended accordingly: the apps' and the sandboxes' last step.
///
/// The run writes its output straight to the descriptor (``StandardIO``), and the first write
/// that fails is remembered (`StandardStreams.outputFailure`). Then:
/// - nothing failed: the run's exit code stands;
/// - the reader went away (`order-app list | head`, `EPIPE`, for a process that ignores SIGPIPE
///   while it runs, as the apps do so that a list is kept whole): the process ends as a closed
///   pipe ends any command, by SIGPIPE (status 141 in a shell);
/// - standard output was closed (`>&-`) or a write failed (a full disk, `> /dev/full`): the
///   output is not all there. The run says so on standard error, and a run that would have
///   exited 0 exits 74 (with `--json`, its error line); one that failed already keeps its code,
///   and with `--json` its own error line stays the last and only one. Nothing tells to run the
///   command again: it ran to the end, and a change it made is made.
public enum StandardOutputCheck {
    enum Outcome: Equatable {
        case written
        case readerGone
        case closed
        case failed(reason: String)
    }

    /// Ends the process of a run that is over and exited with `code`, as above. `json` says
    /// whether the command line asked for `--json` (asked only when something failed);
    /// `beforeEnding` runs first, whichever way the process ends.
    public static func endProcess(code: Int32, json: () -> Bool, beforeEnding: () -> Void = {}) -> Never {
        let outcome = outcome()
        beforeEnding()
        if outcome == .readerGone {
            EndingSignal.raiseWithDefaultAction(SIGPIPE)
            exit(128 + SIGPIPE)  // what a shell reports for it, should the signal not end the process
        }
        guard let message = message(outcome) else { exit(code) }
        if code == AppExitCode.ok.rawValue {
            // The run's only failure: said as any failure is, the error line too with --json.
            CommandFailure.write(message, hint: nil, code: .ioError, json: json())
            exit(AppExitCode.ioError.rawValue)
        }
        // A run that failed has said so. With --json its error line stays the last thing on
        // standard error, as the contract has it; without, this is said after it.
        if !json() { CommandFailure.write(message, hint: nil, code: .ioError, json: false) }
        exit(code)
    }

    static func outcome() -> Outcome {
        switch StandardStreams.outputFailure {
        case nil: .written
        case EPIPE: .readerGone
        case EBADF: .closed
        case let error?: .failed(reason: String(cString: strerror(error)))
        }
    }

    /// What to say when the output did not get through; nil when there is nothing to say.
    static func message(_ outcome: Outcome) -> String? {
        let ranToTheEnd = "the command itself ran to the end, and anything it changed is changed"
        switch outcome {
        case .written, .readerGone:
            return nil
        case .closed:
            return "standard output is closed, so the output went nowhere; \(ranToTheEnd)"
        case .failed(let reason):
            return "the output could not be written to standard output (\(reason)), so it is not all there; \(ranToTheEnd)"
        }
    }
}
