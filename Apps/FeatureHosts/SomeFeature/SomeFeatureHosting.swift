import AppRuntime
import Core
import SomeFeature

/// What an app must supply to host SomeFeature: its backend, mapped to Core's types, and, if it
/// wants its own, where navigation out of the feature goes. Everything else SomeFeature needs
/// (the cache and outbox over the backend, what was seen, analytics, the clock) the runtime
/// gives every app alike.
///
/// An app hosts SomeFeature by conforming to this in its own file; one that leaves a
/// requirement out does not compile, and the compiler names the app and what is missing.
public protocol SomeFeatureHosting: AppDefinition where Environment: SomeFeatureHostEnvironment {
    /// The app's backend, mapped to Core's types.
    associatedtype SomeAdapter: SomeBackend

    /// SomeFeature's backend for this run's context.
    static func someBackend(_ run: AppRun) -> SomeAdapter

    /// Where SomeFeature's navigation out of the feature goes. By default a some's other is
    /// OtherFeature's details screen, through the `OtherDetails` descriptor.
    @MainActor static func someRouter(_ run: AppRun) -> any SomeFeatureRouter

    /// What the app calls a some in titles, messages, help and hints (site-app: "task"); by
    /// default the feature's own word. `--json` field names never change with it.
    static var someNoun: SomeNoun { get }

    /// The backend's own states beyond open, in progress and done, with the words a person
    /// reads: `[.declared("on_hold", word: "on hold")]`. The adapter maps the backend's value to
    /// one of them; they show as states, `list --status on_hold` and `f on hold` filter by them,
    /// and only a value no one declared is "unknown". None by default.
    static var someStates: [SomeStatus] { get }
}

extension SomeFeatureHosting {
    @MainActor public static func someRouter(_ run: AppRun) -> any SomeFeatureRouter { DescriptorRouter() }

    public static var someNoun: SomeNoun { .some }

    public static var someStates: [SomeStatus] { [] }
}

/// SomeFeature's dependencies for one run, made from what the app supplies.
@MainActor
public struct SomeFeatureParts {
    /// The app's backend, live (for what the feature's client does not cache: the linked other).
    public let backend: any SomeBackend
    /// The feature's API client: the backend, with the runtime's cache and outbox.
    public let apiClient: OfflineSomeClient
    /// What was seen on the last visit.
    public let store: any SomeFeatureStore
    /// Where navigation out of the feature goes.
    public let router: any SomeFeatureRouter
    /// The somes every screen of this run reads.
    public let session = SomeSession()
    /// What the app calls a some.
    public let noun: SomeNoun
    /// The backend's own states.
    public let states: [SomeStatus]

    /// The parts for `App` in `run`.
    public init<App: SomeFeatureHosting>(hostedBy app: App.Type, run: AppRun) {
        let backend = App.someBackend(run)
        self.backend = backend
        apiClient = OfflineSomeClient(backend: backend, run: run, states: App.someStates)
        store = SeenSomes(store: run.store, context: run.storageContext, warnings: run.warnings)
        router = App.someRouter(run)
        noun = App.someNoun
        states = App.someStates
    }
}

/// An app environment that holds SomeFeature's parts; it is a ``SomeFeatureEnvironment`` through
/// them. Each app's generated environment conforms when the app hosts SomeFeature.
@MainActor
public protocol SomeFeatureHostEnvironment: SomeFeatureEnvironment {
    /// SomeFeature's dependencies for this run.
    var someParts: SomeFeatureParts { get }
    /// The pieces the runtime opened for this run.
    var run: AppRun { get }
}

extension SomeFeatureHostEnvironment {
    public var someAPIClient: any SomeFeatureAPIClient { someParts.apiClient }
    public var someStore: any SomeFeatureStore { someParts.store }
    public var someRouter: any SomeFeatureRouter { someParts.router }
    public var someSession: SomeSession { someParts.session }
    public var someNoun: SomeNoun { someParts.noun }
    public var someStates: [SomeStatus] { someParts.states }
}
