#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ending the process by a signal it held off while it finished something (the terminal
/// restored, the list kept): as the signal would have ended it, so a shell sees the same status.
public enum EndingSignal {
    /// Puts `number` back to its default action, unblocks it on this thread and raises it.
    /// Returns only if that did not end the process (a signal whose default is to carry on).
    public static func raiseWithDefaultAction(_ number: Int32) {
        signal(number, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, number)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(number)
    }
}
