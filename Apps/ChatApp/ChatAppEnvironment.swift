import AppRuntime
import Core
import OtherFeature
import SomeFeature

/// Where app B's concrete types meet: its API client, store, router and analytics, and the
/// answer to every descriptor.
@MainActor
final class ChatAppEnvironment: SomeFeatureEnvironment, OtherFeatureEnvironment {
    let someAPIClient: any SomeFeatureAPIClient
    let otherAPIClient: any OtherFeatureAPIClient
    let someStore: any SomeFeatureStore
    let analytics: any AnalyticsService
    let clock: any WallClock
    let someRouter: any SomeFeatureRouter

    init(_ parts: AppParts, chatID: String) {
        someAPIClient = parts.apiClient
        otherAPIClient = parts.apiClient
        someStore = parts.someStore
        analytics = parts.analytics
        clock = parts.clock
        someRouter = ChatRouter(chatID: chatID, apiClient: parts.apiClient)
    }

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
        ChatOtherSummary(apiClient: otherAPIClient)
    }

    // scaffold:resolvers
}
