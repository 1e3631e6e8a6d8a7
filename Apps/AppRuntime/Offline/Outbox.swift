import Core
import Foundation
import StorageLive

/// Sends one kind of queued write: the entry's target and its idempotency key, which every
/// retry reuses.
public typealias OutboxSender = @Sendable (_ target: String, _ idempotencyKey: String) async throws(DomainError) -> Void

/// Writes that survive being offline, for any feature: each write is kept in the local store
/// *before* it is sent, with an idempotency key, and leaves only when the backend answered.
/// So a write is never lost, and the backend's idempotency makes sure it is never applied twice.
///
/// The outbox knows actions and targets as strings; what an action means is the business of
/// the feature host that registered a sender for it.
public struct Outbox: Sendable {
    let store: LocalStore
    let context: String
    let clock: any WallClock
    let owner: String

    /// An outbox for `context` (`order:42`) in `store`.
    public init(store: LocalStore, context: String, clock: any WallClock, owner: String = UUID().uuidString) {
        self.store = store
        self.context = context
        self.clock = clock
        self.owner = owner
    }

    /// Keeps the write, then sends it.
    ///
    /// - Returns: `.applied` when the backend took it, `.queued` when the backend was
    ///   unreachable and the write waits for the next `sync`.
    /// - Throws: any other failure, after dropping the write: the person sees this failure
    ///   now, so the change must not be sent later behind their back.
    public func perform(_ action: String, target: String, send: OutboxSender) async throws(DomainError) -> CompletionOutcome {
        let entry = try store.enqueue(context: context, action: action, target: target,
                                      idempotencyKey: UUID().uuidString, at: clock.now)
        do {
            try await send(target, entry.idempotencyKey)
            try store.markSent(entry.id)
            return .applied
        } catch where error.kind == .unavailable {
            try store.recordFailure(entry.id, error: error.message)
            return .queued(reason: error)
        } catch {
            try store.markSent(entry.id)
            throw error
        }
    }

    /// Sends every waiting write of this context with its original idempotency key.
    ///
    /// An entry leaves only when the backend accepted it, or refused it for good (a 4xx about
    /// the request itself). Anything that may be about this run instead (the backend
    /// unreachable, the token refused, a wrong base URL, an unreadable answer) keeps it for the
    /// next try. The first unreachable answer stops the round: the others would only wait for
    /// the same timeout. An action no sender knows is left for the version that wrote it.
    public func flush(_ senders: [String: OutboxSender]) async throws(DomainError) -> OutboxReport {
        var report = OutboxReport()
        let claimed = try store.claimPending(context: context, owner: owner, now: clock.now, lease: 600)
        var unreachable: DomainError?
        for entry in claimed {
            if let unreachable {
                try store.recordFailure(entry.id, error: unreachable.message)
                report.problems[entry.id] = unreachable
                continue
            }
            guard let send = senders[entry.action] else {
                try store.recordFailure(entry.id, error: "unknown action \(entry.action)")
                report.unknown.append(entry)
                continue
            }
            do {
                try await send(entry.target, entry.idempotencyKey)
            } catch where error.kind == .rejected {
                try store.markSent(entry.id)
                report.refused.append(OutboxReport.Refusal(entry: entry, error: error))
                continue
            } catch {
                try store.recordFailure(entry.id, error: error.message)
                report.problems[entry.id] = error
                if error.kind == .unavailable { unreachable = error }
                continue
            }
            try store.markSent(entry.id)
            report.sent.append(entry)
        }
        report.waiting = try store.pendingOutbox(context: context).filter { pending in
            !report.unknown.contains { $0.id == pending.id }
        }
        return report
    }

    /// The writes of this context not sent yet.
    public func pending() throws(DomainError) -> [OutboxEntry] {
        try store.pendingOutbox(context: context)
    }
}

/// What flushing the outbox did.
public struct OutboxReport: Sendable {
    /// A write the backend refused for good, with why.
    public struct Refusal: Sendable {
        /// The write.
        public var entry: OutboxEntry
        /// Why it was refused.
        public var error: DomainError
    }

    /// Entries the backend accepted (or had already applied).
    public var sent: [OutboxEntry] = []
    /// Entries the backend refused for good; they are not retried.
    public var refused: [Refusal] = []
    /// Entries still waiting; they are sent again next time.
    public var waiting: [OutboxEntry] = []
    /// Entries with an action this version does not know; kept for the version that wrote them.
    public var unknown: [OutboxEntry] = []
    /// Why each entry tried this round is still waiting, by entry id.
    public var problems: [Int64: DomainError] = [:]

    /// Why the entries still waiting could not be sent, the most telling first: refused
    /// credentials before anything else, then unreachable, then the rest.
    public var mainProblem: DomainError? {
        let all = waiting.compactMap { problems[$0.id] }
        return all.first { $0.kind == .unauthorized } ?? all.first { $0.kind == .unavailable } ?? all.first
    }
}
