import AppRuntime
import Core

/// What an app's adapter does for SomeFeature: its backend's paths, auth, pagination and wire
/// shapes, mapped to Core's types. Caching and the outbox are the host's, not the adapter's.
public protocol SomeBackend: Sendable {
    /// Every some in the context, all pages joined, in the backend's order (live, so the
    /// listing's freshness is `.fresh`). An item that cannot be read is named in the listing's
    /// `unreadable` and the others are kept; a status this build does not know is
    /// `.unrecognised`, not a failure.
    /// - Throws: when the list as a whole cannot be had (a page failed, the backend is away).
    func fetchAllSomes() async throws(DomainError) -> SomeListing

    /// One some.
    func fetchSome(id: SomeID) async throws(DomainError) -> Some

    /// Marks a some done. The same idempotency key sent twice must not apply twice; a backend
    /// that guards writes by version is sent ``WritePreconditions/version`` (the some's
    /// ``Some/version`` as the person saw it) and refuses the write when the some changed since.
    /// - Returns: `.unchanged` when the backend shows the some was done already (someone else
    ///   did it), `.changed` otherwise.
    func complete(id: SomeID, preconditions: WritePreconditions) async throws(DomainError) -> SendEffect

    /// The other a some links to (`other ID --json`, and what `capture` writes beside the somes).
    /// An adapter whose somes link to nothing need not write it.
    func fetchOther(id: OtherID) async throws(DomainError) -> Other
}

extension SomeBackend {
    /// For a backend whose somes link to nothing: there is no other to fetch, said as "not
    /// found". Never asked in practice, since no some it reads has an `otherID`.
    public func fetchOther(id: OtherID) async throws(DomainError) -> Other {
        throw .notFound("this app's backend links nothing to its items, so it has no other \(id)")
    }
}
