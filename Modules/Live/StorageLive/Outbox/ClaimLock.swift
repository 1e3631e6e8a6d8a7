import Core
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// The proof that a claimer of outbox entries is still running: an exclusive `flock` on a file
/// named after the claimer, taken before its first claim and held for as long as its store is
/// open. The kernel drops the lock when the process ends, however it ends (`kill -9`
/// included), so another process that can take the lock knows the claimer is gone and may take
/// over its claims at once. docs/decisions/0011 says why a lock and not a pid.
///
/// The files live in a folder beside the database (`store.sqlite-claims/OWNER.lock`). A file
/// appears under its final name only once it is locked (it is made under a temporary name and
/// renamed), so a `.lock` file that can be locked always belongs to a claimer that is gone.
final class ClaimLock: Sendable {
    /// Whether the claimer behind an owner id still runs.
    enum Liveness: Equatable {
        /// Its lock is held: it runs (or hangs; the lease covers that).
        case alive
        /// Its lock file is gone or can be locked: it ended, and its claims may be taken over.
        case gone
        /// Cannot tell (no locking on this file system, an owner id that is not ours to probe):
        /// only the lease may free its claims.
        case unknown
    }

    /// The claimer's id, as `claimed_by` records it.
    let owner: String
    /// Whether the lock is held; false on a file system without file locks, where others can
    /// only wait for this claimer's lease (`claim_locked` 0).
    let isLocked: Bool
    private let path: String
    private let descriptor: Int32

    /// Takes a fresh owner id's lock in `directory` (made if missing), and clears away the lock
    /// files of claimers that are gone.
    /// - Throws: `.storage` when the folder or the file cannot be made or locked: claiming
    ///   without a lock would let another process think this one gone.
    init(directory: String) throws(DomainError) {
        if mkdir(directory, 0o700) != 0 && errno != EEXIST {
            throw Self.failure("create the folder \(directory)", directory: directory)
        }
        owner = UUID().uuidString
        path = Self.path(of: owner, in: directory)
        let temporary = "\(directory)/\(owner).new"
        let descriptor = open(temporary, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw Self.failure("create \(temporary)", directory: directory) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let code = errno
            close(descriptor)
            unlink(temporary)
            // No file locks here (some network file systems): claims fall back to the lease.
            guard [ENOLCK, EOPNOTSUPP, ENOSYS, EINVAL].contains(code) else {
                errno = code
                throw Self.failure("lock \(temporary)", directory: directory)
            }
            self.isLocked = false
            self.descriptor = -1
            return
        }
        // For a person looking into the folder: which process holds it.
        let note = "pid \(getpid())\n"
        _ = note.withCString { write(descriptor, $0, strlen($0)) }
        guard rename(temporary, path) == 0 else {
            let error = Self.failure("rename \(temporary)", directory: directory)
            close(descriptor)
            unlink(temporary)
            throw error
        }
        self.descriptor = descriptor
        self.isLocked = true
        Self.sweep(directory, keeping: owner)
    }

    deinit {
        guard isLocked else { return }
        // Unlinked first, then unlocked: nobody can lock the file of a claimer still open.
        unlink(path)
        close(descriptor)
    }

    /// Whether the claimer `owner` still runs; a gone claimer's file is removed.
    static func probe(owner: String, in directory: String) -> Liveness {
        guard isOwnerID(owner) else { return .unknown }
        let path = path(of: owner, in: directory)
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return errno == ENOENT ? .gone : .unknown }
        defer { close(descriptor) }
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
            unlink(path)
            return .gone
        }
        return errno == EWOULDBLOCK ? .alive : .unknown
    }

    /// Removes the lock files of claimers that ended, so the folder holds about one file per
    /// running claimer.
    private static func sweep(_ directory: String, keeping owner: String) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for name in names where name.hasSuffix(".lock") {
            let other = String(name.dropLast(".lock".count))
            if other != owner { _ = probe(owner: other, in: directory) }
        }
    }

    private static func path(of owner: String, in directory: String) -> String {
        "\(directory)/\(owner).lock"
    }

    /// Owner ids are UUIDs; anything else read from the database (an older build's, or a file
    /// edited by hand) is never turned into a path.
    private static func isOwnerID(_ text: String) -> Bool {
        UUID(uuidString: text) != nil
    }

    private static func failure(_ step: String, directory: String) -> DomainError {
        let number = errno
        let reason = String(cString: strerror(number))
        let fault = StorageFault.classify(errno: number, directory: directory)
        guard fault == .other || fault == .ioError else {
            // A fault of the disk or the folder: said as the store says it.
            return DomainError(.storage, "could not \(step) to claim outbox entries: \(fault.phrase(path: directory, detail: reason))",
                               hint: fault.hint(path: directory + "/claims"))
        }
        return DomainError(
            .storage, "could not \(step) to claim outbox entries (\(reason))",
            hint: "check that \(directory) is writable and on a file system with file locks, or point --data-dir elsewhere"
        )
    }
}
