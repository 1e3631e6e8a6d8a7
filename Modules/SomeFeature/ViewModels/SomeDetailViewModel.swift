import Core

/// The presentation logic of one some's details.
@MainActor
public final class SomeDetailViewModel {
    /// Where loading stands.
    public enum State: Equatable {
        case loading
        case loaded(Some)
        case failed(DomainError)
    }

    public let id: SomeID
    /// Where loading stands; once loaded, the some as the session holds it now, so a write made
    /// on another screen shows here too.
    public var state: State {
        switch phase {
        case .loading: .loading
        case .failed(let error): .failed(error)
        case .loaded: environment.someSession.some(loadedID).map(State.loaded) ?? .loading
        }
    }
    private enum Phase { case loading, loaded, failed(DomainError) }
    private var phase = Phase.loading
    /// The id the backend gave the some (`1` for a typed `01`): the session holds it under that.
    private var loadedID: SomeID
    /// The message from the last action, if any.
    public private(set) var feedback: Feedback?

    /// Clears the last action's message (a command that says it itself, elsewhere).
    public func dismissFeedback() { feedback = nil }
    /// The host's one-line summary of the linked other, once loaded.
    public private(set) var otherSummary: String?
    /// What the last completion did, if one was attempted.
    public private(set) var lastCompletion: Result<WriteOutcome, DomainError>?
    /// Live, or the last cached copy and why: as the API client said with the some.
    public private(set) var freshness: Freshness = .fresh

    private let environment: any SomeFeatureEnvironment

    public init(id: SomeID, environment: any SomeFeatureEnvironment) {
        self.id = id
        loadedID = id
        self.environment = environment
    }

    /// The loaded some, if any.
    public var some: Some? {
        if case .loaded(let some) = state { return some }
        return nil
    }

    /// What the host calls a some.
    public var noun: SomeNoun { environment.someNoun }

    /// The current moment, from the injected clock.
    public var clock: any WallClock { environment.clock }

    /// Sends what waits to be sent (a completion made offline), then loads the some: what the
    /// backend holds once it has what this run kept.
    public func refresh() async {
        await environment.someAPIClient.sendWaiting()
        environment.someSession.setQueued(await environment.someAPIClient.waitingCompletions())
        await load()
    }

    /// Loads the some, then the host's summary of its other (through the `OtherSummary` use
    /// case descriptor); a summary that fails to load is left out, the some still shows.
    public func load() async {
        phase = .loading
        otherSummary = nil
        freshness = .fresh
        do {
            let fetched = try await environment.someAPIClient.some(id: id)
            freshness = fetched.freshness
            environment.someSession.put(fetched.value)
            loadedID = fetched.value.id
            phase = .loaded
        } catch {
            phase = .failed(error)
            return
        }
        await loadOtherSummary()
    }

    /// Loads the host's one-line summary of the linked other, if the some has one; left out
    /// when it fails to load.
    public func loadOtherSummary() async {
        if let otherID = some?.otherID {
            guard let useCase = environment.resolve(UseCaseDescriptor.OtherSummary()) else { return }
            otherSummary = try? await useCase.summary(of: otherID)
        }
    }

    /// Takes a some already at hand instead of reading it: what the person was last shown, so
    /// that a completion from here is made against that version of it.
    public func show(_ some: Some, freshness: Freshness) {
        environment.someSession.put(some)
        loadedID = some.id
        self.freshness = freshness
        otherSummary = nil
        phase = .loaded
    }

    /// Marks the some done at once and asks the backend; rolls back with a message if it refuses.
    public func complete() async {
        guard some != nil else {
            feedback = Feedback(.warning, "Nothing to complete until the \(environment.someNoun.one) has loaded.", hint: "type `r` to retry")
            return
        }
        feedback = nil
        guard let (said, result) = await environment.someSession.complete(loadedID, environment: environment) else { return }
        feedback = said
        if let result { lastCompletion = result }
    }

    /// The screen for the linked other, from the app's router; nil when there is none.
    public func otherScreen() -> (any Screen)? {
        guard let otherID = some?.otherID else {
            feedback = Feedback(.info, "This \(environment.someNoun.one) is not linked to anything.")
            return nil
        }
        guard let screen = environment.someRouter.screenForOther(otherID, resolver: environment) else {
            feedback = Feedback(.info, "This app does not open what this \(environment.someNoun.one) is linked to.")
            return nil
        }
        feedback = nil
        environment.analytics.track(AnalyticsEvent("other_opened", ["id": otherID.rawValue, "from": "some"]))
        return screen
    }

    /// What the host's other features offer on this some, each on its own key: asked once, since
    /// the answer is the host's and does not change. A key of the screen's own (`d`, `o`, `r`) is
    /// not given away, and of two offers on one key or word the first is kept.
    public private(set) lazy var itemActions: [ItemAction] = {
        let offered = environment.resolve(ViewDescriptor.ItemActions(item: ItemReference(kind: .some, id: id.rawValue, noun: environment.someNoun.one)))
        var taken: Set<String> = ["d", "o", "r", "done", "other"]
        return offered.filter { action in
            guard !taken.contains(String(action.key)), !taken.contains(action.word) else { return false }
            taken.formUnion([String(action.key), action.word])
            return true
        }
    }()

    /// The action offered on `key` or `word`, if any.
    public func itemAction(for input: String) -> ItemAction? {
        itemActions.first { String($0.key) == input || $0.word == input }
    }
}
