import AppRuntime
import Core
import OtherFeature
import SomeFeature

/// Where app A's concrete types meet: its API client, store, router and analytics, and the
/// answer to every descriptor.
@MainActor
final class OrderAppEnvironment: SomeFeatureEnvironment, OtherFeatureEnvironment {
    let someAPIClient: any SomeFeatureAPIClient
    let otherAPIClient: any OtherFeatureAPIClient
    let someStore: any SomeFeatureStore
    let analytics: any AnalyticsService
    let clock: any WallClock
    private let router = OrderRouter()

    init(_ parts: AppParts) {
        someAPIClient = parts.apiClient
        otherAPIClient = parts.apiClient
        someStore = parts.someStore
        analytics = parts.analytics
        clock = parts.clock
        router.environment = self
    }

    var someRouter: any SomeFeatureRouter { router }

    func resolveViewSomeList(_ descriptor: ViewDescriptor.SomeList) -> any Screen {
        SomeFeatureBuilder(environment: self).build(descriptor)
    }

    func resolveViewSomeDetails(_ descriptor: ViewDescriptor.SomeDetails) -> any Screen {
        SomeFeatureBuilder(environment: self).build(descriptor)
    }

    func resolveViewOtherDetails(_ descriptor: ViewDescriptor.OtherDetails) -> any Screen {
        OtherFeatureBuilder(environment: self).build(descriptor)
    }

    func resolveUseCaseOtherSummary(_ descriptor: UseCaseDescriptor.OtherSummary) -> any OtherSummaryUseCase {
        OrderOtherSummary(apiClient: otherAPIClient)
    }

    // scaffold:resolvers
}
