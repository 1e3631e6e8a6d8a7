import Core
import OtherFeature
import SomeFeature
import SomeFeatureStubs

/// The sandbox's host: a scenario's doubles, with every descriptor resolved to the real
/// feature screens, so navigation works as it does in an app (the router shows the other the
/// way app A does, through `ViewDescriptor.OtherDetails`).
@MainActor
public enum SandboxEnvironment {
    /// An environment for `scenario`, on its own fixed clock unless `clock` is given, sleeping
    /// the scenario's delay on `delayClock` (immediate unless a person is watching).
    public static func make(
        _ scenario: Scenario, clock: (any WallClock)? = nil, delayClock: any Clock<Duration> = ImmediateClock()
    ) -> StubEnvironment {
        let environment = StubEnvironment(
            api: StubSomeAPIClient(scenario.responses, delayClock: delayClock),
            store: InMemorySomeStore(seen: scenario.seen),
            router: RecordingRouter { id, resolver in resolver.resolve(ViewDescriptor.OtherDetails(otherID: id)) },
            clock: clock ?? FixedClock(now: scenario.now),
            noun: scenario.noun
        )
        // Each handler is handed the environment when asked: nothing stored points back at it.
        environment.on(ViewDescriptor.SomeList.self) { SomeFeatureBuilder(environment: $1).build($0) }
        environment.on(ViewDescriptor.SomeDetails.self) { SomeFeatureBuilder(environment: $1).build($0) }
        environment.on(ViewDescriptor.OtherDetails.self) { OtherFeatureBuilder(environment: $1).build($0) }
        return environment
    }

}
