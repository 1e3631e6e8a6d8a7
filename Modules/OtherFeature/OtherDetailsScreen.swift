import Core
import UIComponent

/// One other's details: its name and kind.
@MainActor
public final class OtherDetailsScreen: Screen {
    public let viewModel: OtherDetailsViewModel

    public init(viewModel: OtherDetailsViewModel) {
        self.viewModel = viewModel
    }

    public var title: String { Sanitizer.singleLine("\(viewModel.noun.prefix(1).uppercased() + viewModel.noun.dropFirst()) \(viewModel.id)") }

    public func load() async { await viewModel.load() }

    public var problem: DomainError? {
        if case .failed(let error) = viewModel.state { return error }
        return nil
    }

    public var commands: [CommandHelp] { [CommandHelp("r", "refresh")] }

    public var offers: [ScreenOffer] { [ScreenOffer(.refresh, "refresh")] }

    public func perform(_ command: ScreenCommand) async -> ScreenAction {
        guard command == .refresh else { return .stay }
        await viewModel.load()
        return .stay
    }

    public func content(_ options: RenderOptions) -> ScreenContent {
        let theme = Theme(options)
        let width = options.width
        var lines: [String] = []
        switch viewModel.state {
        case .loading:
            lines += StateView.loading("Loading \(viewModel.noun) \(viewModel.id)…", width: width, theme: theme)
        case .failed(let error):
            lines += StateView.error("Could not load \(viewModel.noun) \(viewModel.id): \(error.message)", hint: error.hint, width: width, theme: theme)
        case .loaded(let other):
            lines += TextLayout.wrap(Sanitizer.singleLine(other.name), width: width).map { theme.apply(.bold, to: $0) }
            lines.append("")
            lines += Table(
                columns: [Table.Column("", minWidth: 4), Table.Column("", minWidth: 4, flexible: true)],
                rows: [[Table.Cell("Kind", style: .dim), Table.Cell(other.kind)], [Table.Cell("Id", style: .dim), Table.Cell(other.id.rawValue)]]
            ).render(width: width, theme: theme, showsHeader: false)
        }
        return ScreenContent(header: [theme.apply(.bold, to: TextLayout.truncate(title, toWidth: width))], text: lines)
    }

    public func handle(_ input: String) async -> ScreenAction {
        guard input == "r" else {
            return .invalid("“\(Sanitizer.singleLine(input))” is not a command here; type `b` to go back")
        }
        await viewModel.load()
        return .stay
    }
}
