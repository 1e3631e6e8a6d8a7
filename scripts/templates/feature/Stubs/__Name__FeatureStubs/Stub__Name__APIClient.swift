import Core
import __Name__Feature

/// __Name__Feature's backend on stubs: answers what it was given; an endpoint it was not given
/// throws an error naming it and is recorded in ``unexpectedCalls``.
public final class Stub__Name__APIClient: __Name__FeatureAPIClient {
    private let items: Result<[String], DomainError>?
    private let unexpected = Locked<[String]>([])

    /// Answers with `items` (nil: the endpoint was not given).
    public init(_ items: Result<[String], DomainError>?) {
        self.items = items
    }

    /// The endpoints called without an answer.
    public var unexpectedCalls: [String] { unexpected.withLock { $0 } }

    public func __name__Items() async throws(DomainError) -> [String] {
        guard let items else {
            unexpected.withLock { $0.append("__Name__FeatureAPIClient.__name__Items()") }
            throw DomainError(.rejected, "stub: unexpected call to __Name__FeatureAPIClient.__name__Items()",
                              hint: "give the stub an answer for it")
        }
        return try items.get()
    }
}
