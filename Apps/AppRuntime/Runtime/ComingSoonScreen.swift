import Core
import UIComponent

/// What an app shows for a feature it hosts but has not connected to its backend yet: the
/// screen a freshly scaffolded feature resolves to in every app.
@MainActor
public final class ComingSoonScreen: Screen {
    private let feature: String
    private let app: String

    /// A placeholder for `feature` inside `app`.
    public init(feature: String, app: String) {
        self.feature = feature
        self.app = app
    }

    public var title: String { feature }
    public func load() async {}
    public var commands: [CommandHelp] { [] }

    public func handle(_ input: String) async -> ScreenAction {
        .invalid("\(feature) takes no commands in \(app) yet; type `b` to go back")
    }

    public func content(_ options: RenderOptions) -> ScreenContent {
        let theme = Theme(options)
        return ScreenContent(
            header: [theme.apply(.bold, to: TextLayout.truncate(feature, toWidth: options.width))],
            text: StateView.empty("\(feature) is not connected to \(app)'s backend yet.",
                                  hint: "Wire its API client in the app's environment (docs/adding-a-feature.md).",
                                  width: options.width, theme: theme)
        )
    }
}
