/// Descriptors for domain-layer use cases: work a feature needs done, answered by the host.
public enum UseCaseDescriptor {
    /// A one-line summary of an other, written the host's way (SomeFeature's detail screen).
    public struct OtherSummary: TypedDescriptor {
        /// Nil from an app whose backend links nothing to its items (no other to summarise):
        /// it need not answer, and the details show no "Linked" line.
        public typealias Output = (any OtherSummaryUseCase)?
        /// Makes the descriptor.
        public init() {}
    }
}

/// Summarises an other in one line for a person ("山田商事 · supplier", "📎 見積書.pdf").
public protocol OtherSummaryUseCase: Sendable {
    /// The summary of the other with `id`.
    func summary(of id: OtherID) async throws(DomainError) -> String
}
