import Core

/// Where SomeFeature's navigation leaves the feature: each app decides what it shows.
@MainActor
public protocol SomeFeatureRouter: Sendable {
    /// The screen that shows the other a some links to. App A pushes OtherFeature's details;
    /// app B shows it its own way.
    ///
    /// - Parameter resolver: whoever is asking (the feature's environment), for a router that
    ///   answers with OtherFeature's screen through its descriptor. Passed in the call so a
    ///   router never holds the environment that holds it.
    /// - Returns: nil in an app that shows no others (it hosts no feature that does).
    func screenForOther(_ id: OtherID, resolver: any ResolvesViewOtherDetails) -> (any Screen)?
}
