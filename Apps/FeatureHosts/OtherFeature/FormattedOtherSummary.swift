import Core
import OtherFeature

/// The usual answer to `UseCaseDescriptor.OtherSummary`: fetch the other, write it in one line
/// the app's way.
public struct FormattedOtherSummary: OtherSummaryUseCase {
    let apiClient: any OtherFeatureAPIClient
    let format: @Sendable (Other) -> String

    /// Summarises others from `apiClient` with `format`.
    public init(apiClient: any OtherFeatureAPIClient, format: @escaping @Sendable (Other) -> String) {
        self.apiClient = apiClient
        self.format = format
    }

    public func summary(of id: OtherID) async throws(DomainError) -> String {
        format(try await apiClient.other(id: id))
    }
}
