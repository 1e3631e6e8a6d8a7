import AppRuntime
import AppShell
import ArgumentParser
import Core
import Foundation

/// An app that hosts the features: it supplies only what differs from every other app (its
/// names, its backend adapter, its router and the use cases no feature builds), and gets the
/// features' verbs, screens, offline clients and the one ``HostEnvironment`` from here.
///
/// As with a protocol's defaults anywhere, an app overrides a default only where it differs:
/// app B overrides ``makeRouter(_:otherAPIClient:)`` to show an other its own way.
public protocol HostedApp: AppDefinition where Environment == HostEnvironment {
    /// The app's backend, mapped to Core's types.
    associatedtype Adapter: SomeBackend & OtherBackend

    /// The adapter for this run's backend and context.
    static func makeAdapter(_ run: AppRun) -> Adapter

    /// Where SomeFeature's navigation out of the feature goes in this app. By default it shows
    /// OtherFeature's details through the `OtherDetails` descriptor.
    @MainActor static func makeRouter(_ run: AppRun, otherAPIClient: any OtherFeatureAPIClient) -> any SomeFeatureRouter

    /// The app's answers to the descriptors no feature builds (``AppServices``).
    @MainActor static func makeServices(_ run: AppRun) -> any AppServices
}

extension HostedApp {
    @MainActor public static func makeRouter(_ run: AppRun, otherAPIClient: any OtherFeatureAPIClient) -> any SomeFeatureRouter {
        DescriptorRouter()
    }

    public static var featureVerbs: [any ParsableCommand.Type] {
        FeatureHosts.all.flatMap { $0.verbs(for: Self.self) }
    }

    public static var jsonFields: [String] {
        FeatureHosts.all.flatMap { $0.jsonFields }
    }

    public static var screens: [NamedScreen<HostEnvironment>] {
        FeatureHosts.all.flatMap { $0.screens }
    }

    @MainActor public static func makeEnvironment(_ run: AppRun) -> HostEnvironment {
        let adapter = makeAdapter(run)
        let some = OfflineSomeClient(backend: adapter, run: run)
        let other = LiveOtherClient(backend: adapter)
        return HostEnvironment(
            run: run,
            someAPIClient: some,
            otherAPIClient: other,
            someStore: run.store.someStore(context: run.storageContext),
            analytics: run.store.analytics(context: run.storageContext, clock: run.clock),
            someRouter: makeRouter(run, otherAPIClient: other),
            services: makeServices(run),
            outboxSenders: some.outboxSenders
        )
    }

    @MainActor public static func outboxSenders(_ environment: HostEnvironment) -> [String: OutboxSender] {
        environment.outboxSenders
    }

    @MainActor public static func refreshAfterSync(_ environment: HostEnvironment) async -> [SyncRefresh] {
        var refreshed: [SyncRefresh] = []
        for host in FeatureHosts.all {
            if let refresh = await host.refreshAfterSync(environment) { refreshed.append(refresh) }
        }
        return refreshed
    }

    @MainActor public static func rootScreen(_ environment: HostEnvironment) -> any Screen {
        environment.resolve(ViewDescriptor.SomeList())
    }

    @MainActor public static func runWithoutVerb(_ session: AppSession<Self>) async -> AppExitCode {
        await SomeCommands(session).list(status: nil, search: nil)
    }
}
