import AppRuntime
import Core
import {{Name}}Feature

/// What an app's adapter does for {{Name}}Feature: its backend's paths, auth and wire shapes,
/// mapped to the feature's types. Caching and the outbox are the host's
/// (``Offline{{Name}}Client``).
public protocol {{Name}}Backend: Sendable {
    /// Every item of the context (live). An item that cannot be read is named in the listing's
    /// `unreadable` and the others are kept.
    func fetch{{Name}}() async throws(DomainError) -> {{Name}}Listing
    {{#writes}}

    /// Marks item `id`. The same `idempotencyKey` sent twice must not mark twice.
    func mark{{Name}}(_ id: String, idempotencyKey: String) async throws(DomainError)
    {{/writes}}
}

/// What an app must supply to host {{Name}}Feature: its backend. An app hosts the feature by
/// conforming to this in its own file, and writes `{{name}}Backend(_:)` beside its adapter (in a
/// file of its folder named after the feature). Until it does, every call says the feature is
/// not connected to the app's backend (docs/adding-a-feature.md).
public protocol {{Name}}FeatureHosting: AppDefinition where Environment: {{Name}}FeatureHostEnvironment {
    /// The app's backend for {{Name}}Feature.
    associatedtype {{Name}}Adapter: {{Name}}Backend

    /// {{Name}}Feature's backend for this run's context.
    static func {{name}}Backend(_ run: AppRun) -> {{Name}}Adapter
}

extension {{Name}}FeatureHosting {
    public static func {{name}}Backend(_ run: AppRun) -> {{Name}}NotConnected { {{Name}}NotConnected(app: commandName) }
}

/// {{Name}}Feature's dependencies for one run, made from what the app supplies.
@MainActor
public struct {{Name}}FeatureParts {
    /// The feature's API client: the backend, with the runtime's cache and outbox.
    public let apiClient: Offline{{Name}}Client

    /// The parts for `App` in `run`.
    public init<App: {{Name}}FeatureHosting>(hostedBy app: App.Type, run: AppRun) {
        apiClient = Offline{{Name}}Client(backend: App.{{name}}Backend(run), run: run)
    }
}

/// An app environment that holds {{Name}}Feature's parts; each app's generated environment
/// conforms when the app hosts {{Name}}Feature.
@MainActor
public protocol {{Name}}FeatureHostEnvironment: {{Name}}FeatureEnvironment {
    /// {{Name}}Feature's dependencies for this run.
    var {{name}}Parts: {{Name}}FeatureParts { get }
}

extension {{Name}}FeatureHostEnvironment {
    public var {{name}}APIClient: any {{Name}}FeatureAPIClient { {{name}}Parts.apiClient }
}

/// {{Name}}Feature's backend before an app connects it.
public struct {{Name}}NotConnected: {{Name}}Backend {
    let app: String

    private var notConnected: DomainError {
        DomainError(.unavailable, "{{Name}} is not connected to \(app)'s backend yet",
                    hint: "write \(app)'s {{name}}Backend(_:) (docs/adding-a-feature.md)")
    }

    public func fetch{{Name}}() async throws(DomainError) -> {{Name}}Listing { throw notConnected }
    {{#writes}}

    public func mark{{Name}}(_ id: String, idempotencyKey: String) async throws(DomainError) { throw notConnected }
    {{/writes}}
}
