import AppRuntime
import Core
import ActivityFeatureHost
import OrderContract
import OtherFeatureHost
import SomeFeatureHost

/// App A: somes of an order, from the orders backend. It hosts SomeFeature, OtherFeature and
/// ActivityFeature (its conformances below are the list; nothing else decides it). Its router
/// is the default one: a some's other is OtherFeature's details screen.
public enum OrderApp: SomeFeatureHosting, OtherFeatureHosting, ActivityFeatureHosting {
    public static let commandName = "order-app"
    public static let abstract = "The somes of an order (app A, orders backend)."
    public static let contextOption = "order"
    public static let contextNoun = "order"
    public static let environmentPrefix = "ORDER_APP"

    public static func problem(withContext id: String) -> String? {
        guard !id.isEmpty, id.count <= 18, id.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            return "--order takes an order number such as 42; got \"\(id)\""
        }
        return nil
    }

    public static func authHeaders(token: String) -> [(name: String, value: String)] {
        [(OrderAPI.authorizationHeader, OrderAPI.bearer(token))]
    }

    public static let errorFormat = BackendErrorFormat.json(OrderErrorBody.self) { $0.error.message }

    public static func someBackend(_ run: AppRun) -> OrderAdapter {
        OrderAdapter(backend: run.backend, orderID: run.contextID)
    }

    public static func otherBackend(_ run: AppRun) -> OrderAdapter {
        someBackend(run)
    }

    public static func activityBackend(_ run: AppRun) -> OrderAdapter {
        someBackend(run)
    }

    /// An other in one line: its name and what kind of thing it is ("山田商事 · supplier").
    @MainActor public static func resolveUseCaseOtherSummary(_ descriptor: UseCaseDescriptor.OtherSummary,
                                                             in environment: OrderAppEnvironment) -> (any OtherSummaryUseCase)? {
        FormattedOtherSummary(apiClient: environment.otherAPIClient) { other in "\(other.name) · \(other.kind)" }
    }
}
