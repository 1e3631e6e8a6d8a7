import Core
import Foundation
import HTTPClientLive
import StorageLive

/// Everything that makes one app itself. An app implements this once; the shared runtime turns
/// it into a command-line program with the same verbs, offline behaviour and output as the
/// others.
public protocol AppDefinition {
    /// The executable's name (`order-app`).
    static var commandName: String { get }
    /// One line for `--help`.
    static var abstract: String { get }
    /// The long option that names the context (`order` for `--order 42`).
    static var contextOption: String { get }
    /// What the context is, for help and messages ("order", "chat room").
    static var contextNoun: String { get }
    /// Prefix of the environment variables (`ORDER_APP` for `ORDER_APP_TOKEN`, `ORDER_APP_BASE_URL`).
    static var environmentPrefix: String { get }
    /// The token the local stub-server accepts, for the "token missing" hint.
    static var stubServerToken: String { get }

    /// Checks a context id typed by a person; returns a message saying what to type instead.
    static func problem(withContext id: String) -> String?

    /// The key the app's local state is scoped by (`order:42`).
    static func storageContext(_ id: String) -> String

    /// The adapter for this app's backend.
    static func makeAdapter(baseURL: URL, token: String, context: String, http: HTTPClient, timeout: Duration) -> any BackendAdapter

    /// The environment SomeFeature and OtherFeature run in, inside this app.
    @MainActor static func makeEnvironment(_ parts: AppParts) -> any SomeFeatureEnvironment
}

/// The shared pieces an app's environment is made of.
public struct AppParts: Sendable {
    /// The context id as typed (`42`, `c-7`).
    public let contextID: String
    /// The offline-first API client over the app's adapter.
    public let apiClient: OfflineFirstAPIClient
    /// What the person has seen, scoped to the context.
    public let someStore: any SomeFeatureStore
    /// Analytics into the local event log.
    public let analytics: any AnalyticsService
    /// The clock.
    public let clock: any WallClock
}
