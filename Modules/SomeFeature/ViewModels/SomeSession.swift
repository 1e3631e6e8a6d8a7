import Core

/// The somes of one session, the one copy every SomeFeature screen reads: the list (and its
/// search and filter results) and each some's details. A write made on any screen changes the
/// some here, so every screen shows it at once. A refused write puts it back here, for every
/// screen. No screen keeps a copy of its own.
///
/// The host makes one per run (an app in its ``SomeFeatureEnvironment``, the sandbox per
/// scenario) and hands it to every screen through the environment.
@MainActor
public final class SomeSession {
    /// The list as last loaded, in the backend's order, with every change made since.
    public private(set) var list: [Some] = []
    /// Goes up with every change, so screens know to measure again.
    public private(set) var revision = 0
    /// Where each some of ``list`` is.
    private var positions: [SomeID: Int] = [:]
    /// Somes loaded on their own (a details screen opened by id) that the list does not hold.
    private var loose: [SomeID: Some] = [:]
    /// The somes marked done while the backend was away: kept by the host, not sent yet.
    public private(set) var queued: Set<SomeID> = []

    public init() {}

    /// The some with `id`: from the list, else as loaded on its own.
    public func some(_ id: SomeID) -> Some? {
        if let index = positions[id] { return list[index] }
        return loose[id]
    }

    /// Whether the list holds a some with `id`.
    public func listed(_ id: SomeID) -> Bool { positions[id] != nil }

    /// Replaces the list with a fresh one.
    public func replaceList(_ somes: [Some]) {
        list = somes
        positions = Dictionary(somes.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        loose = loose.filter { positions[$0.key] == nil }
        revision += 1
    }

    /// What the host says is kept and not sent yet (after a load, which may have sent some).
    public func setQueued(_ ids: Set<SomeID>) {
        guard ids != queued else { return }
        queued = ids
        revision += 1
    }

    /// Takes a some loaded on its own: the list's copy becomes this one.
    public func put(_ some: Some) {
        if let index = positions[some.id] {
            list[index] = some
        } else {
            loose[some.id] = some
        }
        revision += 1
    }

    /// Marks some `id` done on every screen at once and asks the backend; when the backend
    /// refuses, puts its status back on every screen. Returns what to tell the person, or nil
    /// when the session holds no such some.
    func complete(_ id: SomeID, environment: any SomeFeatureEnvironment) async -> (Feedback, Result<WriteOutcome, DomainError>?)? {
        guard let previous = some(id) else { return nil }
        guard previous.status != .done else { return (Feedback(.info, "“\(previous.title)” is already done."), nil) }
        setStatus(.done, of: id)
        do {
            let outcome = try await environment.someAPIClient.complete(id: id, seenVersion: previous.version)
            environment.analytics.track(SomeCompletion.event(id: id, outcome: outcome))
            var kept = queued
            if case .queued = outcome { kept.insert(id) } else { kept.remove(id) }
            setQueued(kept)
            return (SomeCompletion.feedback(for: outcome, title: previous.title), .success(outcome))
        } catch {
            // Put back only what this write changed: a reload since may know better.
            if some(id)?.status == .done { setStatus(previous.status, of: id) }
            // Changed since it was seen: on a screen, the keys that look again and retry.
            let again = error.changedSinceSeen
                ? Suggestion(interactive: "type `r` to load it as it is now, then `d` if it should still be done", command: nil, purpose: "look again")
                : nil
            return (Feedback(.failure, "Could not complete “\(previous.title)”: \(error.message)", hint: error.hint, suggestion: again), .failure(error))
        }
    }

    private func setStatus(_ status: SomeStatus, of id: SomeID) {
        guard var some = some(id) else { return }
        some.status = status
        put(some)
    }
}
