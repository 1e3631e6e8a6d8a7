import Core
import Foundation

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
    public static func read<Value: Sendable>(
        live: () async throws(DomainError) -> Value,
        keep: (Value) throws(DomainError) -> Void,
        cached: () throws(DomainError) -> (value: Value, fetchedAt: Date)?
    ) async throws(DomainError) -> Fetched<Value> {
        do {
            let value = try await live()
            try keep(value)
            return Fetched(value)
        } catch where error.kind == .unavailable {
            guard let copy = try cached() else { throw error }
            return Fetched(copy.value, freshness: .stale(fetchedAt: copy.fetchedAt, reason: error))
        }
    }
}
