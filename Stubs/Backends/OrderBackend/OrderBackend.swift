import Foundation
import OrderContract
import StubServer

/// App A's backend, as a stub-server plug-in: `/order/{order_id}/...` with a bearer token,
/// `{"error":{...}}` errors, and `Idempotency-Key` on writes. Its data is one fixture file per
/// order (`orders/{order_id}.json`); its feature parts (``OrderActivity``) have files of their own.
public struct OrderBackend: StubBackend {
    /// The bearer token the app must send.
    public var token: String
    /// The orders it serves.
    public var fixtures: [OrderFixture]

    /// The backend serving `fixtures` (the bundled ones unless given) to a client with `token`.
    public init(token: String = OrderDemo.token, fixtures: [OrderFixture]? = nil) throws {
        self.token = token
        self.fixtures = try fixtures ?? Self.fixtures(in: FixtureFiles.bundled("orders", in: .module))
    }

    public var name: String { "order" }
    public var pathPrefixes: [String] { ["/order"] }
    public var errors: ErrorShape { Self.errors }
    public var idempotencyKeyHeader: String? { OrderAPI.idempotencyKeyHeader }

    /// `{"error":{"code":..,"message":..}}`.
    static let errors = ErrorShape { _, code, message in WireJSON.encode(OrderErrorBody(error: .init(code: code, message: message))) }

    public func validate() throws(StubServerError) {
        guard !token.isEmpty, !token.contains(where: \.isWhitespace) else {
            throw .invalidConfiguration("--order-token must be a non-empty token without spaces")
        }
    }

    public func serve(_ kit: BackendKit) throws -> BackendService {
        let store = kit.store(name: name, initial: OrderData(orders: Dictionary(uniqueKeysWithValues: fixtures.map { (String($0.order.id), $0) })))
        let token = token
        let features = BackendFeatureKit(kit: kit, name: name, errors: errors, idempotencyKeyHeader: OrderAPI.idempotencyKeyHeader,
                                         contexts: Self.contexts(fixtures)) {
            OrderRoutes.refusal($0, token: token)
        }
        return try BackendService(routes: OrderRoutes(kit: kit, store: store, token: token).routes, reset: { await store.reset() })
            .adding(Self.features, features)
    }

    /// The orders in `folder` (`{order_id}.json` each), checked.
    /// - Throws: `StubServerError.invalidFixture` naming the file and what is wrong with it.
    public static func fixtures(in folder: URL) throws -> [OrderFixture] {
        let loaded = try FixtureFiles.load(folder, as: OrderFixture.self)
        for (file, order) in loaded { try validate(order, file: file) }
        return loaded.map(\.fixture)
    }

    static func validate(_ fixture: OrderFixture, file: String) throws {
        func fail(_ reason: String) -> StubServerError { .invalidFixture(file: file, reason: reason) }
        guard file == "orders/\(fixture.order.id).json" else { throw fail("must be named orders/\(fixture.order.id).json") }
        let otherIDs = Set(fixture.others.map(\.id))
        guard Set(fixture.somes.map(\.id)).count == fixture.somes.count else { throw fail("some ids repeat") }
        guard otherIDs.count == fixture.others.count else { throw fail("other ids repeat") }
        for some in fixture.somes {
            if let other = some.otherID, !otherIDs.contains(other) { throw fail("some \(some.id) links other \(other), which is not in \"others\"") }
            if let due = some.dueOn, !WireTime.isCalendarDate(due) { throw fail("some \(some.id): due_on '\(due)' is not YYYY-MM-DD") }
            guard WireTime.isISO8601(some.updatedAt) else { throw fail("some \(some.id): updated_at '\(some.updatedAt)' is not ISO-8601") }
        }
    }

    /// Each order by id with the ids of its somes: what the feature parts check against.
    static func contexts(_ fixtures: [OrderFixture]) -> [String: Set<String>] {
        Dictionary(uniqueKeysWithValues: fixtures.map { (String($0.order.id), Set($0.somes.map { String($0.id) })) })
    }
}

/// What the backend serves and changes: the orders by id.
struct OrderData: Sendable {
    var orders: [String: OrderFixture]
}
