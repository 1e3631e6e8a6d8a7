/// Where SomeFeature's navigation leaves the feature: each app decides what it shows.
@MainActor
public protocol SomeFeatureRouter: Sendable {
    /// The screen that shows the other a some links to. App A pushes OtherFeature's details;
    /// app B shows it its own way.
    func screenForOther(_ id: OtherID) -> any Screen
}
