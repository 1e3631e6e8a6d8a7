import CSQLite
import Core
import Foundation

extension SQLiteError {
    /// The error a person sees: which file, what the store was doing, why, and what to do.
    func domainError(path: String, activity: String) -> DomainError {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        switch primaryCode {
        case SQLITE_NOTADB:
            return DomainError(
                .storage, "\(path) is not a SQLite database (file is corrupt or something else)",
                hint: "move it aside and run again — nothing was deleted"
            )
        case SQLITE_CORRUPT:
            return DomainError(
                .storage, "database \(path) is corrupt (\(detail)) while trying to \(activity)",
                hint: "move it aside and run again — nothing was deleted"
            )
        case SQLITE_BUSY, SQLITE_LOCKED:
            return DomainError(
                .storage,
                "database \(path) stayed locked by another process for too long while trying to \(activity) (\(detail))",
                hint: "let the other process finish, then try again"
            )
        case SQLITE_READONLY, SQLITE_PERM, SQLITE_CANTOPEN, SQLITE_AUTH:
            return DomainError(
                .storage, "cannot write database \(path) while trying to \(activity) (\(detail))",
                hint: "check that \(directory) and the file are writable, or point --data-dir elsewhere"
            )
        case SQLITE_FULL:
            return DomainError(
                .storage, "disk full writing database \(path) while trying to \(activity)",
                hint: "free some disk space and try again"
            )
        case SQLITE_IOERR:
            return DomainError(
                .storage, "disk error on database \(path) while trying to \(activity) (\(detail))",
                hint: "check the disk and try again"
            )
        default:
            return DomainError(
                .storage, "database \(path): could not \(activity) (\(detail), SQLite code \(code))",
                hint: "this is a bug in the app; please report it with this message"
            )
        }
    }
}
