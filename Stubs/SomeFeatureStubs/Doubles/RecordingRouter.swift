import Core
import OtherFeature
import SomeFeature
import StubKit

/// Records where SomeFeature asked to go and answers with a screen made by the host.
@MainActor
public final class RecordingRouter: SomeFeatureRouter {
    /// The others the feature asked to show, in order.
    public private(set) var shownOthers: [OtherID] = []
    private let makeScreen: @MainActor (OtherID, any ResolvesViewOtherDetails) -> (any Screen)?

    /// Makes a router that answers with `makeScreen` (given the id and the asking resolver), or
    /// with a labelled placeholder.
    public init(makeScreen: @escaping @MainActor (OtherID, any ResolvesViewOtherDetails) -> (any Screen)? = { id, _ in PlaceholderScreen("Other \(id)") }) {
        self.makeScreen = makeScreen
    }

    public func screenForOther(_ id: OtherID, resolver: any ResolvesViewOtherDetails) -> (any Screen)? {
        shownOthers.append(id)
        return makeScreen(id, resolver)
    }
}
