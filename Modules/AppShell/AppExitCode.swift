import Core

/// Process exit codes, after BSD sysexits(3), so scripts can tell failures apart.
public enum AppExitCode: Int32, Sendable, CaseIterable {
    /// Everything worked.
    case ok = 0
    /// The command line was wrong (EX_USAGE).
    case usage = 64
    /// The backend sent data that cannot be understood (EX_DATAERR).
    case dataError = 65
    /// The thing asked for does not exist (EX_NOINPUT).
    case notFound = 66
    /// The backend is unreachable or failing (EX_UNAVAILABLE).
    case unavailable = 69
    /// Local storage failed (EX_IOERR).
    case ioError = 74
    /// Nothing was lost; the work is queued and will be retried (EX_TEMPFAIL).
    case queued = 75
    /// The backend refused the credentials (EX_NOPERM).
    case noPermission = 77

    /// The exit status for a failure of `kind`.
    public init(_ kind: DomainError.Kind) {
        switch kind {
        case .unavailable, .rejected: self = .unavailable
        case .badResponse: self = .dataError
        case .unauthorized: self = .noPermission
        case .notFound: self = .notFound
        case .storage: self = .ioError
        case .invalidInput: self = .usage
        }
    }
}
