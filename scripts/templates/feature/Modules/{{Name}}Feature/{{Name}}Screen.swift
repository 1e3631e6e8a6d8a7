import Core
import UIComponent

/// {{Name}}Feature's first screen: every item, marked or not.
@MainActor
public final class {{Name}}Screen: Screen {
    public let viewModel: {{Name}}ViewModel

    public init(viewModel: {{Name}}ViewModel) {
        self.viewModel = viewModel
    }

    public var title: String { "{{Name}}" }

    public func load() async { await viewModel.load() }

    public var problem: DomainError? {
        if case .failed(let error) = viewModel.state { return error }
        return viewModel.problem
    }

    public var commands: [CommandHelp] {
        [CommandHelp("r", "refresh")]
        {{#writes}}
            + [CommandHelp("m ID", "mark item ID")]
        {{/writes}}
    }

    public var offers: [ScreenOffer] { [ScreenOffer(.refresh, "refresh")] }

    public func perform(_ command: ScreenCommand) async -> ScreenAction {
        if command == .refresh { await viewModel.load() }
        return .stay
    }

    public func content(_ options: RenderOptions) -> ScreenContent {
        let theme = Theme(options)
        var lines: [String] = []
        switch viewModel.state {
        case .loading:
            lines += StateView.loading("Loading…", width: options.width, theme: theme)
        case .empty:
            lines += StateView.empty("Nothing here yet.", hint: nil, width: options.width, theme: theme)
        case .failed(let error):
            lines += StateView.error("Could not load: \(error.message)", hint: error.hint, width: options.width, theme: theme)
        case .loaded(let items):
            lines += items.map { item in
                TextLayout.truncate("\(item.marked ? "[x]" : "[ ]") \(Sanitizer.singleLine(item.id))  \(Sanitizer.singleLine(item.title))",
                                    toWidth: options.width)
            }
        }
        return ScreenContent(header: [theme.apply(.bold, to: TextLayout.truncate(title, toWidth: options.width))], text: lines)
    }

    public func handle(_ input: String) async -> ScreenAction {
        if input == "r" {
            await viewModel.load()
            return .stay
        }
        {{#writes}}
        let words = input.split(separator: " ", omittingEmptySubsequences: true)
        if words.count == 2, words[0] == "m" {
            do {
                _ = try await viewModel.mark(String(words[1]))
                return .stay
            } catch {
                return .invalid("could not mark \(Sanitizer.singleLine(String(words[1]))): \(error.message)")
            }
        }
        {{/writes}}
        return .invalid("“\(Sanitizer.singleLine(input))” is not a command here")
    }
}
