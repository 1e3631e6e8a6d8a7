import Foundation
import OrderContract
import StubServer

/// App A's endpoints: `/order/{order_id}/...`, bearer auth, `{"error":{...}}` errors.
struct OrderRoutes: Sendable {
    let kit: BackendKit
    let store: StubStore<OrderData>
    /// The bearer token a request must carry.
    let token: String

    static var errors: ErrorShape { OrderBackend.errors }

    var routes: [Route] {
        [
            Route(OrderAPI.listSomes.method, OrderAPI.listSomes.pattern) { await authorized($0, list) },
            Route(OrderAPI.showSome.method, OrderAPI.showSome.pattern) { await authorized($0, show) },
            Route(OrderAPI.completeSome.method, OrderAPI.completeSome.pattern) { await authorized($0, complete) },
            Route(OrderAPI.showOther.method, OrderAPI.showOther.pattern) { await authorized($0, other) },
        ]
    }

    private func authorized(_ match: RouteMatch, _ handle: (RouteMatch) async -> StubReply) async -> StubReply {
        if let refused = Self.refusal(match.request, token: token) { return refused }
        return await handle(match)
    }

    /// Nil for a request with the bearer token; else the 401 saying what to send.
    static func refusal(_ request: StubRequest, token: String) -> StubReply? {
        let credentials = request.header(OrderAPI.authorizationHeader)?.split(separator: " ", maxSplits: 1)
        guard let credentials, credentials.count == 2,
              credentials[0].lowercased() == "bearer", credentials[1] == token
        else {
            return .error(Self.errors, status: 401, code: "unauthorized",
                          message: "missing or wrong bearer token; send Authorization: Bearer <order token>")
        }
        return nil
    }

    private func list(_ match: RouteMatch) async -> StubReply {
        guard let fixture = await store.data.orders[match["order_id"]] else {
            return Self.orderNotFound(match["order_id"])
        }
        let query: OrderPageQuery
        do {
            query = try OrderPageQuery(match.request, maxPageSize: kit.maxPageSize)
        } catch {
            return Self.invalidQuery(error)
        }
        return .json(OrderSomesPage(order: fixture.order, somes: query.slice(fixture.somes),
                                    page: query.page, totalPages: query.totalPages(of: fixture.somes.count)))
    }

    private func show(_ match: RouteMatch) async -> StubReply {
        guard let fixture = await store.data.orders[match["order_id"]] else {
            return Self.orderNotFound(match["order_id"])
        }
        guard let id = Int(match["id"]), let some = fixture.some(id: id) else {
            return Self.someNotFound(match["id"], order: match["order_id"])
        }
        return .json(OrderSomeEnvelope(some: some))
    }

    private func complete(_ match: RouteMatch) async -> StubReply {
        guard let key = match.request.header(OrderAPI.idempotencyKeyHeader), !key.isEmpty else {
            return .error(Self.errors, status: 400, code: "missing_idempotency_key",
                          message: "PATCH needs an Idempotency-Key header; send a new unique key per change and the same key when retrying it")
        }
        let orderID = match["order_id"], someID = match["id"], body = match.request.body
        let now = WireTime.iso8601(kit.now())
        return await store.write(key: key, errors: Self.errors, fingerprint: "PATCH /order/\(orderID)/somes/\(someID)") { data in
            guard data.orders[orderID] != nil else { return .init(reply: Self.orderNotFound(orderID), changedState: false) }
            if let problem = Self.validatePatch(body) { return .init(reply: problem, changedState: false) }
            guard let id = Int(someID), let index = data.orders[orderID]?.somes.firstIndex(where: { $0.id == id }) else {
                return .init(reply: Self.someNotFound(someID, order: orderID), changedState: false)
            }
            let changed = data.orders[orderID]!.somes[index].state != .done
            if changed {
                data.orders[orderID]!.somes[index].state = .done
                data.orders[orderID]!.somes[index].updatedAt = now
            }
            return .init(reply: .json(OrderSomeEnvelope(some: data.orders[orderID]!.somes[index])), changedState: changed)
        }
    }

    private func other(_ match: RouteMatch) async -> StubReply {
        guard let fixture = await store.data.orders[match["order_id"]] else {
            return Self.orderNotFound(match["order_id"])
        }
        guard let id = Int(match["other_id"]), let other = fixture.others.first(where: { $0.id == id }) else {
            return .error(Self.errors, status: 404, code: "other_not_found",
                          message: "other \(match["other_id"]) not found in order \(match["order_id"])")
        }
        return .json(OrderOtherEnvelope(other: other))
    }

    /// Why a PATCH body is refused, or `nil` when it is `{"state":"done"}`.
    private static func validatePatch(_ body: Data) -> StubReply? {
        guard let patch = try? WireJSON.decode(OrderSomePatch.self, from: body) else {
            return .error(Self.errors, status: 400, code: "invalid_body", message: #"the body must be the JSON object {"state":"done"}"#)
        }
        guard patch.state == OrderSomeState.done.rawValue else {
            let got = patch.state.map { "'\($0)'" } ?? "no state"
            return .error(Self.errors, status: 422, code: "invalid_state", message: #"only "state":"done" can be set, got "# + got)
        }
        return nil
    }

    static func invalidQuery(_ problem: QueryNumber.Problem) -> StubReply {
        .error(Self.errors, status: 400, code: "invalid_query", message: problem.message)
    }

    static func orderNotFound(_ id: String) -> StubReply {
        .error(Self.errors, status: 404, code: "order_not_found", message: "order \(id) not found")
    }

    static func someNotFound(_ id: String, order: String) -> StubReply {
        .error(Self.errors, status: 404, code: "some_not_found", message: "some \(id) not found in order \(order)")
    }
}
