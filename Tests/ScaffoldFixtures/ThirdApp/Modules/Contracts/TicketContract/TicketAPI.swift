/// App C's backend, the tickets API: tickets on a board, pages linked with `Link: <...>; rel="next"`,
/// list bodies that are bare JSON arrays, RFC 7807 errors, and the key in `X-Api-Key`.
public enum TicketAPI {
    /// `GET /boards/{board}/tickets` → `[TicketWire]`, the next page in the `Link` header.
    public static func tickets(board: String) -> [String] { ["boards", board, "tickets"] }
    /// `GET /boards/{board}/tickets/{id}` → ``TicketWire``.
    public static func ticket(board: String, id: String) -> [String] { ["boards", board, "tickets", id] }
    /// `POST /boards/{board}/tickets/{id}/resolve` with ``requestKeyHeader`` → ``TicketWire``.
    public static func resolve(board: String, id: String) -> [String] { ["boards", board, "tickets", id, "resolve"] }
    /// `GET /boards/{board}/links/{id}` → ``TicketLinkWire``.
    public static func link(board: String, id: String) -> [String] { ["boards", board, "links", id] }

    /// The header that carries the key, as is.
    public static let apiKeyHeader = "X-Api-Key"
    /// The header that makes a write idempotent.
    public static let requestKeyHeader = "Idempotency-Key"
}

/// One ticket.
public struct TicketWire: Codable, Sendable, Equatable {
    public var id: String
    public var summary: String
    /// `new`, `active` or `resolved`.
    public var status: String
    public var owner: String?
    /// `YYYY-MM-DD`.
    public var due: String?
    public var linkID: String?
    /// ISO-8601.
    public var changedAt: String

    enum CodingKeys: String, CodingKey {
        case id, summary, status, owner, due
        case linkID = "link_id"
        case changedAt = "changed_at"
    }
}

/// What a ticket links to.
public struct TicketLinkWire: Codable, Sendable, Equatable {
    public var id: String
    public var label: String
    public var type: String
}
