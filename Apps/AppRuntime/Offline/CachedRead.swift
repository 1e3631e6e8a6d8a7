import Core
import FoundationEssentials

/// The offline-first read: live when the backend answers, else the last good copy marked stale
/// with why; the freshness travels with the value (``Fetched``), not in a flag beside it.
public enum CachedRead {
    /// Reads live and keeps the copy; when the backend is unavailable, the cached copy.
    ///
    /// - Parameters:
    ///   - live: the backend read.
    ///   - keep: stores a live value as the last good copy (a failure to store is reported).
    ///   - cached: the last good copy and when it was fetched, if any.
    /// - Throws: the backend's error when it is not about availability, or when nothing is cached.
    ///   - warnings: told when the copy cannot be kept or read (a full or read-only disk): the
    ///     live value is still returned, and offline with no readable copy the backend's error
    ///     is thrown, as when nothing was cached.
    public static func read<Value: Sendable>(
        live: () async throws(DomainError) -> Value,
        keep: (Value) throws(DomainError) -> Void,
        cached: () throws(DomainError) -> (value: Value, fetchedAt: Date)?,
        warnings: RunWarnings
    ) async throws(DomainError) -> Fetched<Value> {
        let value: Value
        do {
            value = try await live()
        } catch where error.kind == .unavailable {
            let offline = error
            let copy: (value: Value, fetchedAt: Date)?
            do {
                copy = try cached()
            } catch {
                // A copy that cannot be read is no copy: the backend's error stands.
                warnings.report(error)
                throw offline
            }
            guard let copy else { throw offline }
            return Fetched(copy.value, freshness: .stale(fetchedAt: copy.fetchedAt, reason: offline))
        }
        do {
            try keep(value)
        } catch {
            warnings.report(error)
        }
        return Fetched(value)
    }
}
