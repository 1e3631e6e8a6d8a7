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
        let resolver = WeakResolver()
        let environment = StubEnvironment(
            api: StubSomeAPIClient(scenario.responses, delayClock: delayClock),
            store: InMemorySomeStore(seen: scenario.seen),
            router: RecordingRouter { id in resolver.resolveOther(id) },
            clock: clock ?? FixedClock(now: scenario.now)
        )
        resolver.environment = environment
        environment.resolveSomeListHandler = { [unowned environment] in
            SomeFeatureBuilder(environment: environment).build($0)
        }
        environment.resolveSomeDetailsHandler = { [unowned environment] in
            SomeFeatureBuilder(environment: environment).build($0)
        }
        environment.resolveOtherDetailsHandler = { [unowned environment] in
            OtherFeatureBuilder(environment: environment).build($0)
        }
        return environment
    }

    /// Lets the router reach the environment that owns it without a retain cycle.
    @MainActor
    private final class WeakResolver {
        weak var environment: StubEnvironment?

        func resolveOther(_ id: OtherID) -> any Screen {
            guard let environment else { return PlaceholderScreen("Other \(id)") }
            return environment.resolve(ViewDescriptor.OtherDetails(otherID: id))
        }
    }
}
