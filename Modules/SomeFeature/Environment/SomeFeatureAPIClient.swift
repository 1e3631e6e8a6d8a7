import Core
import FoundationEssentials

/// What SomeFeature needs from a backend, bound to one context by the app that made it.
///
/// Each method is one thing the feature needs, not an endpoint: pagination, auth, wire formats
/// and caching are the implementation's business. Every failure is a ``DomainError``.
public protocol SomeFeatureAPIClient: Sendable {
    /// Every some in the context, all pages joined; a stale copy when the backend is down and
    /// a copy exists.
    func listSomes() async throws(DomainError) -> SomeListing

    /// One some by id: live, or from the last good list (saying why) when the backend is down.
    func some(id: SomeID) async throws(DomainError) -> Fetched<Some>

    /// Marks a some done, or keeps the request to send later when the backend is unreachable.
    /// - Parameter seenVersion: the ``Some/version`` the person saw when they asked: a backend
    ///   that guards writes by version refuses the write when the some changed since.
    func complete(id: SomeID, seenVersion: String?) async throws(DomainError) -> WriteOutcome

    /// The list as it was last fetched well, at once and without the backend, with when it was
    /// fetched; nil when nothing is kept (or it cannot be read: the live load will say why).
    func keptSomes() async -> (listing: SomeListing, fetchedAt: Date)?

    /// Sends what the host keeps waiting to be sent (an app's outbox, every feature's), as a
    /// one-shot command does before it runs: a refresh calls it, then shows what the backend
    /// holds. Quiet: what still waits is still waiting.
    func sendWaiting() async

    /// The somes whose completion is kept and not yet sent, for this backend.
    func waitingCompletions() async -> Set<SomeID>
}

extension SomeFeatureAPIClient {
    /// Nothing kept, unless the client keeps lists.
    public func keptSomes() async -> (listing: SomeListing, fetchedAt: Date)? { nil }

    /// Nothing waits, unless the client keeps writes.
    public func sendWaiting() async {}

    /// None, unless the client keeps writes.
    public func waitingCompletions() async -> Set<SomeID> { [] }

    /// Marks a some done whatever version it is at.
    public func complete(id: SomeID) async throws(DomainError) -> WriteOutcome {
        try await complete(id: id, seenVersion: nil)
    }
}
