import Core
import {{Name}}Feature

/// {{Name}}Feature's backend on stubs: answers what it was given; an endpoint it was not given
/// throws an error naming it and is recorded in ``unexpectedCalls``.
public final class Stub{{Name}}APIClient: {{Name}}FeatureAPIClient {
    private let items: Result<[{{Name}}Item], DomainError>?
    private let unexpected = Locked<[String]>([])
    {{#writes}}
    private let marking: Result<WriteOutcome, DomainError>?
    private let marked = Locked<[String]>([])
    {{/writes}}
    {{#writes}}
    /// Answers with `items` and marks with `marking` (nil: the endpoint was not given).
    {{/writes}}
    {{^writes}}
    /// Answers with `items` (nil: the endpoint was not given).
    {{/writes}}
    public init(_ items: Result<[{{Name}}Item], DomainError>?
                {{#writes}}
                , marking: Result<WriteOutcome, DomainError>? = nil
                {{/writes}}
    ) {
        self.items = items
        {{#writes}}
        self.marking = marking
        {{/writes}}
    }

    /// The endpoints called without an answer.
    public var unexpectedCalls: [String] { unexpected.withLock { $0 } }

    public func list{{Name}}() async throws(DomainError) -> {{Name}}Listing {
        guard let items else {
            unexpected.withLock { $0.append("{{Name}}FeatureAPIClient.list{{Name}}()") }
            throw DomainError(.rejected, "stub: unexpected call to {{Name}}FeatureAPIClient.list{{Name}}()",
                              hint: "give the stub an answer for it")
        }
        return {{Name}}Listing(items: try items.get())
    }
    {{#writes}}

    /// The ids marked, in order.
    public var markedIDs: [String] { marked.withLock { $0 } }

    public func mark{{Name}}(_ id: String) async throws(DomainError) -> WriteOutcome {
        guard let marking else {
            unexpected.withLock { $0.append("{{Name}}FeatureAPIClient.mark{{Name}}(_:)") }
            throw DomainError(.rejected, "stub: unexpected call to {{Name}}FeatureAPIClient.mark{{Name}}(_:)",
                              hint: "give the stub an answer for it")
        }
        marked.withLock { $0.append(id) }
        return try marking.get()
    }
    {{/writes}}
}
