import AppRuntime
import Core

/// The one environment every app's features run in: the offline clients over the app's
/// adapter, the local store, analytics, the clock, and the app's router and services.
///
/// Resolving the features' own screens is written once, here (generated:
/// `HostEnvironment+Descriptors.generated.swift`); an app supplies only what differs. Nothing
/// here points back at the environment: a router is handed the resolver when it is asked.
@MainActor
public final class HostEnvironment: SomeFeatureEnvironment, OtherFeatureEnvironment {
    /// The pieces the runtime opened for this run.
    public let run: AppRun
    public let someAPIClient: any SomeFeatureAPIClient
    public let otherAPIClient: any OtherFeatureAPIClient
    public let someStore: any SomeFeatureStore
    public let analytics: any AnalyticsService
    public let someRouter: any SomeFeatureRouter
    /// The app's answers to the descriptors no feature builds.
    public let services: any AppServices
    /// How each kind of queued write is sent, by outbox action.
    public let outboxSenders: [String: OutboxSender]

    /// Puts the pieces together; ``HostedApp/makeEnvironment(_:)`` is the usual caller.
    public init(run: AppRun, someAPIClient: any SomeFeatureAPIClient, otherAPIClient: any OtherFeatureAPIClient,
                someStore: any SomeFeatureStore, analytics: any AnalyticsService, someRouter: any SomeFeatureRouter,
                services: any AppServices, outboxSenders: [String: OutboxSender]) {
        self.run = run
        self.someAPIClient = someAPIClient
        self.otherAPIClient = otherAPIClient
        self.someStore = someStore
        self.analytics = analytics
        self.someRouter = someRouter
        self.services = services
        self.outboxSenders = outboxSenders
    }

    public var clock: any WallClock { run.clock }
}
