import Core
import Foundation

/// An environment made of test doubles, for feature tests and the sandbox.
///
/// Descriptors are answered by the `resolve...` handlers the host sets. A descriptor with no
/// handler resolves to a ``PlaceholderScreen`` and is recorded in ``unresolved``, so a test can
/// assert that navigation went only where it expected.
@MainActor
public final class StubEnvironment: SomeFeatureEnvironment, OtherFeatureEnvironment {
    public let api: StubSomeAPIClient
    public let store: InMemorySomeStore
    public let router: RecordingRouter
    public let recordedAnalytics: RecordingAnalytics
    public let clock: any WallClock

    /// Answers `ViewDescriptor.SomeList`.
    public var resolveSomeListHandler: ((ViewDescriptor.SomeList) -> any Screen)?
    /// Answers `ViewDescriptor.SomeDetails`.
    public var resolveSomeDetailsHandler: ((ViewDescriptor.SomeDetails) -> any Screen)?
    /// Answers `ViewDescriptor.OtherDetails`.
    public var resolveOtherDetailsHandler: ((ViewDescriptor.OtherDetails) -> any Screen)?
    /// Answers `UseCaseDescriptor.OtherSummary`; by default, "name · kind" from the stub API
    /// (so an other the stub was not given is an unexpected call, as everywhere else).
    public var otherSummary: any OtherSummaryUseCase

    // scaffold:handlers

    /// Dependencies of other features' environments, by name, set by their stubs
    /// (`StubEnvironment+<Feature>.swift` in `<Feature>Stubs`).
    public var featureDependencies: [String: any Sendable] = [:]

    /// The descriptors resolved without a handler, by type name.
    public private(set) var unresolved: [String] = []

    /// Makes an environment from doubles; every argument has a sensible preset.
    public init(
        api: StubSomeAPIClient = .empty,
        store: InMemorySomeStore = .firstVisit,
        router: RecordingRouter = RecordingRouter(),
        analytics: RecordingAnalytics = RecordingAnalytics(),
        clock: any WallClock = FixedClock(now: SomeFactory.referenceNow)
    ) {
        self.api = api
        self.store = store
        self.router = router
        self.recordedAnalytics = analytics
        self.clock = clock
        otherSummary = StubOtherSummary(api: api)
    }

    public var someAPIClient: any SomeFeatureAPIClient { api }
    public var someStore: any SomeFeatureStore { store }
    public var someRouter: any SomeFeatureRouter { router }
    public var analytics: any AnalyticsService { recordedAnalytics }
    public var otherAPIClient: any OtherFeatureAPIClient { api }

    public func resolveViewSomeList(_ descriptor: ViewDescriptor.SomeList) -> any Screen {
        resolveSomeListHandler?(descriptor) ?? unhandled("ViewDescriptor.SomeList")
    }

    public func resolveViewSomeDetails(_ descriptor: ViewDescriptor.SomeDetails) -> any Screen {
        resolveSomeDetailsHandler?(descriptor) ?? unhandled("ViewDescriptor.SomeDetails")
    }

    public func resolveViewOtherDetails(_ descriptor: ViewDescriptor.OtherDetails) -> any Screen {
        resolveOtherDetailsHandler?(descriptor) ?? unhandled("ViewDescriptor.OtherDetails")
    }

    public func resolveUseCaseOtherSummary(_ descriptor: UseCaseDescriptor.OtherSummary) -> any OtherSummaryUseCase {
        otherSummary
    }

    // scaffold:resolvers

    /// A placeholder for a descriptor nobody set a handler for, recorded in ``unresolved``.
    public func unhandled(_ name: String) -> any Screen {
        unresolved.append(name)
        return PlaceholderScreen(name)
    }
}
