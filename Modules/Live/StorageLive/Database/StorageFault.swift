import CSQLite
import Core
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// What went wrong with a file of the local store, in the words a person needs: each fault its
/// own message and hint, naming the file and what it holds. ``table`` lists them for the docs
/// (docs/storage-faults.md is checked against it).
public enum StorageFault: String, CaseIterable, Sendable {
    /// No space left on the disk (or the quota) that holds the file.
    case full
    /// The file system that holds the file is mounted read-only.
    case readOnly
    /// The file or its folder may not be written by this user.
    case permission
    /// The file cannot be opened for writing, though its disk and folder can be written: a file
    /// made read-only, or something that is not a file.
    case unwritable
    /// The disk failed to read or write.
    case ioError
    /// The file is not a SQLite database: another program's, or damaged past reading.
    case notADatabase
    /// The file is a database, but damaged inside.
    case corrupt
    /// Another process held the file locked for too long.
    case busy
    /// Anything else SQLite reported.
    case other

    /// What the fault is, naming `path`: the part after "could not … :".
    func phrase(path: String, detail: String) -> String {
        switch self {
        case .full: "the disk is full (\(path))"
        case .readOnly: "the disk is read-only (\(path))"
        case .permission: "no permission to write \(path)"
        case .unwritable: "\(path) cannot be opened for writing (\(detail))"
        case .ioError: "the disk failed reading or writing \(path) (\(detail))"
        case .notADatabase: "\(path) is not a SQLite database (it holds something else, or is damaged)"
        case .corrupt: "the database \(path) is damaged (\(detail))"
        case .busy: "\(path) stayed locked by another process for too long (\(detail))"
        case .other: "\(path): \(detail)"
        }
    }

    /// What to do about it, for the file at `path`. A fault of the disk names the disk (where it
    /// is mounted; `disk` says so instead of asking the system), so one full disk is one thing to
    /// fix however many files are on it; a fault of one file names the file.
    func hint(path: String, disk: String? = nil) -> String {
        let directory = FilePaths.parent(of: path)
        let disk = disk ?? Disk(directory)?.mountPoint ?? directory
        return switch self {
        case .full: "free some space on the disk mounted at \(disk), or point --data-dir at another disk"
        case .readOnly: "remount \(disk) read-write, or point --data-dir at a writable folder"
        case .permission: "check who owns \(directory) and its files (`ls -l \(directory)`), or point --data-dir at a folder you can write"
        case .unwritable: "check that \(path) is a file this user can write (`ls -l \(directory)`), or point --data-dir elsewhere"
        case .ioError: "check the disk mounted at \(disk) (`dmesg` names the device), then try again"
        case .notADatabase, .corrupt: "move \(path) aside and run again (a new one is made; nothing was deleted)"
        case .busy: "let the other process using \(path) finish, then try again"
        case .other: "this is a bug in the app; please report it with this message"
        }
    }

    /// The fault behind SQLite result `code` with the system error `systemErrno` on the file in
    /// `directory`: the system error decides when there is one, else SQLite's code, and a
    /// refused open is told apart by the file system's state.
    static func classify(code: Int32, systemErrno: Int32, directory: String) -> StorageFault {
        // SQLite keeps the system's error of the last I/O failure: it tells only on one.
        if [SQLITE_IOERR, SQLITE_CANTOPEN].contains(code & 0xFF) {
            switch systemErrno {
            case ENOSPC, EDQUOT: return .full
            case EROFS: return .readOnly
            case EACCES, EPERM: return .permission
            default: break
            }
        }
        switch code & 0xFF {
        case SQLITE_FULL: return .full
        case SQLITE_NOTADB: return .notADatabase
        case SQLITE_CORRUPT: return .corrupt
        case SQLITE_BUSY, SQLITE_LOCKED: return .busy
        case SQLITE_PERM, SQLITE_AUTH: return .permission
        case SQLITE_READONLY, SQLITE_CANTOPEN, SQLITE_IOERR:
            if let disk = Disk(directory) {
                if disk.isReadOnly { return .readOnly }
                if disk.isFull { return .full }
            }
            if code & 0xFF == SQLITE_IOERR { return .ioError }
            return access(directory, W_OK) == 0 ? .unwritable : .permission
        default: return .other
        }
    }

    /// The fault behind a system error on a folder or file outside SQLite (making a folder).
    static func classify(errno number: Int32, directory: String) -> StorageFault {
        switch number {
        case ENOSPC, EDQUOT: return .full
        case EROFS: return .readOnly
        case EACCES, EPERM: return .permission
        case EIO: return .ioError
        default:
            if let disk = Disk(directory), disk.isReadOnly { return .readOnly }
            return .other
        }
    }

    /// The state of the file system a folder is on, from `statvfs`, and where it is mounted.
    struct Disk {
        let isReadOnly: Bool
        let isFull: Bool
        /// The highest folder above the folder on the same device: where the disk is mounted.
        let mountPoint: String

        /// The disk of `directory`, or of its nearest folder that exists; nil when none answers.
        init?(_ directory: String) {
            var path = directory
            var info = statvfs()
            while statvfs(path, &info) != 0 {
                let parent = FilePaths.parent(of: path)
                guard parent != path, !parent.isEmpty else { return nil }
                path = parent
            }
            isReadOnly = info.f_flag & UInt(ST_RDONLY) != 0
            isFull = info.f_bavail == 0
            var mount = path
            var status = stat()
            if stat(path, &status) == 0 {
                let device = status.st_dev
                while mount != "/" {
                    let parent = FilePaths.parent(of: mount)
                    var above = stat()
                    guard stat(parent, &above) == 0, above.st_dev == device else { break }
                    mount = parent
                }
            }
            mountPoint = mount
        }
    }

    /// One row per fault for the docs: the fault, its message and its hint, on a sample file
    /// (a disk's mount point shown as MOUNT).
    public static var table: [(fault: StorageFault, message: String, hint: String)] {
        allCases.map { ($0, $0.phrase(path: "DIR/store.sqlite", detail: "DETAIL"), $0.hint(path: "DIR/store.sqlite", disk: "MOUNT")) }
    }
}
