import CSQLite
import Core
import FoundationEssentials

extension SQLiteError {
    /// The fault, classified from SQLite's code, the system's error and the disk's state.
    func fault(path: String) -> StorageFault {
        StorageFault.classify(code: code, systemErrno: systemErrno, directory: URL(fileURLWithPath: path).deletingLastPathComponent().path)
    }

    /// The error a person sees: what the store was doing, which fault, on which file, and what
    /// to do (`could not save the list for offline use: the disk is full (…/cache.sqlite)`).
    func domainError(path: String, activity: String) -> DomainError {
        let fault = fault(path: path)
        let code = fault == .other ? ", SQLite code \(self.code)" : ""
        return DomainError(.storage, "could not \(activity): \(fault.phrase(path: path, detail: detail))\(code)",
                           hint: fault.hint(path: path))
    }
}
