import Core
import Foundation

/// App A's wire format: `GET /order/{id}/somes?page=N&per_page=M` and friends.
enum OrderWire {
    struct Page: Decodable {
        var somes: [Item]
        var page: Int
        var totalPages: Int

        enum CodingKeys: String, CodingKey {
            case somes, page
            case totalPages = "total_pages"
        }
    }

    struct One: Decodable {
        var some: Item
    }

    struct Item: Decodable {
        struct Assignee: Decodable { var name: String }
        var id: Int
        var title: String
        var state: String
        var assignee: Assignee?
        var dueOn: String?
        var otherID: Int?
        var updatedAt: String

        enum CodingKeys: String, CodingKey {
            case id, title, state, assignee
            case dueOn = "due_on"
            case otherID = "other_id"
            case updatedAt = "updated_at"
        }

        /// The item as Core's `Some`, or an error naming the field that is wrong.
        func some() throws(DomainError) -> Some {
            guard let status = SomeStatus(rawValue: state) else {
                throw .badResponse("some \(id) has an unknown state \"\(state)\" (expected open, in_progress or done)")
            }
            var due: CalendarDate?
            if let dueOn {
                guard let day = CalendarDate(iso: dueOn) else { throw .badResponse("some \(id) has a due_on \"\(dueOn)\" that is not YYYY-MM-DD") }
                due = day
            }
            guard let updated = ISO8601.date(from: updatedAt) else {
                throw .badResponse("some \(id) has an updated_at \"\(updatedAt)\" that is not ISO-8601")
            }
            return Some(id: SomeID(String(id)), title: title, status: status, assignee: assignee?.name,
                        dueDate: due, otherID: otherID.map { OtherID(String($0)) }, updatedAt: updated)
        }
    }

    struct OtherEnvelope: Decodable {
        struct Body: Decodable {
            var id: Int
            var name: String
            var kind: String
        }
        var other: Body
    }

    struct ErrorEnvelope: Decodable {
        struct Body: Decodable { var code: String?; var message: String }
        var error: Body
    }

    /// The message of `{"error":{"code":..,"message":..}}`.
    @Sendable static func serverMessage(_ body: Data) -> String? {
        (try? JSONDecoder().decode(ErrorEnvelope.self, from: body))?.error.message
    }
}
