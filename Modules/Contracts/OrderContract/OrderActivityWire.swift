/// One entry of an order's activity (`GET /order/{order_id}/activity`): a comment, a status
/// change, the creation of a some, or a kind a newer backend adds.
public struct OrderActivityWire: Codable, Sendable, Equatable {
    /// Numeric id, unique within its order.
    public var id: Int
    /// The some it is about, or `null` for an entry about the whole order.
    public var someID: Int?
    /// `comment`, `status`, `created`, or something newer. Open-ended on purpose: a reader keeps
    /// what it does not know instead of refusing the page.
    public var kind: String
    /// What happened, for people (a comment's text as written).
    public var text: String
    /// Who did it, as a display name.
    public var author: String
    /// When, ISO-8601 in UTC (`2026-11-20T09:00:00Z`).
    public var at: String

    /// Makes an entry.
    public init(id: Int, someID: Int?, kind: String, text: String, author: String, at: String) {
        self.id = id
        self.someID = someID
        self.kind = kind
        self.text = text
        self.author = author
        self.at = at
    }

    enum CodingKeys: String, CodingKey {
        case id, kind, text, author, at
        case someID = "some_id"
    }

    /// Encodes every key, writing `null` for an entry about the whole order as the wire format
    /// requires.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(someID, forKey: .someID)
        try container.encode(kind, forKey: .kind)
        try container.encode(text, forKey: .text)
        try container.encode(author, forKey: .author)
        try container.encode(at, forKey: .at)
    }
}

/// Body of `GET /order/{order_id}/activity`.
public typealias OrderActivityPage = OrderActivityPageOf<OrderActivityWire>

/// Body of `GET /order/{order_id}/activity`, each entry read as `Item`: ``OrderActivityWire`` as
/// the contract defines it, or a wrapper of it that a reader uses to read each entry on its own.
public struct OrderActivityPageOf<Item: Sendable>: Sendable {
    /// This page's entries, newest first.
    public var activity: [Item]
    /// This page's number, from 1.
    public var page: Int
    /// How many pages there are (at least 1).
    public var totalPages: Int

    /// Makes a page.
    public init(activity: [Item], page: Int, totalPages: Int) {
        self.activity = activity
        self.page = page
        self.totalPages = totalPages
    }

    enum CodingKeys: String, CodingKey {
        case activity, page
        case totalPages = "total_pages"
    }
}

extension OrderActivityPageOf: Decodable where Item: Decodable {}
extension OrderActivityPageOf: Encodable where Item: Encodable {}
extension OrderActivityPageOf: Equatable where Item: Equatable {}

/// Body of `POST /order/{order_id}/somes/{some_id}/comments`. `text` is optional so that a body
/// without it still reads and the backend can say what is missing instead of "not JSON".
public struct OrderCommentBody: Codable, Sendable, Equatable {
    /// The comment, at most ``OrderAPI/maxCommentLength`` characters and not blank.
    public var text: String?
    /// Makes a body.
    public init(text: String?) { self.text = text }
}

/// Body of a `201` from `POST /order/{order_id}/somes/{some_id}/comments`: the new entry.
public struct OrderCommentEnvelope: Codable, Sendable, Equatable {
    /// The comment as the backend stored it (kind `comment`).
    public var comment: OrderActivityWire
    /// Wraps a comment.
    public init(comment: OrderActivityWire) { self.comment = comment }
}
