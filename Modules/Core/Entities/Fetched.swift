import FoundationEssentials

/// A value read from a backend, with the truth about where it came from: live, or the last
/// good copy and why the live one could not be had.
///
/// Reads return this instead of setting a flag somewhere for the caller to look at later, so
/// an exit code or a `--json` field is decided by the value itself.
public struct Fetched<Value: Sendable>: Sendable {
    /// What was read.
    public var value: Value
    /// Live, or a cached copy.
    public var freshness: Freshness

    /// Wraps a value; live unless told.
    public init(_ value: Value, freshness: Freshness = .fresh) {
        self.value = value
        self.freshness = freshness
    }

    /// True when the value is a cached copy.
    public var isStale: Bool { freshness.isStale }
}

extension Fetched: Equatable where Value: Equatable {}
extension Fetched: Hashable where Value: Hashable {}

/// Whether a read is live or a cached copy.
public enum Freshness: Sendable, Hashable {
    /// Fetched from the backend for this request.
    case fresh
    /// The last good copy, fetched at `fetchedAt`, shown because `reason` prevented a fetch.
    case stale(fetchedAt: Date, reason: DomainError)

    /// True for a cached copy.
    public var isStale: Bool {
        if case .stale = self { return true }
        return false
    }

    /// Why the live value could not be had, for a cached copy.
    public var reason: DomainError? {
        if case .stale(_, let reason) = self { return reason }
        return nil
    }
}
