import Core
import FoundationEssentials
import StorageLive

/// Sends one kind of queued write: its target, what it carries, and its idempotency key, which
/// every retry reuses; says whether the backend changed anything.
public typealias OutboxSender = @Sendable (_ write: OutboxWrite) async throws(DomainError) -> SendEffect

/// What a write that reached the backend did there.
public enum SendEffect: Sendable, Hashable {
    /// The backend made the change.
    case changed
    /// The backend already had what the write asks for: someone else made the same change,
    /// or an earlier send of this write did. Nothing changed.
    case unchanged
}

/// One queued write as its sender gets it, on the first try and every retry alike.
public struct OutboxWrite: Sendable, Hashable {
    /// What to do it to (a some's id).
    public var target: String
    /// What the write carries beyond its target (a comment's text), as the feature queued it.
    public var payload: String?
    /// What makes it safe to send again and again: its idempotency key and the version it was
    /// made against.
    public var preconditions: WritePreconditions

    /// The key the backend applies it once by.
    public var idempotencyKey: String { preconditions.idempotencyKey }

    /// Describes a write; `settings` are the write settings it was made with.
    public init(target: String, payload: String? = nil, idempotencyKey: String, version: String? = nil, settings: [String: String] = [:]) {
        self.target = target
        self.payload = payload
        self.preconditions = WritePreconditions(idempotencyKey: idempotencyKey, version: version, settings: settings)
    }
}

/// What a write carries so that sending it again, or late, can do no harm; an adapter sends
/// what its backend understands: the key in `Idempotency-Key` (or its own header), the version
/// in `If-Match`, or both.
public struct WritePreconditions: Sendable, Hashable {
    /// The same key on every try, so the backend applies the write once.
    public var idempotencyKey: String
    /// The version of the target the person saw (an `ETag`), so the backend refuses the write
    /// when someone changed the target since; nil when not known.
    public var version: String?
    /// The app's settings a write depends on (``AppSetting/Need/writes``: who made it, a
    /// backend's `X-User`), as they were when the person made the write, kept with it: a later
    /// `sync` sends them as made.
    public var settings: [String: String]

    /// Makes preconditions.
    public init(idempotencyKey: String, version: String? = nil, settings: [String: String] = [:]) {
        self.idempotencyKey = idempotencyKey
        self.version = version
        self.settings = settings
    }
}

/// Writes that survive being offline, for any feature: each write is kept in the local store
/// *before* it is sent, with an idempotency key, and leaves only when the backend answered.
/// So a write is never lost, and the backend's idempotency makes sure it is never applied twice.
///
/// Each write is bound to the backend it was made for (``BackendIdentity``) and is only ever
/// sent there. A run holds a claim on what it sends; a claim dies with the run's process (see
/// `LocalStore.claimPending`), so a `sync` killed halfway holds nothing up, and two runs at
/// once never send one write twice.
///
/// The outbox knows actions and targets as strings; what an action means is the business of
/// the feature host that registered a sender for it.
public struct Outbox: Sendable {
    let store: LocalStore
    let context: String
    let backend: BackendIdentity
    let baseURL: String
    let clock: any WallClock
    /// Told when the outcome of a send cannot be recorded (the disk filled in between): the send
    /// stands, and the entry is sent again later with the same key, which the backend ignores.
    let warnings: RunWarnings

    /// How long a claim holds a write for a run that still runs but no longer moves (it hangs).
    /// It is renewed before each send, so it only has to outlast one request: `--timeout` is at
    /// most 600 s.
    public static let lease: TimeInterval = 600

    /// The app's write settings as this run has them, kept with each write it makes.
    let writeSettings: AppSettings

    /// An outbox for `context` (`order:42`) in `store`, sending to the backend at `baseURL`;
    /// `settings` are the run's, whose write settings are kept with each write.
    public init(store: LocalStore, context: String, baseURL: URL, clock: any WallClock, warnings: RunWarnings = RunWarnings(),
                settings: AppSettings = AppSettings()) {
        self.writeSettings = settings
        self.warnings = warnings
        self.store = store
        self.context = context
        self.backend = BackendIdentity(baseURL: baseURL)
        self.baseURL = baseURL.absoluteString
        self.clock = clock
    }

    /// Keeps the write (claimed by this run, so no other run sends it meanwhile), then sends it.
    ///
    /// - Returns: `.applied` when the backend took it, `.unchanged` when it already had what the
    ///   write asks for, `.queued` when the backend was unreachable and the write waits for the
    ///   next `sync`.
    /// - Throws: any other failure, after dropping the write: the person sees this failure
    ///   now, so the change must not be sent later behind their back.
    /// - Parameter version: the version of `target` the write is made against, kept with it and
    ///   sent on every try (``WritePreconditions/version``).
    public func perform(_ action: String, target: String, payload: String? = nil, version: String? = nil,
                        send: OutboxSender) async throws(DomainError)
        -> WriteOutcome
    {
        // A write that needs a setting this run lacks is refused before anything is kept or sent.
        if let missing = writeSettings.missingForWrites { throw missing }
        let entry: OutboxEntry
        do {
            entry = try store.enqueue(
                context: context, backend: backend.key, baseURL: baseURL, action: action, target: target, payload: payload,
                version: version, settings: writeSettings.forWrites, idempotencyKey: UUID().uuidString, at: clock.now, claimFor: Self.lease
            )
        } catch {
            // A write is sent only once it is recorded: what cannot be recorded is not sent.
            throw DomainError(.storage, "\(error.message); nothing was sent or queued", hint: error.hint)
        }
        let effect: SendEffect
        do {
            effect = try await send(OutboxWrite(target: target, payload: payload, idempotencyKey: entry.idempotencyKey, version: entry.version,
                                                settings: entry.settings))
        } catch where error.kind == .unavailable {
            record { () throws(DomainError) in try store.recordFailure(entry.id, error: error.message) }
            return .queued(reason: error)
        } catch {
            record { () throws(DomainError) in try store.markSent(entry.id) }
            throw error
        }
        record { () throws(DomainError) in try store.markSent(entry.id) }
        return effect == .changed ? .applied : .unchanged
    }

    /// Records the outcome of a send that happened. Failing to (the disk filled meanwhile) changes
    /// nothing about the send: the entry stays, is sent again later with the same key, and the
    /// run says why once.
    private func record(_ write: () throws(DomainError) -> Void) {
        do {
            try write()
        } catch {
            warnings.report(DomainError(.storage, "\(error.message); the change was sent, and will be sent again with the same key, which the backend ignores",
                                        hint: error.hint))
        }
    }

    /// Sends every waiting write of this context made for this backend, with its original
    /// idempotency key, and says why each one still waits.
    ///
    /// An entry leaves only when the backend accepted it, or refused it for good (a 4xx about
    /// the request itself). Anything that may be about this run instead (the backend
    /// unreachable, the token refused, a wrong base URL, an unreadable answer) keeps it for the
    /// next try. The first unreachable answer stops the round: the others would only wait for
    /// the same timeout. An action no sender knows is left for the version that wrote it.
    public func flush(_ senders: [String: OutboxSender]) async throws(DomainError) -> OutboxReport {
        var report = OutboxReport()
        let claimed = try store.claimPending(
            context: context, backend: backend.key, baseURL: baseURL, now: clock.now, lease: Self.lease
        )
        var problems: [Int64: OutboxReport.WaitingEntry] = [:]
        var unreachable: DomainError?
        for entry in claimed {
            if let unreachable {
                record { () throws(DomainError) in try store.recordFailure(entry.id, error: unreachable.message) }
                problems[entry.id] = .init(entry: entry, kind: .unavailable, message: "not tried: \(unreachable.message)", error: unreachable)
                continue
            }
            guard let send = senders[entry.action] else {
                record { () throws(DomainError) in try store.recordFailure(entry.id, error: "unknown action \(entry.action)") }
                report.unknown.append(.init(entry: entry, kind: .unknownAction, message: "this version does not know the action \(entry.action)"))
                continue
            }
            // Held too long (this run hung): another run took it over and sends it.
            let renewed: Bool
            do {
                renewed = try store.renewClaim(entry.id, now: clock.now, lease: Self.lease)
            } catch {
                // Not sent unclaimed: it waits for a run that can claim it.
                warnings.report(error)
                continue
            }
            guard renewed else { continue }
            // Made with settings this build cannot read: sending it without them would not be
            // the change as it was made.
            if entry.settingsUnreadable {
                record { () throws(DomainError) in try store.markSent(entry.id) }
                report.refused.append(OutboxReport.Refusal(entry: entry, error: DomainError(
                    .rejected, "the settings \(entry.action) \(entry.target) was made with cannot be read (kept by another build?); not sent")))
                continue
            }
            do {
                _ = try await send(OutboxWrite(target: entry.target, payload: entry.payload, idempotencyKey: entry.idempotencyKey,
                                               version: entry.version, settings: entry.settings))
            } catch where error.kind == .rejected {
                record { () throws(DomainError) in try store.markSent(entry.id) }
                report.refused.append(OutboxReport.Refusal(entry: entry, error: error))
                continue
            } catch {
                record { () throws(DomainError) in try store.recordFailure(entry.id, error: error.message) }
                problems[entry.id] = .init(entry: entry, kind: .init(error), message: error.message, error: error)
                if error.kind == .unavailable { unreachable = error }
                continue
            }
            record { () throws(DomainError) in try store.markSent(entry.id) }
            report.sent.append(entry)
        }
        let unknown = Set(report.unknown.map(\.entry.id)), sent = Set(report.sent.map(\.id) + report.refused.map(\.entry.id))
        // What was sent but could not be recorded as sent is not waiting: it was sent.
        let pending: [OutboxEntry]
        do {
            pending = try store.pendingOutbox(context: context)
        } catch {
            warnings.report(error)
            pending = []
        }
        report.waiting = pending
            .filter { !sent.contains($0.id) }
            .filter { !unknown.contains($0.id) }
            .map { problems[$0.id] ?? whyWaiting($0) }
        return report
    }

    /// The writes of this context not sent yet, for any backend.
    public func pending() throws(DomainError) -> [OutboxEntry] {
        try store.pendingOutbox(context: context)
    }

    /// The writes of `action` that wait to be sent to this backend (or to whichever claims them
    /// first, made before writes were bound), oldest first; none when the outbox cannot be read.
    public func waiting(_ action: String) -> [OutboxEntry] {
        ((try? pending()) ?? []).filter { $0.action == action && ($0.backend == nil || $0.backend == backend.key) }
    }

    /// Why an entry this round did not try still waits.
    private func whyWaiting(_ entry: OutboxEntry) -> OutboxReport.WaitingEntry {
        if let other = entry.backend, other != backend.key {
            return .init(entry: entry, kind: .otherBackend,
                         message: "made for the backend at \(entry.baseURL ?? other), never sent to \(backend.key)")
        }
        if let until = entry.claimedUntil, until > clock.now {
            return .init(entry: entry, kind: .inProgress, message: "being sent by another run right now")
        }
        return .init(entry: entry, kind: .notTried, message: "made while this run was sending")
    }
}
