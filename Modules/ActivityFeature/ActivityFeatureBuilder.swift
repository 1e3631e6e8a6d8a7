import Core

/// Makes ActivityFeature's screens. Hosts call it for the feature's own screens, and the
/// generated environment of an app that hosts it gathers its actions on other features' items.
@MainActor
public struct ActivityFeatureBuilder {
    private let environment: any ActivityFeatureEnvironment

    /// A builder whose screens use `environment`.
    public init(environment: any ActivityFeatureEnvironment) {
        self.environment = environment
    }

    /// The context's activity, newest first.
    public func list() -> any Screen {
        ActivityListScreen(viewModel: ActivityListViewModel(environment: environment))
    }

    /// One some's activity, newest first.
    public func list(of someID: SomeID) -> any Screen {
        ActivityListScreen(viewModel: ActivityListViewModel(someID: someID, environment: environment))
    }

    /// What the feature offers on another feature's items: a some's activity (`a`).
    public func build(_ descriptor: ViewDescriptor.ItemActions) -> [ItemAction] {
        guard descriptor.item.kind == .some else { return [] }
        let someID = SomeID(descriptor.item.id)
        return [ItemAction(key: "a", word: "activity", label: "the \(descriptor.item.noun)'s activity") { list(of: someID) }]
    }
}
