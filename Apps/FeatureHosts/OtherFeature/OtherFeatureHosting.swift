import AppRuntime
import Core
import OtherFeature

/// What an app must supply to host OtherFeature: its backend for one other, mapped to Core's
/// type. An app hosts OtherFeature by conforming to this in its own file.
public protocol OtherFeatureHosting: AppDefinition where Environment: OtherFeatureHostEnvironment {
    /// The app's backend, mapped to Core's types.
    associatedtype OtherAdapter: OtherBackend

    /// OtherFeature's backend for this run's context.
    static func otherBackend(_ run: AppRun) -> OtherAdapter

    /// What the app calls an other, in lower case ("inspection"); "other" unless it says.
    static var otherNoun: String { get }
}

extension OtherFeatureHosting {
    public static var otherNoun: String { "other" }
}

/// OtherFeature's dependencies for one run, made from what the app supplies.
@MainActor
public struct OtherFeatureParts {
    /// The feature's API client: the app's backend, live (others are not cached).
    public let apiClient: any OtherFeatureAPIClient
    /// What the app calls an other.
    public let noun: String

    /// The parts for `App` in `run`.
    public init<App: OtherFeatureHosting>(hostedBy app: App.Type, run: AppRun) {
        apiClient = LiveOtherClient(backend: App.otherBackend(run))
        noun = App.otherNoun
    }
}

/// An app environment that holds OtherFeature's parts; it is an ``OtherFeatureEnvironment``
/// through them. Each app's generated environment conforms when the app hosts OtherFeature.
@MainActor
public protocol OtherFeatureHostEnvironment: OtherFeatureEnvironment {
    /// OtherFeature's dependencies for this run.
    var otherParts: OtherFeatureParts { get }
}

extension OtherFeatureHostEnvironment {
    public var otherAPIClient: any OtherFeatureAPIClient { otherParts.apiClient }
    public var otherNoun: String { otherParts.noun }
}

extension HostedFeature where App: OtherFeatureHosting {
    /// What OtherFeature adds to an app: no verb of its own (an other is reached from a some,
    /// with `other ID`), and its details screen, by descriptor, for whoever asks.
    public static var otherFeature: HostedFeature<App> {
        HostedFeature(name: "OtherFeature")
    }
}
