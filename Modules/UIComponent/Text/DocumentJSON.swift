import Core
import FoundationEssentials

/// What every `--json` document says about a problem and about where its data came from, each
/// message made one safe line (``Sanitizer``): the same members wherever a document is
/// printed, an app's verb or a sandbox.
extension DomainError {
    /// `{"kind","message","hint"}`.
    public var documentJSON: JSONValue {
        .object(["kind": .string(kind.rawValue), "message": .string(Sanitizer.singleLine(message)),
                 "hint": .string(hint.map(Sanitizer.singleLine))])
    }
}

extension Freshness {
    /// `live`, `stale`, `fetched_at` and `reason`: live data was fetched `now`; a cached copy
    /// says when it was fetched and why it is not live.
    public func documentMembers(now: Date) -> [String: JSONValue] {
        switch self {
        case .fresh:
            ["live": .bool(true), "stale": .bool(false), "fetched_at": .string(ISO8601.string(from: now)), "reason": .null]
        case .stale(let fetchedAt, let reason):
            ["live": .bool(false), "stale": .bool(true), "fetched_at": .string(ISO8601.string(from: fetchedAt)),
             "reason": reason.documentJSON]
        }
    }
}
