import Core
import OtherFeature

/// What an app's adapter does for OtherFeature: fetch one other, mapped to Core's type.
public protocol OtherBackend: Sendable {
    /// The other with `id`.
    func fetchOther(id: OtherID) async throws(DomainError) -> Other
}

/// OtherFeature's API client in every app: the adapter, live (others are not cached).
public struct LiveOtherClient: OtherFeatureAPIClient {
    let backend: any OtherBackend

    /// A client over `backend`.
    public init(backend: any OtherBackend) {
        self.backend = backend
    }

    public func other(id: OtherID) async throws(DomainError) -> Other {
        try await backend.fetchOther(id: id)
    }
}
