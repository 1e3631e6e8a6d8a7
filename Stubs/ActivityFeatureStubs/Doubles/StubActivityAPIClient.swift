import ActivityFeature
import Core
import Foundation
import StubKit

/// A scenario-driven backend for ActivityFeature. No network.
///
/// Each endpoint answers only if the stub was given a response for it; any other call throws an
/// error naming the endpoint and is recorded in ``unexpectedCalls``, so a test that reaches an
/// endpoint it did not plan for fails loudly instead of getting a silent default.
///
/// A response's ``Responses/delay`` is slept on ``delayClock``: an ``ImmediateClock`` unless
/// told otherwise, so a test never waits for real time; the interactive sandbox passes
/// `ContinuousClock()` so that a person sees the loading state.
public final class StubActivityAPIClient: ActivityFeatureAPIClient {
    /// What each endpoint answers; nil means "not given": calling it is a mistake.
    public struct Responses: Sendable {
        /// The activity endpoint's answer.
        public var list: Result<ActivityListing, DomainError>?
        /// What commenting on a some does.
        public var comment: CommentOutcome?
        /// How long every call waits, on the stub's ``StubActivityAPIClient/delayClock``, before answering.
        public var delay: Duration

        /// Makes responses; everything not given is unexpected.
        public init(list: Result<ActivityListing, DomainError>? = nil, comment: CommentOutcome? = nil, delay: Duration = .zero) {
            self.list = list
            self.comment = comment
            self.delay = delay
        }
    }

    /// What commenting on a some does.
    public enum CommentOutcome: Sendable, Hashable {
        /// The backend accepts it, and the activity shows it first afterwards.
        case applied
        /// The backend is unreachable; the comment is kept to be sent later.
        case queued(DomainError)
        /// The backend refuses it with this error.
        case refused(DomainError)
    }

    /// One call the stub received, in order.
    public enum Call: Sendable, Hashable, CustomStringConvertible {
        case listActivity
        case comment(SomeID, text: String)

        public var description: String {
            switch self {
            case .listActivity: "listActivity()"
            case .comment(let id, let text): "comment(on: \(id), text: \(text.debugDescription))"
            }
        }
    }

    private struct State {
        var responses: Responses
        var calls: [Call] = []
        var unexpected: [String] = []
        var posted = 0
    }

    private let state: Locked<State>

    /// The clock the delay is slept on.
    public let delayClock: any Clock<Duration>
    /// When an applied comment is said to have happened (the scenario's clock).
    public let now: Date

    /// Makes a stub that answers with `responses`, dating applied comments at `now` and sleeping
    /// its delay on `delayClock`.
    public init(_ responses: Responses, now: Date = ActivityFactory.referenceNow, delayClock: any Clock<Duration> = ImmediateClock()) {
        state = Locked(State(responses: responses))
        self.now = now
        self.delayClock = delayClock
    }

    /// Every call received, in order.
    public var calls: [Call] { state.withLock { $0.calls } }

    /// The endpoints that were called without a response: a test expects this to be empty.
    public var unexpectedCalls: [String] { state.withLock { $0.unexpected } }

    /// Replaces what the endpoints answer from now on.
    public func update(_ change: @Sendable (inout Responses) -> Void) {
        state.withLock { change(&$0.responses) }
    }

    public func listActivity() async throws(DomainError) -> ActivityListing {
        let responses = record(.listActivity)
        await pause(responses.delay)
        guard let list = responses.list else { throw unexpected("ActivityFeatureAPIClient.listActivity()") }
        return try list.get()
    }

    public func comment(on someID: SomeID, text: String) async throws(DomainError) -> WriteOutcome {
        let responses = record(.comment(someID, text: text))
        await pause(responses.delay)
        guard let outcome = responses.comment else { throw unexpected("ActivityFeatureAPIClient.comment(on:text:)") }
        switch outcome {
        case .refused(let error):
            throw error
        case .queued(let reason):
            return .queued(reason: reason)
        case .applied:
            let now = now
            state.withLock { state in
                state.posted += 1
                // The comment shows first in a list that reads; a failing list keeps failing.
                guard case .success(var listing)? = state.responses.list else { return }
                let entry = ActivityEntry(id: "posted-\(state.posted)", someID: someID, kind: .comment, text: text, author: "You", at: now)
                listing.entries.insert(entry, at: 0)
                state.responses.list = .success(listing)
            }
            return .applied
        }
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

extension StubActivityAPIClient {
    /// A context with no activity; only the list endpoint answers.
    public static var empty: StubActivityAPIClient {
        StubActivityAPIClient(Responses(list: .success(ActivityListing(entries: []))))
    }

    /// The list answers `entries` (live), and commenting works.
    public static func listing(_ entries: [ActivityEntry], now: Date = ActivityFactory.referenceNow) -> StubActivityAPIClient {
        StubActivityAPIClient(Responses(list: .success(ActivityListing(entries: entries)), comment: .applied), now: now)
    }

    /// Every endpoint fails with `error`.
    public static func failing(_ error: DomainError) -> StubActivityAPIClient {
        StubActivityAPIClient(Responses(list: .failure(error), comment: .refused(error)))
    }
}
