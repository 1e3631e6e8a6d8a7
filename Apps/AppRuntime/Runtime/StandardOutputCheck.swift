#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Core

/// What became of the process's standard output, looked at once, when the run is over.
///
/// The run writes its output straight to the descriptor (`StandardIO`), and the first write
/// that fails is remembered (`StandardStreams.outputFailure`). Then:
/// - nothing failed: the run's exit code stands;
/// - the reader went away (`order-app list | head`, `EPIPE`): the process ends as a closed pipe
///   ends any command, by SIGPIPE (status 141 in a shell), but only after the run has finished
///   and kept its list, which is why SIGPIPE is ignored while it runs;
/// - standard output was closed from the start (`>&-`): nothing could be written; exit 74;
/// - a write failed otherwise (a full disk, `> /dev/full`): the output is not all there, so the
///   run says so and exits 74, never 0.
enum StandardOutputCheck {
    enum Outcome: Equatable {
        case written
        case readerGone
        case closed
        case failed(reason: String)
    }

    static func outcome() -> Outcome {
        switch StandardStreams.outputFailure {
        case nil: .written
        case EPIPE: .readerGone
        case EBADF: .closed
        case let error?: .failed(reason: String(cString: strerror(error)))
        }
    }

    /// What to say when the output did not get through, and what to run instead.
    static func failure(_ outcome: Outcome, command: String, commandName: String) -> DomainError? {
        switch outcome {
        case .written, .readerGone:
            return nil
        case .closed:
            return DomainError(.storage, "standard output is closed, so the output went nowhere",
                               hint: "run it with its output going to a file: `\(command) > \(commandName)-output.txt`")
        case .failed(let reason):
            return DomainError(.storage, "the output could not be written to standard output (\(reason)); what was written is not all of it",
                               hint: "make room where the output goes, then run `\(command)` again")
        }
    }
}
