import Core
import OtherFeature
import SomeFeature

/// Remembers seen ids in memory, with presets for a first and a return visit.
public final class InMemorySomeStore: SomeFeatureStore {
    private struct State {
        var seen: Set<SomeID>?
        var failure: DomainError?
        var writes: [Set<SomeID>] = []
    }

    private let state: Locked<State>

    /// Makes a store that already saw `seen` (nil: never visited); every call fails with
    /// `failure` when one is given.
    public init(seen: Set<SomeID>? = nil, failure: DomainError? = nil) {
        state = Locked(State(seen: seen, failure: failure))
    }

    /// Never visited before.
    public static var firstVisit: InMemorySomeStore { InMemorySomeStore() }

    /// Saw exactly these ids last time.
    public static func seen(_ ids: Set<SomeID>) -> InMemorySomeStore { InMemorySomeStore(seen: ids) }

    /// Every read and write fails with `error`.
    public static func failing(_ error: DomainError) -> InMemorySomeStore { InMemorySomeStore(failure: error) }

    /// Every set of ids written, in order.
    public var writes: [Set<SomeID>] { state.withLock { $0.writes } }

    public func seenSomeIDs() async throws(DomainError) -> Set<SomeID>? {
        let (seen, failure) = state.withLock { ($0.seen, $0.failure) }
        if let failure { throw failure }
        return seen
    }

    public func setSeenSomeIDs(_ ids: Set<SomeID>) async throws(DomainError) {
        let failure = state.withLock { state -> DomainError? in
            guard state.failure == nil else { return state.failure }
            state.seen = ids
            state.writes.append(ids)
            return nil
        }
        if let failure { throw failure }
    }
}
