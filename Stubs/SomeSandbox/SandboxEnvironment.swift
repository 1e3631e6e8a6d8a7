import Core
import OtherFeature
import SomeFeature
import SomeFeatureStubs

/// The sandbox's host: a scenario's doubles, with every descriptor resolved to the real
/// feature screens, so navigation works as it does in an app (the router shows the other the
/// way app A does, through `ViewDescriptor.OtherDetails`).
@MainActor
public enum SandboxEnvironment {
    /// An environment for `scenario`, on its own fixed clock unless `clock` is given.
    public static func make(_ scenario: Scenario, clock: (any WallClock)? = nil) -> StubEnvironment {
        let resolver = WeakResolver()
        let environment = StubEnvironment(
            api: StubSomeAPIClient(scenario.responses),
            store: InMemorySomeStore(seen: scenario.seen),
            router: RecordingRouter { id in resolver.resolveOther(id) },
            clock: clock ?? FixedClock(now: scenario.now)
        )
        resolver.environment = environment
        // The environment keeps its handlers, so they hold it unowned: `Sandbox.run` makes one
        // environment per run, and a strong capture would keep every run's doubles alive.
        environment.on(ViewDescriptor.SomeList.self) { [unowned environment] in
            SomeFeatureBuilder(environment: environment).build($0)
        }
        environment.on(ViewDescriptor.SomeDetails.self) { [unowned environment] in
            SomeFeatureBuilder(environment: environment).build($0)
        }
        environment.on(ViewDescriptor.OtherDetails.self) { [unowned environment] in
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
