import Core

/// A screen that only shows its title: what a stub hands back where a real screen would be.
@MainActor
public final class PlaceholderScreen: Screen {
    public let title: String

    /// Makes a placeholder titled `title`.
    public init(_ title: String) { self.title = title }

    public func load() async {}

    public func content(_ options: RenderOptions) -> ScreenContent {
        ScreenContent(text: [String("\(title) (placeholder)".prefix(options.width))])
    }

    public var commands: [CommandHelp] { [] }

    public func handle(_ input: String) async -> ScreenAction {
        .invalid("\(title) is a placeholder and takes no commands")
    }
}
