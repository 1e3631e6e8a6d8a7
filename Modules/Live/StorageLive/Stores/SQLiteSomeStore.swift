import Core

/// What the person has already seen in one context, kept in a ``LocalStore``.
public final class SQLiteSomeStore: SomeFeatureStore {
    /// The context it remembers for ("order:42").
    public let context: String
    private let store: LocalStore

    init(store: LocalStore, context: String) {
        self.store = store
        self.context = context
    }

    /// The ids seen on the last visit, or nil when the list was never shown before.
    public func seenSomeIDs() async throws(DomainError) -> Set<SomeID>? {
        try store.seenSomeIDs(context: context)
    }

    /// Records the ids shown on this visit, replacing what was there, in one transaction.
    public func setSeenSomeIDs(_ ids: Set<SomeID>) async throws(DomainError) {
        try store.setSeenSomeIDs(ids, context: context)
    }
}
