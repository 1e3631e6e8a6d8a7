import Core
import OtherFeature
import SomeFeature

/// The stub host's summary of an other: "name · kind", from the stub API client.
public struct StubOtherSummary: OtherSummaryUseCase {
    let api: StubSomeAPIClient

    /// A summary that reads others from `api`.
    public init(api: StubSomeAPIClient) { self.api = api }

    public func summary(of id: OtherID) async throws(DomainError) -> String {
        let other = try await api.other(id: id)
        return "\(other.name) · \(other.kind)"
    }
}
