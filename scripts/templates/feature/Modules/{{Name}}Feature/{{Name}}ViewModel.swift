import Core

/// The presentation logic of {{Name}}Feature's first screen.
@MainActor
public final class {{Name}}ViewModel {
    /// Where loading stands.
    public enum State: Equatable {
        case loading
        case loaded([{{Name}}Item])
        case empty
        case failed(DomainError)
    }

    public private(set) var state: State = .loading
    /// Live, or the cached copy and why the live one could not be had.
    public private(set) var freshness: Freshness = .fresh
    /// The items the backend sent that could not be read.
    public private(set) var unreadable: [UnreadableItem] = []
    private let environment: any {{Name}}FeatureEnvironment

    public init(environment: any {{Name}}FeatureEnvironment) {
        self.environment = environment
    }

    /// The items shown, if any.
    public var items: [{{Name}}Item] {
        if case .loaded(let items) = state { return items }
        return []
    }

    /// What the screen should say is wrong with what it shows: a cached copy, or items left out.
    public var problem: DomainError? {
        if let reason = freshness.reason { return reason }
        if let first = unreadable.first {
            return DomainError(.badResponse, "\(unreadable.count) item\(unreadable.count == 1 ? "" : "s") could not be read (\(first))")
        }
        return nil
    }

    /// Loads the items.
    public func load() async {
        state = .loading
        do {
            let listing = try await environment.{{name}}APIClient.list{{Name}}()
            freshness = listing.freshness
            unreadable = listing.unreadable
            state = listing.items.isEmpty ? .empty : .loaded(listing.items)
        } catch {
            state = .failed(error)
        }
    }
    {{#writes}}

    /// Marks item `id`; the items shown say it at once when the backend took it or kept it.
    public func mark(_ id: String) async throws(DomainError) -> WriteOutcome {
        let outcome = try await environment.{{name}}APIClient.mark{{Name}}(id)
        if case .loaded(var items) = state, let index = items.firstIndex(where: { $0.id == id }) {
            items[index].marked = true
            state = .loaded(items)
        }
        return outcome
    }
    {{/writes}}
}
