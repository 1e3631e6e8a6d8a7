import Core

/// The one part of talking to a backend that differs per app: paths, auth, pagination and
/// wire shapes. An app writes one of these; everything else (cache, outbox, retries, output)
/// is shared.
public protocol BackendAdapter: Sendable {
    /// Every some in the context, all pages joined, in the backend's order.
    func fetchAllSomes() async throws(DomainError) -> [Some]

    /// One some.
    func fetchSome(id: SomeID) async throws(DomainError) -> Some

    /// Marks a some done. The same `idempotencyKey` sent twice must not apply twice.
    func complete(id: SomeID, idempotencyKey: String) async throws(DomainError)

    /// The other a some links to.
    func fetchOther(id: OtherID) async throws(DomainError) -> Other
}
