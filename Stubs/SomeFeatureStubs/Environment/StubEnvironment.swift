import Core
import OtherFeature
import SomeFeature
import Foundation
import StubKit

/// An environment made of test doubles, for feature tests and the sandbox.
///
/// Each descriptor is answered by the handler set for its type with ``on(_:_:)``, else by
/// ``fallback(_:)``: a screen descriptor with no handler resolves to a ``PlaceholderScreen`` and
/// is recorded in ``unresolved``, so a test can assert that navigation went only where it
/// expected. The `resolve...` requirements themselves are generated
/// (`StubEnvironment+Descriptors.generated.swift`, by `scripts/generate`).
@MainActor
public final class StubEnvironment: SomeFeatureEnvironment, OtherFeatureEnvironment, DescriptorResolver {
    public let api: StubSomeAPIClient
    public let store: InMemorySomeStore
    public let router: RecordingRouter
    public let recordedAnalytics: RecordingAnalytics
    public let clock: any WallClock
    /// The somes every screen made from this environment reads.
    public let session = SomeSession()

    /// Answers `UseCaseDescriptor.OtherSummary` when no handler is set; by default, "name · kind"
    /// from the stub API (so an other the stub was not given is an unexpected call, as
    /// everywhere else).
    public var otherSummary: any OtherSummaryUseCase
    /// The host backend's own states, as an app would declare them; none by default.
    public var someStates: [SomeStatus] = []

    /// The handlers set with ``on(_:_:)``, handed this environment when called.
    private let handlers = DescriptorHandlers<StubEnvironment>()

    /// The descriptors resolved without a handler, by type name.
    public private(set) var unresolved: [String] = []

    /// Makes an environment from doubles; every argument has a sensible preset.
    public init(
        api: StubSomeAPIClient = .empty,
        store: InMemorySomeStore = .firstVisit,
        router: RecordingRouter = RecordingRouter(),
        analytics: RecordingAnalytics = RecordingAnalytics(),
        clock: any WallClock = FixedClock(now: SomeFactory.referenceNow),
        noun: SomeNoun = .some
    ) {
        self.someNoun = noun
        self.api = api
        self.store = store
        self.router = router
        self.recordedAnalytics = analytics
        self.clock = clock
        otherSummary = StubOtherSummary(api: api)
    }

    /// The host's word for a some ("some" unless a scenario says, as a capture does).
    public let someNoun: SomeNoun
    public var someAPIClient: any SomeFeatureAPIClient { api }
    public var someStore: any SomeFeatureStore { store }
    public var someRouter: any SomeFeatureRouter { router }
    public var someSession: SomeSession { session }
    public var analytics: any AnalyticsService { recordedAnalytics }
    public var otherAPIClient: any OtherFeatureAPIClient { api }

    /// Answers every later `D` with `handler`, replacing the one set before.
    public func on<D: TypedDescriptor>(_ type: D.Type, _ handler: @escaping @MainActor (D) -> D.Output) {
        on(type) { descriptor, _ in handler(descriptor) }
    }

    /// Answers `D` with `handler`, which is handed this environment when it is asked, so a
    /// handler that builds a feature's screen needs no reference back to the environment.
    public func on<D: TypedDescriptor>(_ type: D.Type, _ handler: @escaping @MainActor (D, StubEnvironment) -> D.Output) {
        handlers.on(type, handler)
    }

    /// The handler set for `D` with ``on(_:_:)``, if any, bound to this environment for the call.
    public func handler<D: TypedDescriptor>(for type: D.Type) -> (@MainActor (D) -> D.Output)? {
        handlers.handler(for: type, in: self)
    }

    /// A screen descriptor nobody set a handler for: a ``PlaceholderScreen`` named after it, and
    /// its name ("ViewDescriptor.SomeList") recorded in ``unresolved``.
    public func fallback<D: TypedDescriptor>(_ descriptor: D) -> any Screen where D.Output == any Screen {
        let name = String(reflecting: D.self).split(separator: ".", maxSplits: 1).last.map(String.init) ?? "\(D.self)"
        unresolved.append(name)
        return PlaceholderScreen(name)
    }

    /// A descriptor whose screen a host may not have (`(any Screen)?`) that nobody set a handler
    /// for: nil, as in an app that hosts no feature building it, so what it leads to is not
    /// offered. Not recorded in ``unresolved``: asking is how a screen learns whether to offer it.
    public func fallback<D: TypedDescriptor>(_ descriptor: D) -> (any Screen)? where D.Output == (any Screen)? {
        nil
    }

    /// What other features offer on an item, when nobody set a handler: nothing, as in an app none
    /// of whose other features adds an action. Not recorded in ``unresolved``.
    public func fallback(_ descriptor: ViewDescriptor.ItemActions) -> [ItemAction] {
        []
    }

    /// The summary use case nobody set a handler for: ``otherSummary``.
    public func fallback(_ descriptor: UseCaseDescriptor.OtherSummary) -> (any OtherSummaryUseCase)? {
        otherSummary
    }
}
