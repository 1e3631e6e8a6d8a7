import Core
import UIComponent

/// Process exit codes, after BSD sysexits(3), so scripts can tell failures apart.
///
/// This is the one table of exit codes: `--help`, the README and docs/cli.md print it from
/// ``summary`` (a test checks they agree, and that every code is reachable).
public enum AppExitCode: Int32, Sendable, CaseIterable {
    /// Everything worked.
    case ok = 0
    /// The backend refused a change for good (409 conflict, 422 invalid); nothing was queued.
    case refused = 1
    /// The command line was wrong (EX_USAGE).
    case usage = 64
    /// The backend sent data that cannot be understood (EX_DATAERR).
    case dataError = 65
    /// The thing asked for does not exist (EX_NOINPUT).
    case notFound = 66
    /// The backend is unreachable or failing (EX_UNAVAILABLE).
    case unavailable = 69
    /// Local storage failed, or standard output could not be written (EX_IOERR).
    case ioError = 74
    /// Nothing was lost; the work is queued and will be retried (EX_TEMPFAIL).
    case queued = 75
    /// The backend refused the credentials (EX_NOPERM).
    case noPermission = 77
    /// The app is set up wrong: no credentials, a config file it cannot use, or a base URL that does
    /// not serve this API (EX_CONFIG).
    case configuration = 78

    /// The exit status for a failure of `kind`.
    public init(_ kind: DomainError.Kind) {
        switch kind {
        case .unavailable: self = .unavailable
        case .rejected: self = .refused
        case .badResponse: self = .dataError
        case .unauthorized: self = .noPermission
        case .notFound: self = .notFound
        case .storage: self = .ioError
        case .invalidInput: self = .usage
        case .configuration: self = .configuration
        }
    }

    /// What the code means, in one line, for the table in `--help`, the README and docs.
    public var summary: String {
        switch self {
        case .ok: "ok"
        case .refused: "the backend refused the change (conflict or invalid); nothing was queued"
        case .usage: "the command line is wrong"
        case .dataError: "the backend sent data that cannot be read"
        case .notFound: "the context or item named does not exist"
        case .unavailable: "the backend is unreachable, failing or busy (a cached copy may be shown)"
        case .ioError: "local storage failed, or the output could not be written"
        case .queued: "saved offline; queued and sent by a later command or sync"
        case .noPermission: "the backend refused the credentials"
        case .configuration: "set up wrong: no credentials, an unusable config file, or a base URL that does not serve this API"
        }
    }

    /// The kind of error a script sees in `{"error":{"kind":…}}` for this code.
    public var kind: String {
        switch self {
        case .ok: "ok"
        case .refused: "refused"
        case .usage: "usage"
        case .dataError: "bad_data"
        case .notFound: "not_found"
        case .unavailable: "unavailable"
        case .ioError: "storage"
        case .queued: "queued"
        case .noPermission: "credentials"
        case .configuration: "configuration"
        }
    }

    /// The one line scripts read on standard error under `--json` when a run exits with this
    /// code: `{"error":{"kind":…,"message":…,"hint":…,"exit":…}}`.
    public func errorLine(message: String, hint: String?) -> String {
        JSONValue.object(["error": .object([
            "kind": .string(kind),
            "message": .string(Sanitizer.singleLine(message)),
            "hint": .string(hint.map(Sanitizer.singleLine)),
            "exit": .int(Int64(rawValue)),
        ])]).text(pretty: false)
    }

    /// The table, one `CODE  meaning` row each, for `--help`: a meaning too long for the
    /// help's 80 columns goes on under itself, not under the code (the help would wrap it to
    /// the margin otherwise).
    public static var table: String {
        allCases.flatMap { code in
            TextLayout.wrap(code.summary, width: 79, hangingAfter: "  " + TextLayout.pad(String(code.rawValue), toWidth: 4))
        }.joined(separator: "\n")
    }
}
