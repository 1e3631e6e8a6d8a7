/// An error a person can act on: what failed, why, and what to do.
///
/// Every layer below the apps reports failures as this type, so a screen can always show a
/// message and a hint, and an app can always pick an exit code from ``kind``.
public struct DomainError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The family of failure; decides how a screen presents it and which exit code an app uses.
    public var kind: Kind
    /// What failed and why, in one sentence ("backend at http://127.0.0.1:8080 unreachable").
    public var message: String
    /// What the person can do about it, if there is anything ("run `order-app sync` later").
    public var hint: String?
    /// The HTTP status of the backend's answer, when the error is a refusal by the backend
    /// (`412`), so an adapter can tell one refusal from another.
    public var status: Int?
    /// The header fields of that answer, names in lower case (`etag`, `www-authenticate`).
    public var headers: [String: String] = [:]
    /// The body of that answer as sent (its first ``keptBody`` bytes), so an adapter can read a
    /// refusal's own fields (a 409's current state and revision) without asking again.
    public var body: [UInt8] = []
    /// How much of a refusal's body is kept.
    public static let keptBody = 64 * 1024
    /// The refusal is a conflict with what the person saw: the thing changed since it was read
    /// (a `412` to `If-Match`), so loading it again, then asking again, may succeed. A screen
    /// says so with its keys; a command's ``hint`` says it with commands.
    public var changedSinceSeen = false

    /// Makes an error.
    public init(_ kind: Kind, _ message: String, hint: String? = nil) {
        self.kind = kind
        self.message = message
        self.hint = hint
    }

    /// The families of failure.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The backend could not be reached or did not answer in time.
        case unavailable
        /// The backend answered with something that cannot be understood.
        case badResponse
        /// The backend refused the credentials.
        case unauthorized
        /// The thing asked for does not exist.
        case notFound
        /// The backend understood the request and refused it for good (a 4xx other than 401,
        /// 403, 404 and 429); a 5xx is `unavailable`.
        case rejected
        /// Local storage failed or holds something it cannot read.
        case storage
        /// The caller asked for something that makes no sense (bad id, bad argument).
        case invalidInput
        /// The app is set up wrong: no credentials, an unusable config file, or a base URL that does
        /// not serve this API.
        case configuration
    }

    /// Two errors are the same when they say the same thing to a person: the status and headers
    /// of the answer behind one are detail for the adapter, not part of what it means.
    public static func == (lhs: DomainError, rhs: DomainError) -> Bool {
        lhs.kind == rhs.kind && lhs.message == rhs.message && lhs.hint == rhs.hint
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(message)
        hasher.combine(hint)
    }

    /// The message followed by the hint, on one line.
    public var description: String {
        hint.map { "\(message); \($0)" } ?? message
    }
}

extension DomainError {
    /// The backend could not be reached.
    public static func unavailable(_ message: String, hint: String? = nil) -> DomainError {
        DomainError(.unavailable, message, hint: hint)
    }

    /// The backend sent something that cannot be understood.
    public static func badResponse(_ message: String, hint: String? = nil) -> DomainError {
        DomainError(.badResponse, message, hint: hint)
    }

    /// The thing asked for does not exist.
    public static func notFound(_ message: String, hint: String? = nil) -> DomainError {
        DomainError(.notFound, message, hint: hint)
    }
}
