import Core

/// The presentation logic of __Name__Feature's first screen.
@MainActor
public final class __Name__ViewModel {
    /// Where loading stands.
    public enum State: Equatable {
        case loading
        case loaded([String])
        case empty
        case failed(DomainError)
    }

    public private(set) var state: State = .loading
    private let environment: any __Name__FeatureEnvironment

    public init(environment: any __Name__FeatureEnvironment) {
        self.environment = environment
    }

    /// Loads the items.
    public func load() async {
        state = .loading
        do {
            let items = try await environment.__name__APIClient.__name__Items()
            state = items.isEmpty ? .empty : .loaded(items)
        } catch {
            state = .failed(error)
        }
    }
}
