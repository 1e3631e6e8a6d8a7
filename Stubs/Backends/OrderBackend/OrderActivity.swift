import Foundation
import OrderContract
import StubServer

/// ActivityFeature's part of the orders backend: an order's activity (`GET
/// /order/{order_id}/activity`) and commenting on one of its somes (`POST
/// /order/{order_id}/somes/{some_id}/comments`), from its own fixture files
/// (`Fixtures/activity/{order_id}.json`, or `activity/` in the folder given to `stub-server
/// --fixtures`), served with the backend's credentials check and errors. An order the backend
/// serves without an activity file has none (one empty page).
struct OrderActivity: BackendFeature {
    /// One order's activity file: `{"order_id": "42", "activity": [...], "comment_author": "..."}`.
    struct Fixture: Codable, Sendable {
        var orderID: String
        /// Its entries, in any order (served newest first).
        var activity: [OrderActivityWire]
        /// The author of the comments posted to this server; `nil` means ``defaultCommentAuthor``.
        /// The stub has no users, so this stands in for "who is signed in".
        var commentAuthor: String?

        enum CodingKeys: String, CodingKey {
            case orderID = "order_id"
            case activity
            case commentAuthor = "comment_author"
        }
    }

    /// Who a comment posted to this server is by, unless the order's file says otherwise.
    static let defaultCommentAuthor = "you"
    /// The kind of the entries this server writes; the others come only from fixtures.
    static let commentKind = "comment"

    static func serve(_ backend: BackendFeatureKit) throws -> BackendService {
        let loaded = try FixtureFiles.load(backend.fixtures("activity", in: .module), as: Fixture.self)
        for (file, fixture) in loaded { try validate(fixture, file: file, contexts: backend.contexts) }
        let store = backend.store(initial: Dictionary(uniqueKeysWithValues: loaded.map { ($0.fixture.orderID, $0.fixture) }))
        let routes = Routes(backend: backend, store: store)
        return BackendService(routes: [
            backend.route(OrderAPI.listActivity.method, OrderAPI.listActivity.pattern) { await routes.list($0) },
            backend.route(OrderAPI.postComment.method, OrderAPI.postComment.pattern) { await routes.postComment($0) },
        ], reset: { await store.reset() })
    }

    /// A file is about an order the backend serves, named after it; its ids are unique, each
    /// entry about one of that order's somes or the whole order, at an ISO-8601 moment.
    static func validate(_ fixture: Fixture, file: String, contexts: [String: Set<String>]) throws(StubServerError) {
        func fail(_ reason: String) -> StubServerError { .invalidFixture(file: file, reason: reason) }
        guard file == "activity/\(fixture.orderID).json" else { throw fail("must be named activity/\(fixture.orderID).json") }
        guard let somes = contexts[fixture.orderID] else {
            throw fail("order \(fixture.orderID) is not one the orders backend serves; add orders/\(fixture.orderID).json or remove this file")
        }
        guard Set(fixture.activity.map(\.id)).count == fixture.activity.count else { throw fail("activity ids repeat") }
        for entry in fixture.activity {
            if let some = entry.someID, !somes.contains(String(some)) {
                throw fail("activity \(entry.id) is about some \(some), which is not in order \(fixture.orderID)'s \"somes\"")
            }
            guard WireTime.isISO8601(entry.at) else { throw fail("activity \(entry.id): at '\(entry.at)' is not ISO-8601") }
        }
    }

    /// The two routes over the orders' activity.
    struct Routes: Sendable {
        let backend: BackendFeatureKit
        /// Each order's activity file by order id; an order without one has no entry here.
        let store: StubStore<[String: Fixture]>

        func list(_ match: RouteMatch) async -> StubReply {
            let orderID = match["order_id"]
            guard backend.contexts[orderID] != nil else { return OrderRoutes.orderNotFound(orderID) }
            let query: OrderPageQuery
            do {
                query = try OrderPageQuery(match.request, maxPageSize: backend.kit.maxPageSize)
            } catch {
                return OrderRoutes.invalidQuery(error)
            }
            let entries = OrderActivity.newestFirst(await store.data[orderID]?.activity ?? [])
            return .json(OrderActivityPage(activity: query.slice(entries), page: query.page,
                                           totalPages: query.totalPages(of: entries.count)))
        }

        /// Adds a comment once per idempotency key: a retry with the same key answers the first
        /// 201 again and adds nothing.
        func postComment(_ match: RouteMatch) async -> StubReply {
            guard let key = match.request.header(OrderAPI.idempotencyKeyHeader), !key.isEmpty else {
                return .error(backend.errors, status: 400, code: "missing_idempotency_key",
                              message: "POST needs an Idempotency-Key header; send a new unique key per comment and the same key when retrying it")
            }
            let orderID = match["order_id"], someID = match["some_id"], body = match.request.body
            let somes = backend.contexts[orderID]
            let now = WireTime.iso8601(backend.kit.now())
            let fingerprint = "POST /order/\(orderID)/somes/\(someID)/comments"
            return await store.write(key: key, errors: backend.errors, fingerprint: fingerprint) { data in
                guard let somes else { return .init(reply: OrderRoutes.orderNotFound(orderID), changedState: false) }
                guard let id = Int(someID), somes.contains(String(id)) else {
                    return .init(reply: OrderRoutes.someNotFound(someID, order: orderID), changedState: false)
                }
                guard let text = try? WireJSON.decode(OrderCommentBody.self, from: body).text else {
                    return .init(reply: .error(backend.errors, status: 400, code: "invalid_body",
                                               message: #"the body must be a JSON object with a string "text", e.g. {"text":"looks good"}"#),
                                 changedState: false)
                }
                if let problem = OrderActivity.validateComment(text, errors: backend.errors) { return .init(reply: problem, changedState: false) }
                var fixture = data[orderID] ?? Fixture(orderID: orderID, activity: [], commentAuthor: nil)
                let comment = OrderActivityWire(
                    id: (fixture.activity.map(\.id).max() ?? 0) + 1, someID: id, kind: OrderActivity.commentKind, text: text,
                    author: fixture.commentAuthor ?? OrderActivity.defaultCommentAuthor, at: now
                )
                fixture.activity.insert(comment, at: 0)
                data[orderID] = fixture
                return .init(reply: .json(OrderCommentEnvelope(comment: comment), status: 201), changedState: true)
            }
        }
    }

    /// Why a comment's text is refused, or `nil` when it is kept (as sent, untrimmed).
    static func validateComment(_ text: String, errors: ErrorShape) -> StubReply? {
        if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            return .error(errors, status: 422, code: "invalid_text", message: "text is empty; a comment needs at least one character that is not whitespace")
        }
        if text.count > OrderAPI.maxCommentLength {
            return .error(errors, status: 422, code: "invalid_text",
                          message: "text is too long: \(text.count) characters, at most \(OrderAPI.maxCommentLength)")
        }
        return nil
    }

    /// `entries` newest first by the moment `at` names (not its text), the larger id first
    /// when two share a moment, so the order is the same on every request.
    static func newestFirst(_ entries: [OrderActivityWire]) -> [OrderActivityWire] {
        let dated: [(date: Date, entry: OrderActivityWire)] = entries.map { entry in
            (WireTime.date(iso8601: entry.at) ?? Date.distantPast, entry)
        }
        let sorted = dated.sorted { a, b in
            a.date == b.date ? a.entry.id > b.entry.id : a.date > b.date
        }
        return sorted.map(\.entry)
    }
}
