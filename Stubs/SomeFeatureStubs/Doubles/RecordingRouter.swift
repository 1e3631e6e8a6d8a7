import Core

/// Records where SomeFeature asked to go and answers with a screen made by the host.
@MainActor
public final class RecordingRouter: SomeFeatureRouter {
    /// The others the feature asked to show, in order.
    public private(set) var shownOthers: [OtherID] = []
    private let makeScreen: @MainActor (OtherID) -> any Screen

    /// Makes a router that answers with `makeScreen`, or with a labelled placeholder.
    public init(makeScreen: @escaping @MainActor (OtherID) -> any Screen = { PlaceholderScreen("Other \($0)") }) {
        self.makeScreen = makeScreen
    }

    public func screenForOther(_ id: OtherID) -> any Screen {
        shownOthers.append(id)
        return makeScreen(id)
    }
}
