import Core
import FoundationEssentials

/// The presentation logic of the list of somes in one context.
@MainActor
public final class SomeListViewModel {
    /// Where loading stands.
    public enum State: Equatable {
        case loading
        case loaded
        case empty
        case failed(DomainError)
    }

    public private(set) var state: State = .loading
    /// Every some in the context, as the session holds it: as last loaded, with every write
    /// made since on any screen.
    public var somes: [Some] { environment.someSession.list }
    /// What the host calls a some.
    public var noun: SomeNoun { environment.someNoun }
    /// The host backend's own states, which filter as the three do.
    public var declaredStates: [SomeStatus] { environment.someStates }
    /// The somes not seen on the previous visit (none on a first visit).
    public private(set) var newIDs: Set<SomeID> = [] {
        didSet { ownRevision += 1 }
    }
    /// Set when the list is a cached copy: when it was fetched and why no fresh one came.
    public private(set) var staleSince: (fetchedAt: Date, reason: DomainError)?
    /// Set while the list kept from the last visit is shown and the live one is on its way
    /// (``showKept()``): when the kept one was fetched.
    public private(set) var refreshingSince: Date?
    /// The items the backend sent that could not be read: the list shown is incomplete.
    public private(set) var unreadable: [UnreadableItem] = []
    /// The message from the last action, if any.
    public private(set) var feedback: Feedback?
    /// The somes marked done while the backend was away, on any screen: kept, not yet sent.
    public var queuedIDs: Set<SomeID> { environment.someSession.queued }

    /// Shows only somes with this status; nil shows all.
    public var statusFilter: SomeStatus? {
        didSet { ownRevision += 1 }
    }
    /// Shows only somes whose title contains this text; blank shows all.
    public var searchText = "" {
        didSet { ownRevision += 1 }
    }
    /// The somes to show, filtered and in display order. Worked out again only when the
    /// session, the filter or the search changed, so drawing a frame never sorts.
    public var visibleSomes: [Some] {
        if let visible, visible.revision == revision { return visible.somes }
        let somes = SomeOrdering.sorted(SomeOrdering.filtered(self.somes, status: statusFilter, search: searchText))
        visible = (revision, somes)
        return somes
    }
    private var visible: (revision: Int, somes: [Some])?
    /// Goes up whenever what the list shows changes, here or in the session (a write on another
    /// screen): screens keep measurements until it moves.
    public var revision: Int { ownRevision + environment.someSession.revision }
    private var ownRevision = 0

    private let environment: any SomeFeatureEnvironment

    public init(environment: any SomeFeatureEnvironment) {
        self.environment = environment
    }

    /// How many somes appeared since the last visit.
    public var newCount: Int { newIDs.count }

    /// The current moment, from the injected clock.
    public var clock: any WallClock { environment.clock }

    /// Shows the list kept from the last good fetch, at once and without the backend, marked as
    /// being refreshed until ``load()`` brings the live one.
    /// - Returns: whether a list was kept.
    public func showKept() async -> Bool {
        guard let kept = await environment.someAPIClient.keptSomes() else { return false }
        environment.someSession.replaceList(kept.listing.somes)
        unreadable = kept.listing.unreadable
        staleSince = nil
        refreshingSince = kept.fetchedAt
        state = somes.isEmpty ? .empty : .loaded
        return true
    }

    /// Loads the list, works out what is new since the last visit and remembers this visit.
    ///
    /// After ``showKept()`` the kept list stays on screen while the live one loads. If the
    /// backend cannot be reached, it stays, marked as the cached copy it is, with why (as a client
    /// that keeps lists answers with its cache); any other failure (a refused token, an answer
    /// that cannot be read) is the failed state, as it is without a kept list.
    public func load() async {
        let kept = refreshingSince
        defer { refreshingSince = nil }
        // A refresh of a list on screen keeps it there (and the selection on its row) until the
        // new one comes; only a first load shows the loading state.
        if kept == nil, state != .loaded { state = .loading }
        let listing: SomeListing
        do {
            listing = try await environment.someAPIClient.listSomes()
        } catch {
            if let kept, error.kind == .unavailable {
                staleSince = (kept, error)
                environment.someSession.setQueued(await environment.someAPIClient.waitingCompletions())
                return
            }
            environment.someSession.replaceList([])
            staleSince = nil
            unreadable = []
            state = .failed(error)
            return
        }
        environment.someSession.replaceList(listing.somes)
        unreadable = listing.unreadable
        environment.someSession.setQueued(await environment.someAPIClient.waitingCompletions())
        if case .stale(let fetchedAt, let reason) = listing.freshness {
            staleSince = (fetchedAt, reason)
        } else {
            staleSince = nil
        }
        state = somes.isEmpty ? .empty : .loaded
        await updateNewSinceLastVisit()
        var properties = ["count": String(somes.count), "new": String(newIDs.count), "stale": String(listing.isStale)]
        if !unreadable.isEmpty { properties["unreadable"] = String(unreadable.count) }
        environment.analytics.track(AnalyticsEvent("some_list_viewed", properties))
    }

    /// Sends what waits to be sent (a completion made offline), then loads the list: what the
    /// backend holds once it has what this run kept.
    public func refresh() async {
        await environment.someAPIClient.sendWaiting()
        await load()
    }

    /// Marks a some done at once and asks the backend; rolls back with a message if it refuses.
    /// One kept to send later stays marked queued until it is sent.
    public func complete(_ id: SomeID) async {
        let session = environment.someSession
        guard session.listed(id) else {
            feedback = Feedback(.warning, "There is no \(environment.someNoun.one) \(id) in this list.", hint: "type one of the ids shown")
            return
        }
        feedback = nil
        feedback = await session.complete(id, environment: environment)?.0
    }

    /// The details screen for a some, through the environment's resolver.
    public func open(_ id: SomeID) -> (any Screen)? {
        guard environment.someSession.listed(id) else {
            feedback = Feedback(.warning, "There is no \(environment.someNoun.one) \(id) in this list.", hint: "type one of the ids shown")
            return nil
        }
        feedback = nil
        environment.analytics.track(AnalyticsEvent("some_opened", ["id": id.rawValue, "from": "list"]))
        return environment.resolve(ViewDescriptor.SomeDetails(someID: id))
    }

    /// The screen for the other linked to some `id`, from the app's router; nil when there is
    /// none.
    public func otherScreen(for id: SomeID) -> (any Screen)? {
        guard environment.someSession.listed(id), let some = environment.someSession.some(id) else {
            feedback = Feedback(.warning, "There is no \(environment.someNoun.one) \(id) in this list.", hint: "type one of the ids shown")
            return nil
        }
        guard let otherID = some.otherID else {
            feedback = Feedback(.info, "“\(some.title)” is not linked to anything.")
            return nil
        }
        guard let screen = environment.someRouter.screenForOther(otherID, resolver: environment) else {
            feedback = Feedback(.info, "This app does not open what “\(some.title)” is linked to.")
            return nil
        }
        feedback = nil
        environment.analytics.track(AnalyticsEvent("other_opened", ["id": otherID.rawValue, "from": "list"]))
        return screen
    }

    /// Clears the last action's message.
    public func dismissFeedback() { feedback = nil }

    /// Why the list is incomplete, when items could not be read: bad data from the backend,
    /// naming the items (at most a few) while the readable ones are shown.
    public var incompleteness: DomainError? {
        guard !unreadable.isEmpty else { return nil }
        let shown = unreadable.prefix(3).map(\.description).joined(separator: "; ")
        let more = unreadable.count > 3 ? "; and \(unreadable.count - 3) more" : ""
        let count = unreadable.count == 1 ? "1 item" : "\(unreadable.count) items"
        return .badResponse("\(count) of the list could not be read and \(unreadable.count == 1 ? "is" : "are") not shown: \(shown)\(more)",
                            hint: "the other items are shown; tell whoever runs the backend which items these are")
    }

    private func updateNewSinceLastVisit() async {
        let store = environment.someStore
        do {
            let seen = try await store.seenSomeIDs()
            let ids = Set(somes.map(\.id))
            newIDs = seen.map { ids.subtracting($0) } ?? []
            if let seen {
                // Nothing new (the usual case): nothing to write.
                if !ids.isSubset(of: seen) { try await store.setSeenSomeIDs(seen.union(ids)) }
            } else {
                try await store.setSeenSomeIDs(ids)
            }
        } catch {
            newIDs = []
            feedback = Feedback(.warning, "Could not remember this visit: \(error.message)", hint: error.hint)
        }
    }
}
