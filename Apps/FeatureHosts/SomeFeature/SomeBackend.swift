import Core

/// What an app's adapter does for SomeFeature: its backend's paths, auth, pagination and wire
/// shapes, mapped to Core's types. Caching and the outbox are the host's, not the adapter's.
public protocol SomeBackend: Sendable {
    /// Every some in the context, all pages joined, in the backend's order.
    func fetchAllSomes() async throws(DomainError) -> [Some]

    /// One some.
    func fetchSome(id: SomeID) async throws(DomainError) -> Some

    /// Marks a some done. The same `idempotencyKey` sent twice must not apply twice.
    func complete(id: SomeID, idempotencyKey: String) async throws(DomainError)
}
