import Core
import UIComponent

/// What an app that hosts no feature with a screen shows with no verb: says so, instead of
/// failing.
@MainActor
final class NoFeatureScreen: Screen {
    let app: String

    init(app: String) {
        self.app = app
    }

    var title: String { app }

    func load() async {}

    var commands: [CommandHelp] { [] }

    func handle(_ input: String) async -> ScreenAction {
        .invalid("\(app) has no screens; type `q` to quit")
    }

    func content(_ options: RenderOptions) -> ScreenContent {
        ScreenContent(text: StateView.empty("\(app) hosts no feature with a screen.", hint: "run `\(app) --help` for its verbs",
                                            width: options.width, theme: Theme(options)))
    }
}
