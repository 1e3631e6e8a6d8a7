import AppRuntime
import Core
import SomeFeature
import StorageLive

/// SomeFeature's store in an app: which somes were seen in one context, kept in the run's
/// local store (`LocalStore`'s seen ids, which know no feature).
///
/// What was seen is a convenience: when the disk cannot keep it (full, read-only, a disk
/// error), the list still shows, nothing is marked new, and the run says why once.
struct SeenSomes: SomeFeatureStore {
    let store: LocalStore
    /// The context it remembers for ("order:42").
    let context: String
    /// Where a failure to read or keep it is said.
    let warnings: RunWarnings

    func seenSomeIDs() async throws(DomainError) -> Set<SomeID>? {
        do {
            return try store.seenIDs(context: context).map { Set($0.map(SomeID.init(rawValue:))) }
        } catch {
            warnings.report(error)
            return nil
        }
    }

    func setSeenSomeIDs(_ ids: Set<SomeID>) async throws(DomainError) {
        do {
            try store.setSeenIDs(Set(ids.map(\.rawValue)), context: context)
        } catch {
            warnings.report(error)
        }
    }
}
