import Foundation
import OrderContract
import StubServer

/// An order's activity (`GET /order/{order_id}/activity`) and commenting on a some
/// (`POST /order/{order_id}/somes/{some_id}/comments`), for ActivityFeature.
extension OrderRoutes {
    /// The kind of the entries this server writes; the others come only from fixtures.
    static let commentKind = "comment"

    func activity(_ match: RouteMatch) async -> StubReply {
        guard let fixture = await store.data.orders[match["order_id"]] else {
            return Self.orderNotFound(match["order_id"])
        }
        let query: OrderPageQuery
        do {
            query = try OrderPageQuery(match.request, maxPageSize: kit.maxPageSize)
        } catch {
            return Self.invalidQuery(error)
        }
        let entries = Self.newestFirst(fixture.activity)
        return .json(OrderActivityPage(activity: query.slice(entries), page: query.page,
                                       totalPages: query.totalPages(of: entries.count)))
    }

    /// Adds a comment once per idempotency key: a retry with the same key answers the first
    /// 201 again and adds nothing.
    func postComment(_ match: RouteMatch) async -> StubReply {
        guard let key = match.request.header(OrderAPI.idempotencyKeyHeader), !key.isEmpty else {
            return .error(Self.errors, status: 400, code: "missing_idempotency_key",
                          message: "POST needs an Idempotency-Key header; send a new unique key per comment and the same key when retrying it")
        }
        let orderID = match["order_id"], someID = match["some_id"], body = match.request.body
        let now = WireTime.iso8601(kit.now())
        let fingerprint = "POST /order/\(orderID)/somes/\(someID)/comments"
        return await store.write(key: key, errors: Self.errors, fingerprint: fingerprint) { data in
            guard let fixture = data.orders[orderID] else { return .init(reply: Self.orderNotFound(orderID), changedState: false) }
            guard let id = Int(someID), fixture.some(id: id) != nil else {
                return .init(reply: Self.someNotFound(someID, order: orderID), changedState: false)
            }
            guard let text = try? WireJSON.decode(OrderCommentBody.self, from: body).text else {
                return .init(reply: .error(Self.errors, status: 400, code: "invalid_body",
                                           message: #"the body must be a JSON object with a string "text", e.g. {"text":"looks good"}"#),
                             changedState: false)
            }
            if let problem = Self.validateComment(text) { return .init(reply: problem, changedState: false) }
            let comment = OrderActivityWire(
                id: (fixture.activity.map(\.id).max() ?? 0) + 1, someID: id, kind: Self.commentKind, text: text,
                author: fixture.commentAuthor ?? OrderFixture.defaultCommentAuthor, at: now
            )
            data.orders[orderID]!.activity.insert(comment, at: 0)
            return .init(reply: .json(OrderCommentEnvelope(comment: comment), status: 201), changedState: true)
        }
    }

    /// Why a comment's text is refused, or `nil` when it is kept (as sent, untrimmed).
    private static func validateComment(_ text: String) -> StubReply? {
        if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            return .error(Self.errors, status: 422, code: "invalid_text", message: "text is empty; a comment needs at least one character that is not whitespace")
        }
        if text.count > OrderAPI.maxCommentLength {
            return .error(Self.errors, status: 422, code: "invalid_text",
                          message: "text is too long: \(text.count) characters, at most \(OrderAPI.maxCommentLength)")
        }
        return nil
    }

    /// `entries` newest first by the moment `at` names (not its text), the larger id first
    /// when two share a moment, so the order is the same on every request.
    private static func newestFirst(_ entries: [OrderActivityWire]) -> [OrderActivityWire] {
        let dated: [(date: Date, entry: OrderActivityWire)] = entries.map { entry in
            (WireTime.date(iso8601: entry.at) ?? Date.distantPast, entry)
        }
        let sorted = dated.sorted { a, b in
            a.date == b.date ? a.entry.id > b.entry.id : a.date > b.date
        }
        return sorted.map(\.entry)
    }
}
