import ActivityFeature
import Core

/// ActivityFeature's environment made of test doubles, for its tests and its sandbox: the stub
/// backend and a fixed clock; the feature's screens come from its builder.
///
/// It implements ActivityFeature's environment and nothing else (SomeFeatureStubs'
/// `StubEnvironment` stays SomeFeature's), so the feature's loop builds no other feature.
@MainActor
public final class ActivityStubEnvironment: ActivityFeatureEnvironment {
    /// The stub backend, for a test to set up and to ask what was called.
    public let api: StubActivityAPIClient
    public let clock: any WallClock

    /// Makes an environment from doubles: an empty activity at 2026-11-20T09:00:00Z unless told.
    public init(api: StubActivityAPIClient = .empty, clock: any WallClock = FixedClock(now: ActivityFactory.referenceNow)) {
        self.api = api
        self.clock = clock
    }

    public var activityAPIClient: any ActivityFeatureAPIClient { api }
}
