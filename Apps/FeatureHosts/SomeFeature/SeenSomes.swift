import AppRuntime
import Core
import SomeFeature
import StorageLive

/// SomeFeature's store in an app: which somes were seen in one context, kept in the run's
/// local store (`LocalStore`'s seen ids, which know no feature).
///
/// What was seen is a convenience: when the disk cannot keep it (full, read-only, a disk
/// error), the list still shows, nothing is marked new, and the run says why once.
final class SeenSomes: SomeFeatureStore {
    let store: LocalStore
    /// The context it remembers for ("order:42").
    let context: String
    /// Where a failure to read or keep it is said.
    let warnings: RunWarnings
    /// Set once reading failed: what was seen is then unknown, and writing this visit's ids
    /// would replace it, so nothing is written in this run.
    private let unread = Locked(false)

    init(store: LocalStore, context: String, warnings: RunWarnings) {
        self.store = store
        self.context = context
        self.warnings = warnings
    }

    func seenSomeIDs() async throws(DomainError) -> Set<SomeID>? {
        do {
            return try store.seenIDs(context: context).map { Set($0.map(SomeID.init(rawValue:))) }
        } catch {
            unread.withLock { $0 = true }
            warnings.report(error)
            return nil
        }
    }

    func setSeenSomeIDs(_ ids: Set<SomeID>) async throws(DomainError) {
        guard !unread.withLock({ $0 }) else { return }
        do {
            try store.setSeenIDs(Set(ids.map(\.rawValue)), context: context)
        } catch {
            warnings.report(error)
        }
    }
}
