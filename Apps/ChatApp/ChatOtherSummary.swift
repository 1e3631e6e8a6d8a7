import Core

/// App B's summary of an other: the attachment as a chat shows it ("📎 見積書.pdf (application/pdf)").
struct ChatOtherSummary: OtherSummaryUseCase {
    let apiClient: any OtherFeatureAPIClient

    func summary(of id: OtherID) async throws(DomainError) -> String {
        let attachment = try await apiClient.other(id: id)
        return "📎 \(attachment.name) (\(attachment.kind))"
    }
}
