import Core
import Foundation

/// A record as a feature keeps it in the cache: the store takes any `Codable` value and knows
/// none of them. The fields of a some, to have something real to keep.
struct RecordJSON: Codable, Sendable, Hashable {
    var id: String
    var title: String
    var status: String
    var assignee: String?
    var updatedAt: Date

    init(_ some: Some) {
        id = some.id.rawValue
        title = some.title
        status = some.status.name
        assignee = some.assignee
        updatedAt = some.updatedAt
    }
}
