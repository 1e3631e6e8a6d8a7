import Core
import Foundation

/// App B's wire format: `GET /chat/{id}/somes?cursor=C&limit=M` and friends.
enum ChatWire {
    struct Page: Decodable {
        var items: [Item]
        var nextCursor: String?

        enum CodingKeys: String, CodingKey {
            case items
            case nextCursor = "next_cursor"
        }
    }

    struct One: Decodable {
        var item: Item
    }

    struct Item: Decodable {
        var someID: String
        var text: String
        var progress: String
        var owner: String?
        var deadline: Int64?
        var linkedOther: String?
        var modified: Int64

        enum CodingKeys: String, CodingKey {
            case text, progress, owner, deadline, modified
            case someID = "some_id"
            case linkedOther = "linked_other"
        }

        /// Epoch seconds from 0001-01-01 to 9999-12-31: anything else is a broken server.
        static let plausibleSeconds: ClosedRange<Int64> = -62_135_596_800...253_402_300_799

        /// The item as Core's `Some`: deadlines become the day they fall on in `timeZone`.
        func some(in timeZone: TimeZone) throws(DomainError) -> Some {
            let status: SomeStatus
            switch progress {
            case "todo": status = .open
            case "doing": status = .inProgress
            case "done": status = .done
            default: throw .badResponse("item \(someID) has an unknown progress \"\(progress)\" (expected todo, doing or done)")
            }
            for (name, value) in [("deadline", deadline), ("modified", modified)] {
                if let value, !Self.plausibleSeconds.contains(value) {
                    throw .badResponse("item \(someID) has a \(name) of \(value) seconds, outside years 1 to 9999")
                }
            }
            return Some(
                id: SomeID(someID), title: text, status: status, assignee: owner,
                dueDate: deadline.map { CalendarDate(Date(timeIntervalSince1970: TimeInterval($0)), in: timeZone) },
                otherID: linkedOther.map { OtherID($0) },
                updatedAt: Date(timeIntervalSince1970: TimeInterval(modified))
            )
        }
    }

    struct AttachmentEnvelope: Decodable {
        struct Body: Decodable {
            var id: String
            var fileName: String
            var mime: String

            enum CodingKeys: String, CodingKey {
                case id, mime
                case fileName = "file_name"
            }
        }
        var attachment: Body
    }

    struct ErrorEnvelope: Decodable {
        var ok: Bool
        var reason: String
    }

    /// The reason of `{"ok":false,"reason":..}`.
    @Sendable static func serverMessage(_ body: Data) -> String? {
        (try? JSONDecoder().decode(ErrorEnvelope.self, from: body))?.reason
    }
}
