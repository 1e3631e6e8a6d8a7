import Core
import __Name__Feature

/// __Name__Feature's backend on stubs: answers what it was given; an endpoint it was not given
/// throws an error naming it and is recorded in ``unexpectedCalls``.
public final class Stub__Name__APIClient: __Name__FeatureAPIClient {
    private let items: Result<[__Name__Item], DomainError>?
    private let unexpected = Locked<[String]>([])
    // {{#writes}}
    private let marking: Result<WriteOutcome, DomainError>?
    private let marked = Locked<[String]>([])
    // {{/writes}}

    // {{#writes}}
    /// Answers with `items` and marks with `marking` (nil: the endpoint was not given).
    // {{/writes}}
    // {{^writes}}
    /// Answers with `items` (nil: the endpoint was not given).
    // {{/writes}}
    public init(_ items: Result<[__Name__Item], DomainError>?
                // {{#writes}}
                , marking: Result<WriteOutcome, DomainError>? = nil
                // {{/writes}}
    ) {
        self.items = items
        // {{#writes}}
        self.marking = marking
        // {{/writes}}
    }

    /// The endpoints called without an answer.
    public var unexpectedCalls: [String] { unexpected.withLock { $0 } }

    public func list__Name__() async throws(DomainError) -> __Name__Listing {
        guard let items else {
            unexpected.withLock { $0.append("__Name__FeatureAPIClient.list__Name__()") }
            throw DomainError(.rejected, "stub: unexpected call to __Name__FeatureAPIClient.list__Name__()",
                              hint: "give the stub an answer for it")
        }
        return __Name__Listing(items: try items.get())
    }
    // {{#writes}}

    /// The ids marked, in order.
    public var markedIDs: [String] { marked.withLock { $0 } }

    public func mark__Name__(_ id: String) async throws(DomainError) -> WriteOutcome {
        guard let marking else {
            unexpected.withLock { $0.append("__Name__FeatureAPIClient.mark__Name__(_:)") }
            throw DomainError(.rejected, "stub: unexpected call to __Name__FeatureAPIClient.mark__Name__(_:)",
                              hint: "give the stub an answer for it")
        }
        marked.withLock { $0.append(id) }
        return try marking.get()
    }
    // {{/writes}}
}
