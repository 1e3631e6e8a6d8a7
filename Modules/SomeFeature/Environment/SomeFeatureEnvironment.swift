import Core

/// Everything SomeFeature needs from the outside world, supplied by whoever hosts it: an app,
/// the sandbox, a test. This is the feature's whole dependency: an app that hosts SomeFeature
/// supplies exactly this, and the compiler checks it.
///
/// The feature never creates a dependency itself; it only reads them from here. The
/// descriptors it inherits are the ones it uses (its own screens, the other a some links to,
/// the one-line summary of that other, and what the host's other features offer on a some,
/// which may be nothing), so a host answers those and no others.
@MainActor
public protocol SomeFeatureEnvironment: ResolvesViewSomeList, ResolvesViewSomeDetails, ResolvesViewOtherDetails,
    ResolvesUseCaseOtherSummary, ResolvesViewItemActions
{
    /// The backend, bound to the current context.
    var someAPIClient: any SomeFeatureAPIClient { get }
    /// What the person has already seen.
    var someStore: any SomeFeatureStore { get }
    /// The somes of this session, the one copy every screen of the feature reads: one per run,
    /// so a write on one screen shows on all.
    var someSession: SomeSession { get }
    /// Where navigation out of the feature goes.
    var someRouter: any SomeFeatureRouter { get }
    /// Product analytics.
    var analytics: any AnalyticsService { get }
    /// The time.
    var clock: any WallClock { get }
    /// What the host calls a some, in the words a person reads.
    var someNoun: SomeNoun { get }
    /// The host backend's own states beyond open, in progress and done (each `.declared`), which
    /// show and filter as states.
    var someStates: [SomeStatus] { get }
}

extension SomeFeatureEnvironment {
    /// The feature's own word, unless the host has one.
    public var someNoun: SomeNoun { .some }
    /// None, unless the host declares some.
    public var someStates: [SomeStatus] { [] }
}
