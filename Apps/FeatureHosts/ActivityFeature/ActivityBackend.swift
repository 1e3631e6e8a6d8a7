import ActivityFeature
import Core

/// What an app's adapter does for ActivityFeature: its backend's paths, auth, pagination and
/// wire shapes, mapped to the feature's types. Caching and the outbox are the host's.
public protocol ActivityBackend: Sendable {
    /// Every entry of the context's activity, all pages joined, newest first (live). An entry
    /// that cannot be read is named in the listing's `unreadable` and the others are kept.
    func fetchAllActivity() async throws(DomainError) -> ActivityListing

    /// Posts a comment on a some. The same `idempotencyKey` sent twice must not post twice.
    func postComment(on someID: SomeID, text: String, idempotencyKey: String) async throws(DomainError)
}
