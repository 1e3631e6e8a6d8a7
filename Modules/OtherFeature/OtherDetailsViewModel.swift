import Core

/// The presentation logic of one other's details.
@MainActor
public final class OtherDetailsViewModel {
    /// Where loading stands.
    public enum State: Equatable {
        case loading
        case loaded(Other)
        case failed(DomainError)
    }

    public let id: OtherID
    public private(set) var state: State = .loading
    private let environment: any OtherFeatureEnvironment

    /// What the app calls an other ("inspection").
    public var noun: String { environment.otherNoun }

    public init(id: OtherID, environment: any OtherFeatureEnvironment) {
        self.id = id
        self.environment = environment
    }

    /// Loads the other.
    public func load() async {
        state = .loading
        do {
            state = .loaded(try await environment.otherAPIClient.other(id: id))
        } catch {
            state = .failed(error)
        }
    }
}
