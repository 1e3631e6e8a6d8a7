import Core
import SomeFeature
import StorageLive

/// SomeFeature's store in an app: which somes were seen in one context, kept in the run's
/// local store (`LocalStore`'s seen ids, which know no feature).
struct SeenSomes: SomeFeatureStore {
    let store: LocalStore
    /// The context it remembers for ("order:42").
    let context: String

    func seenSomeIDs() async throws(DomainError) -> Set<SomeID>? {
        try store.seenIDs(context: context).map { Set($0.map(SomeID.init(rawValue:))) }
    }

    func setSeenSomeIDs(_ ids: Set<SomeID>) async throws(DomainError) {
        try store.setSeenIDs(Set(ids.map(\.rawValue)), context: context)
    }
}
