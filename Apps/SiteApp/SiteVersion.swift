import AppRuntime
import Core
import FoundationEssentials

/// The version of a task the person saw. From `show` it is the task's `ETag`, as the backend
/// sent it (`"t7-v2"`, or `W/"t7-v2"` from a server behind a compressing proxy; either is
/// echoed in `If-Match` as it came, and the server decides whether it matches). From a list,
/// which gives no `ETag`, it is the moment the task was last changed, written
/// `changed-at=<epoch ms>`: before writing, the adapter reads the task and writes against its
/// `ETag` only if it was not changed since.
enum SiteVersion {
    private static let prefix = "changed-at="

    /// The version of a task seen in a list, last changed at `date`.
    static func listed(_ date: Date) -> String {
        prefix + String(Int64((date.timeIntervalSince1970 * 1000).rounded()))
    }

    /// Whether `version` was seen in a list (not an `ETag`).
    static func isListed(_ version: String) -> Bool { version.hasPrefix(prefix) }

    /// When the task was last changed, for a version seen in a list; nil for an `ETag`.
    static func changedAt(_ version: String) -> Int64? {
        guard version.hasPrefix(prefix) else { return nil }
        return Int64(version.dropFirst(prefix.count))
    }

    /// For a person: `version "7"`, or `the version changed at 2026-11-20T09:00:00Z`.
    static func describe(_ version: String) -> String {
        guard let millis = changedAt(version) else { return "version \(WireError.excerpt(version))" }
        return "the version changed at \(ISO8601.string(from: Date(timeIntervalSince1970: Double(millis) / 1000)))"
    }
}
