import Core

/// What SomeFeature remembers between runs: which somes the person has already seen.
public protocol SomeFeatureStore: Sendable {
    /// The ids seen on the last visit, or nil when the list was never shown before.
    func seenSomeIDs() async throws(DomainError) -> Set<SomeID>?

    /// Records the ids shown on this visit, replacing what was there.
    func setSeenSomeIDs(_ ids: Set<SomeID>) async throws(DomainError)
}
