import AppRuntime
import Core
import Foundation
import HTTPClientLive

/// App A: somes of an order, from the order backend.
public enum OrderApp: AppDefinition {
    public static let commandName = "order-app"
    public static let abstract = "The somes of an order (app A, order backend)."
    public static let contextOption = "order"
    public static let contextNoun = "order"
    public static let environmentPrefix = "ORDER_APP"
    public static let stubServerToken = "demo-order-token"

    public static func problem(withContext id: String) -> String? {
        guard !id.isEmpty, id.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            return "--order takes an order number such as 42; got \"\(id)\""
        }
        return nil
    }

    public static func storageContext(_ id: String) -> String { "order:\(id)" }

    public static func makeAdapter(baseURL: URL, token: String, context: String, http: HTTPClient, timeout: Duration) -> any BackendAdapter {
        OrderAPIAdapter(
            backend: JSONBackend(
                baseURL: baseURL, http: http, headers: [("Authorization", "Bearer \(token)")], timeout: timeout,
                authHint: "check ORDER_APP_TOKEN", serverMessage: OrderWire.serverMessage
            ),
            orderID: context
        )
    }

    @MainActor public static func makeEnvironment(_ parts: AppParts) -> any SomeFeatureEnvironment {
        OrderAppEnvironment(parts)
    }
}
