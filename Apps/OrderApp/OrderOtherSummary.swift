import Core

/// App A's summary of an other: its name and what kind of thing it is ("山田商事 · supplier").
struct OrderOtherSummary: OtherSummaryUseCase {
    let apiClient: any OtherFeatureAPIClient

    func summary(of id: OtherID) async throws(DomainError) -> String {
        let other = try await apiClient.other(id: id)
        return "\(other.name) · \(other.kind)"
    }
}
