import Core
import Foundation

/// What every feature's scenario file has in common, and how each part becomes the value the
/// stubs answer with: an error, a cached copy's mark, a count of generated items, a moment. A
/// feature's scenario type declares its own shape and uses these for the parts they share, so no
/// feature copies another's decoding (SomeFeature's file, which `capture` writes from an app,
/// keeps its own copy of the shapes in SomeFeature and reads them with the same functions).
public enum ScenarioParts {
    /// `{"kind", "message", "hint"}`: a ``DomainError``.
    public struct Error: Codable, Sendable, Hashable {
        public var kind: String
        public var message: String
        public var hint: String?

        public init(kind: String, message: String, hint: String? = nil) {
            self.kind = kind
            self.message = message
            self.hint = hint
        }

        /// The error it describes; `field` is where it is in `document`, for a message.
        public func domainError(at field: String, in document: ScenarioDocument) throws(ScenarioError) -> DomainError {
            try ScenarioParts.domainError(kind: kind, message: message, hint: hint, at: field, in: document)
        }
    }

    /// `{"fetched_at", "reason"}`: the data is a cached copy.
    public struct Stale: Codable, Sendable, Hashable {
        public var fetchedAt: String
        public var reason: Error

        public init(fetchedAt: String, reason: Error) {
            self.fetchedAt = fetchedAt
            self.reason = reason
        }

        enum CodingKeys: String, CodingKey {
            case fetchedAt = "fetched_at"
            case reason
        }

        /// The freshness it describes; `field` is where it is in `document` (`stale`).
        public func freshness(at field: String, in document: ScenarioDocument) throws(ScenarioError) -> Freshness {
            .stale(fetchedAt: try ScenarioParts.date(fetchedAt, at: "\(field).fetched_at", in: document),
                   reason: try reason.domainError(at: "\(field).reason", in: document))
        }
    }

    /// `{"count": N}`: N generated items.
    public struct Generate: Codable, Sendable, Hashable {
        public var count: Int
        public init(count: Int) { self.count = count }
    }

    /// The error of kind `kind` (one of ``DomainError/Kind``'s names) with `message` and `hint`.
    /// - Throws: naming `field`.kind and the kinds there are, when `kind` is none of them.
    public static func domainError(kind: String, message: String, hint: String?, at field: String,
                                   in document: ScenarioDocument) throws(ScenarioError) -> DomainError {
        guard let known = DomainError.Kind(rawValue: kind) else {
            let kinds = DomainError.Kind.allCases.map(\.rawValue).joined(separator: ", ")
            throw document.error(at: "\(field).kind", "\"\(kind)\" is not one of \(kinds)")
        }
        return DomainError(known, message, hint: hint)
    }

    /// The moment `text` names (ISO-8601).
    /// - Throws: naming `field` and saying what a moment looks like, when it is not one.
    public static func date(_ text: String, at field: String, in document: ScenarioDocument) throws(ScenarioError) -> Date {
        guard let date = ISO8601.date(from: text) else {
            throw document.error(at: field, "\"\(text)\" is not an ISO-8601 moment such as 2026-11-20T09:00:00Z")
        }
        return date
    }
}
