import AppRuntime
import Core
import __Name__Feature

/// What an app's adapter does for __Name__Feature: its backend's paths, auth and wire shapes,
/// mapped to the feature's types. Caching and the outbox are the host's
/// (``Offline__Name__Client``).
public protocol __Name__Backend: Sendable {
    /// Every item of the context (live). An item that cannot be read is named in the listing's
    /// `unreadable` and the others are kept.
    func fetch__Name__() async throws(DomainError) -> __Name__Listing
    // {{#writes}}

    /// Marks item `id`. The same `idempotencyKey` sent twice must not mark twice.
    func mark__Name__(_ id: String, idempotencyKey: String) async throws(DomainError)
    // {{/writes}}
}

/// What an app must supply to host __Name__Feature: its backend. An app hosts the feature by
/// conforming to this in its own file, and writes `__name__Backend(_:)` beside its adapter (in a
/// file of its folder named after the feature). Until it does, every call says the feature is
/// not connected to the app's backend (docs/adding-a-feature.md).
public protocol __Name__FeatureHosting: AppDefinition where Environment: __Name__FeatureHostEnvironment {
    /// The app's backend for __Name__Feature.
    associatedtype __Name__Adapter: __Name__Backend

    /// __Name__Feature's backend for this run's context.
    static func __name__Backend(_ run: AppRun) -> __Name__Adapter
}

extension __Name__FeatureHosting {
    public static func __name__Backend(_ run: AppRun) -> __Name__NotConnected { __Name__NotConnected(app: commandName) }
}

/// __Name__Feature's dependencies for one run, made from what the app supplies.
@MainActor
public struct __Name__FeatureParts {
    /// The feature's API client: the backend, with the runtime's cache and outbox.
    public let apiClient: Offline__Name__Client

    /// The parts for `App` in `run`.
    public init<App: __Name__FeatureHosting>(hostedBy app: App.Type, run: AppRun) {
        apiClient = Offline__Name__Client(backend: App.__name__Backend(run), run: run)
    }
}

/// An app environment that holds __Name__Feature's parts; each app's generated environment
/// conforms when the app hosts __Name__Feature.
@MainActor
public protocol __Name__FeatureHostEnvironment: __Name__FeatureEnvironment {
    /// __Name__Feature's dependencies for this run.
    var __name__Parts: __Name__FeatureParts { get }
}

extension __Name__FeatureHostEnvironment {
    public var __name__APIClient: any __Name__FeatureAPIClient { __name__Parts.apiClient }
}

/// __Name__Feature's backend before an app connects it.
public struct __Name__NotConnected: __Name__Backend {
    let app: String

    private var notConnected: DomainError {
        DomainError(.unavailable, "__Name__ is not connected to \(app)'s backend yet",
                    hint: "write \(app)'s __name__Backend(_:) (docs/adding-a-feature.md)")
    }

    public func fetch__Name__() async throws(DomainError) -> __Name__Listing { throw notConnected }
    // {{#writes}}

    public func mark__Name__(_ id: String, idempotencyKey: String) async throws(DomainError) { throw notConnected }
    // {{/writes}}
}
