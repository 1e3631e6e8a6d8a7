import Core

/// The presentation logic of a context's activity, or of one some's.
@MainActor
public final class ActivityListViewModel {
    /// Where loading stands.
    public enum State: Equatable {
        case loading
        case loaded
        case empty
        case failed(DomainError)
    }

    /// The some whose activity this is, or nil for the whole context.
    public let someID: SomeID?
    public private(set) var state: State = .loading
    /// The entries shown, newest first (only the some's, for a some's activity).
    public private(set) var entries: [ActivityEntry] = []
    /// The entries the backend sent that could not be read.
    public private(set) var unreadable: [UnreadableItem] = []
    /// Live, or the cached copy and why.
    public private(set) var freshness: Freshness = .fresh

    private let environment: any ActivityFeatureEnvironment

    /// A view model of `someID`'s activity, or of the whole context's when nil.
    public init(someID: SomeID? = nil, environment: any ActivityFeatureEnvironment) {
        self.someID = someID
        self.environment = environment
    }

    /// The current moment, from the injected clock.
    public var clock: any WallClock { environment.clock }

    /// Loads the activity.
    public func load() async {
        state = .loading
        do {
            let listing = try await environment.activityAPIClient.listActivity()
            entries = someID.map { id in listing.entries.filter { $0.someID == id } } ?? listing.entries
            unreadable = listing.unreadable
            freshness = listing.freshness
            state = entries.isEmpty ? .empty : .loaded
        } catch {
            entries = []
            state = .failed(error)
        }
    }

    /// What keeps the screen from showing live, complete data, if anything: a failure, a cached
    /// copy (which wins: the backend is away), or entries that could not be read.
    public var problem: DomainError? {
        if case .failed(let error) = state { return error }
        return freshness.reason ?? incompleteness
    }

    /// The entries the backend sent that could not be read, named; nil when there are none. A
    /// cached copy of an incomplete activity is incomplete too.
    public var incompleteness: DomainError? {
        guard !unreadable.isEmpty else { return nil }
        let names = unreadable.prefix(3).map(\.description).joined(separator: "; ")
        return .badResponse("\(unreadable.count) \(unreadable.count == 1 ? "entry" : "entries") could not be read: \(names)")
    }
}
