import Core
import StorageLive

/// What flushing the outbox did, and why each write that is left still waits.
public struct OutboxReport: Sendable {
    /// A write the backend refused for good, with why.
    public struct Refusal: Sendable {
        /// The write.
        public var entry: OutboxEntry
        /// Why it was refused.
        public var error: DomainError
    }

    /// A write still waiting, and why: the structure `--json` can carry one day, and what the
    /// text for people is made from.
    public struct WaitingEntry: Sendable, Hashable {
        /// Why a write waits; the raw value is stable, for scripts.
        public enum Kind: String, Sendable, Hashable, CaseIterable {
            /// The backend refused the credentials.
            case credentials
            /// The backend was unreachable, timed out or failed (5xx); or an earlier write of this
            /// round found it so, and this one was not tried.
            case unavailable
            /// The backend answered 404: a wrong `--base-url`, or the thing is gone.
            case notFound = "not_found"
            /// The backend's answer could not be read.
            case badResponse = "bad_response"
            /// Anything else that kept it from being sent this time.
            case failed
            /// It was made for another backend (another `--base-url`) and is only sent there.
            case otherBackend = "other_backend"
            /// Another run holds it and is sending it right now.
            case inProgress = "in_progress"
            /// It was made while this run was sending; the next run sends it.
            case notTried = "not_tried"
            /// An action this version does not know; it is left for the version that made it.
            case unknownAction = "unknown_action"

            /// The kind for a failed send.
            init(_ error: DomainError) {
                switch error.kind {
                case .unauthorized: self = .credentials
                case .unavailable: self = .unavailable
                case .notFound: self = .notFound
                case .badResponse: self = .badResponse
                case .rejected, .storage, .invalidInput, .configuration: self = .failed
                }
            }
        }

        /// The write.
        public var entry: OutboxEntry
        /// Why it waits.
        public var kind: Kind
        /// Why it waits, for people (not sanitised: it may hold the backend's words).
        public var message: String
        /// The backend's answer this round, when there was one.
        public var error: DomainError?

        /// What it does (`complete`).
        public var action: String { entry.action }
        /// What it does it to (the some id).
        public var target: String { entry.target }

        /// Makes a waiting entry.
        public init(entry: OutboxEntry, kind: Kind, message: String, error: DomainError? = nil) {
            self.entry = entry
            self.kind = kind
            self.message = message
            self.error = error
        }
    }

    /// Entries the backend accepted (or had already applied).
    public var sent: [OutboxEntry] = []
    /// Entries the backend refused for good; they are not retried.
    public var refused: [Refusal] = []
    /// Entries still waiting, each with why; they are sent again next time.
    public var waiting: [WaitingEntry] = []
    /// Entries with an action this version does not know; kept for the version that wrote them.
    public var unknown: [WaitingEntry] = []

    /// Why the entries still waiting could not be sent, the most telling first: refused
    /// credentials before anything else, then unreachable, then the rest; nil when none
    /// failed against this backend (they wait for another backend or another run).
    public var mainProblem: DomainError? {
        let all = waiting.compactMap(\.error)
        return all.first { $0.kind == .unauthorized } ?? all.first { $0.kind == .unavailable } ?? all.first
    }
}
