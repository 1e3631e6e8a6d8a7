import AppRuntime
import Core
import SomeFeatureHost

/// A backend in memory whose answers a test sets, and which counts what it applied: the same
/// idempotency key twice applies once, as a real backend must.
final class FakeSomeBackend: SomeBackend {
    private struct State {
        var somes: [Some]
        var unreadable: [UnreadableItem] = []
        var failure: DomainError?
        var applied: [String: SomeID] = [:]
        var attempts = 0
        var listFetches = 0
    }

    private let state: Locked<State>

    init(somes: [Some]) {
        state = Locked(State(somes: somes))
    }

    /// The list comes with these items that could not be read, until set back to none.
    func sendUnreadable(_ items: [UnreadableItem]) { state.withLock { $0.unreadable = items } }

    /// Replaces the somes the backend holds.
    func replaceSomes(_ somes: [Some]) { state.withLock { $0.somes = somes } }

    /// Every call fails with `error` until it is set back to nil.
    func fail(with error: DomainError?) { state.withLock { $0.failure = error } }

    /// Completions applied, by idempotency key.
    var applied: [String: SomeID] { state.withLock { $0.applied } }

    /// Completion requests received, applied or not.
    var attempts: Int { state.withLock { $0.attempts } }

    /// List fetches received, answered or not.
    var listFetches: Int { state.withLock { $0.listFetches } }

    func fetchAllSomes() async throws(DomainError) -> SomeListing {
        try state.withLock { (state) throws(DomainError) -> SomeListing in
            state.listFetches += 1
            if let failure = state.failure { throw failure }
            return SomeListing(somes: state.somes, unreadable: state.unreadable)
        }
    }

    func fetchSome(id: SomeID) async throws(DomainError) -> Some {
        try state.withLock { (state) throws(DomainError) -> Some in
            if let failure = state.failure { throw failure }
            guard let some = state.somes.first(where: { $0.id == id }) else { throw .notFound("some \(id) does not exist") }
            return some
        }
    }

    func complete(id: SomeID, preconditions: WritePreconditions) async throws(DomainError) -> SendEffect {
        let idempotencyKey = preconditions.idempotencyKey
        try state.withLock { (state) throws(DomainError) in
            state.attempts += 1
            if let failure = state.failure { throw failure }
            guard let index = state.somes.firstIndex(where: { $0.id == id }) else { throw .notFound("some \(id) does not exist") }
            if state.applied[idempotencyKey] == nil {
                state.applied[idempotencyKey] = id
                state.somes[index].status = .done
            }
        }
        return .changed
    }

    func fetchOther(id: OtherID) async throws(DomainError) -> Other {
        Other(id: id, name: "Other \(id)", kind: "thing")
    }
}
