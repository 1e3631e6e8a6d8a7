import Core
import OtherFeature
import SomeFeature
import Foundation
import StubKit

/// A scenario-driven backend for SomeFeature and OtherFeature. No network.
///
/// Each endpoint answers only if the stub was given a response for it; any other call throws an
/// error naming the endpoint and is recorded in ``unexpectedCalls``, so a test that reaches an
/// endpoint it did not plan for fails loudly instead of getting a silent default.
///
/// A response's ``Responses/delay`` is slept on ``delayClock``: an ``ImmediateClock`` unless
/// told otherwise, so a test never waits for real time; the interactive sandbox passes
/// `ContinuousClock()` so that a person sees the loading state.
public final class StubSomeAPIClient: SomeFeatureAPIClient, OtherFeatureAPIClient {
    /// What each endpoint answers; nil means "not given": calling it is a mistake.
    public struct Responses: Sendable {
        /// The list endpoint's answer.
        public var list: Result<SomeListing, DomainError>?
        /// What completing a some does.
        public var complete: Completion?
        /// The others that exist, or nil when the other endpoint was not given.
        public var others: [OtherID: Other]?
        /// What the other endpoint fails with, whatever the id; nil: it answers from ``others``.
        public var otherFailure: DomainError?
        /// How long every call waits, on the stub's ``StubSomeAPIClient/delayClock``, before answering.
        public var delay: Duration
        /// The list kept from a last visit, shown before the list endpoint answers; nil: none.
        public var kept: (listing: SomeListing, fetchedAt: Date)?

        /// Makes responses; everything not given is unexpected.
        public init(
            list: Result<SomeListing, DomainError>? = nil,
            complete: Completion? = nil,
            others: [OtherID: Other]? = nil,
            otherFailure: DomainError? = nil,
            delay: Duration = .zero,
            kept: (listing: SomeListing, fetchedAt: Date)? = nil
        ) {
            self.kept = kept
            self.list = list
            self.complete = complete
            self.others = others
            self.otherFailure = otherFailure
            self.delay = delay
        }
    }

    /// What completing a some does.
    public enum Completion: Sendable, Hashable {
        /// The backend accepts and the list shows it done afterwards.
        case applied
        /// The backend is unreachable; the request is kept for later.
        case queued(DomainError)
        /// The backend refuses with this error.
        case fails(DomainError)
    }

    /// One call the stub received, in order.
    public enum Call: Sendable, Hashable, CustomStringConvertible {
        case listSomes
        case some(SomeID)
        case complete(SomeID)
        case other(OtherID)

        public var description: String {
            switch self {
            case .listSomes: "listSomes()"
            case .some(let id): "some(id: \(id))"
            case .complete(let id): "complete(id: \(id))"
            case .other(let id): "other(id: \(id))"
            }
        }
    }

    private struct State {
        var responses: Responses
        var calls: [Call] = []
        var unexpected: [String] = []
        /// Completions answered `.queued`, kept as a host's outbox keeps them.
        var waiting: Set<SomeID> = []
        var sendWaitingCount = 0
    }

    private let state: Locked<State>

    /// The clock the delay is slept on.
    public let delayClock: any Clock<Duration>

    /// Makes a stub that answers with `responses`, sleeping its delay on `delayClock`.
    public init(_ responses: Responses, delayClock: any Clock<Duration> = ImmediateClock()) {
        state = Locked(State(responses: responses))
        self.delayClock = delayClock
    }

    /// Every call received, in order.
    public var calls: [Call] { state.withLock { $0.calls } }

    /// How many times ``sendWaiting()`` was asked to send what waits.
    public var sendWaitingCount: Int { state.withLock { $0.sendWaitingCount } }

    /// The endpoints that were called without a response: a test expects this to be empty.
    public var unexpectedCalls: [String] { state.withLock { $0.unexpected } }

    /// Replaces what the endpoints answer from now on.
    public func update(_ change: @Sendable (inout Responses) -> Void) {
        state.withLock { change(&$0.responses) }
    }

    public func listSomes() async throws(DomainError) -> SomeListing {
        let responses = record(.listSomes)
        await pause(responses.delay)
        guard let list = responses.list else { throw unexpected("SomeFeatureAPIClient.listSomes()") }
        return try list.get()
    }

    /// The kept list it was given, at once: no delay, no call recorded (it is not the backend).
    public func keptSomes() async -> (listing: SomeListing, fetchedAt: Date)? {
        state.withLock { $0.responses.kept }
    }

    public func some(id: SomeID) async throws(DomainError) -> Fetched<Some> {
        let responses = record(.some(id))
        await pause(responses.delay)
        guard let list = responses.list else { throw unexpected("SomeFeatureAPIClient.some(id:)") }
        let listing = try list.get()
        guard let some = listing.somes.first(where: { $0.id == id }) else {
            throw .notFound("some \(id) does not exist in this context", hint: "list the somes to see their ids")
        }
        // A stale list answers for its somes too, and says so.
        return Fetched(some, freshness: listing.freshness)
    }

    public func complete(id: SomeID, seenVersion: String?) async throws(DomainError) -> WriteOutcome {
        let responses = record(.complete(id))
        await pause(responses.delay)
        guard let completion = responses.complete else { throw unexpected("SomeFeatureAPIClient.complete(id:)") }
        switch completion {
        case .fails(let error):
            throw error
        case .queued(let reason):
            state.withLock { _ = $0.waiting.insert(id) }
            return .queued(reason: reason)
        case .applied:
            guard state.withLock({ Self.apply(id, to: &$0) }) else { throw .notFound("some \(id) does not exist in this context") }
            return .applied
        }
    }

    /// Sends the kept completions when completing now applies (the backend is back); otherwise
    /// they stay kept.
    public func sendWaiting() async {
        state.withLock { state in
            state.sendWaitingCount += 1
            guard state.responses.complete == .applied else { return }
            for id in state.waiting { _ = Self.apply(id, to: &state) }
            state.waiting = []
        }
    }

    public func waitingCompletions() async -> Set<SomeID> {
        state.withLock { $0.waiting }
    }

    /// Some `id` done in the list the stub answers with; false when there is no such some.
    private static func apply(_ id: SomeID, to state: inout State) -> Bool {
        guard case .success(var listing)? = state.responses.list,
              let index = listing.somes.firstIndex(where: { $0.id == id })
        else { return false }
        listing.somes[index].status = .done
        state.responses.list = .success(listing)
        return true
    }

    public func other(id: OtherID) async throws(DomainError) -> Other {
        let responses = record(.other(id))
        await pause(responses.delay)
        if let failure = responses.otherFailure { throw failure }
        guard let others = responses.others else { throw unexpected("OtherFeatureAPIClient.other(id:)") }
        guard let other = others[id] else { throw .notFound("other \(id) does not exist") }
        return other
    }

    private func record(_ call: Call) -> Responses {
        state.withLock { state in
            state.calls.append(call)
            return state.responses
        }
    }

    private func unexpected(_ endpoint: String) -> DomainError {
        state.withLock { $0.unexpected.append(endpoint) }
        return StubAnswers.unexpectedCall(endpoint)
    }

    private func pause(_ delay: Duration) async {
        await StubAnswers.pause(delay, on: delayClock)
    }
}

extension StubSomeAPIClient {
    /// A context with no somes; only the list endpoint answers.
    public static var empty: StubSomeAPIClient {
        StubSomeAPIClient(Responses(list: .success(SomeListing(somes: []))))
    }

    /// Every endpoint fails with `error`.
    public static func failing(_ error: DomainError) -> StubSomeAPIClient {
        StubSomeAPIClient(Responses(list: .failure(error), complete: .fails(error), others: nil))
    }

    /// `count` generated somes (see ``SomeFactory``), completing works, and every linked other
    /// exists.
    public static func populated(count: Int, now: Date = SomeFactory.referenceNow) -> StubSomeAPIClient {
        let somes = SomeFactory.somes(count: count, now: now)
        return StubSomeAPIClient(Responses(
            list: .success(SomeListing(somes: somes)),
            complete: .applied,
            others: SomeFactory.others(for: somes)
        ))
    }
}
