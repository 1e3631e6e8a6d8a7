/// Everything SomeFeature needs from the outside world, supplied by whoever hosts it: an app,
/// the sandbox, a test.
///
/// The feature never creates a dependency itself; it only reads them from here. The resolver
/// lets it reach other modules' screens through descriptors without importing them.
@MainActor
public protocol SomeFeatureEnvironment: DescriptorResolver {
    /// The backend, bound to the current context.
    var someAPIClient: any SomeFeatureAPIClient { get }
    /// What the person has already seen.
    var someStore: any SomeFeatureStore { get }
    /// Where navigation out of the feature goes.
    var someRouter: any SomeFeatureRouter { get }
    /// Product analytics.
    var analytics: any AnalyticsService { get }
    /// The time.
    var clock: any WallClock { get }
}
