import Core
import UIComponent

/// One some's details: status, people, dates and the linked other.
@MainActor
public final class SomeDetailScreen: Screen {
    public let viewModel: SomeDetailViewModel

    public init(viewModel: SomeDetailViewModel) {
        self.viewModel = viewModel
    }

    public var title: String { Sanitizer.singleLine("\(viewModel.noun.One) \(viewModel.id)") }

    public func load() async { await viewModel.load() }

    public var problem: DomainError? {
        if case .failed(let error) = viewModel.state { return error }
        if case .failure(let error)? = viewModel.lastCompletion { return error }
        return viewModel.freshness.reason
    }

    public var commands: [CommandHelp] {
        guard let some = viewModel.some else { return [CommandHelp("r", "retry")] }
        var commands: [CommandHelp] = []
        if some.status != .done { commands.append(CommandHelp("d", "mark done")) }
        if some.otherID != nil { commands.append(CommandHelp("o", "open the linked other")) }
        for action in viewModel.itemActions { commands.append(CommandHelp(String(action.key), action.label)) }
        commands.append(CommandHelp("r", "refresh"))
        return commands
    }

    public var offers: [ScreenOffer] {
        guard let some = viewModel.some else { return [ScreenOffer(.refresh, "retry")] }
        var offers: [ScreenOffer] = []
        if some.status != .done { offers.append(.action(SomeActions.done, key: "d", "mark done")) }
        if some.otherID != nil { offers.append(.action(SomeActions.other, key: "o", "open the linked other")) }
        for action in viewModel.itemActions { offers.append(.action(action.word, key: action.key, action.label)) }
        offers.append(ScreenOffer(.refresh, "refresh"))
        return offers
    }

    public var message: ScreenMessage? { viewModel.feedback }

    public func perform(_ command: ScreenCommand) async -> ScreenAction {
        switch command {
        case .action(SomeActions.done, _):
            await viewModel.complete()
            return .stay
        case .action(SomeActions.other, _):
            return viewModel.otherScreen().map(ScreenAction.push) ?? .stay
        case .action(let name, _):
            return viewModel.itemAction(for: name).map { .push($0.open()) } ?? .stay
        case .refresh:
            await viewModel.refresh()
            return .stay
        case .open, .search, .filter:
            return .stay
        }
    }

    public func content(_ options: RenderOptions) -> ScreenContent {
        let theme = Theme(options)
        let width = options.width
        var lines: [String] = []
        switch viewModel.state {
        case .loading:
            lines += StateView.loading("Loading \(viewModel.noun.one) \(viewModel.id)…", width: width, theme: theme)
        case .failed(let error):
            lines += StateView.error("Could not load \(viewModel.noun.one) \(viewModel.id): \(error.message)", hint: error.hint, width: width, theme: theme)
        case .loaded(let some):
            lines += TextLayout.wrap(Sanitizer.singleLine(some.title), width: width).map { theme.apply(.bold, to: $0) }
            lines.append("")
            lines += fields(some, options: options)
            // A completion queued offline says the backend is away, and what to do: the banner
            // would say it a second time.
            let queued = if case .success(.queued)? = viewModel.lastCompletion { true } else { false }
            let banner = queued ? [] : staleBanner(width: width, theme: theme)
            if !banner.isEmpty { lines += [""] + banner }
        }
        return ScreenContent(header: [SomeStyle.header(title, width: width, theme: theme)], text: lines)
    }

    public func render(_ options: RenderOptions) -> String {
        var lines = content(options).allLines
        if let feedback = viewModel.feedback {
            lines.append("")
            lines += SomeStyle.feedback(feedback, options: options)
        }
        return lines.joined(separator: "\n")
    }

    public func handle(_ input: String) async -> ScreenAction {
        switch input {
        case "r":
            await viewModel.refresh()
            return .stay
        case "d", "done":
            await viewModel.complete()
            return .stay
        case "o", "other":
            return viewModel.otherScreen().map(ScreenAction.push) ?? .stay
        default:
            if let action = viewModel.itemAction(for: input) { return .push(action.open()) }
            return .invalid("“\(Sanitizer.singleLine(input))” is not a command here; use one of the commands below")
        }
    }

    private func staleBanner(width: Int, theme: Theme) -> [String] {
        guard case .stale(let fetchedAt, let reason) = viewModel.freshness else { return [] }
        let age = RelativeDate.ago(fetchedAt, now: viewModel.clock.now)
        return StateView.error("Offline: showing \(viewModel.noun.one) \(viewModel.id) as cached \(age). \(reason.message)",
                               hint: reason.hint, width: width, theme: theme)
            .enumerated().map { $0.offset == 0 ? theme.apply(.yellow, to: ANSI.stripped($0.element)) : $0.element }
    }

    private func fields(_ some: Some, options: RenderOptions) -> [String] {
        let width = options.width, theme = Theme(options)
        let today = viewModel.clock.today
        var rows: [(String, Table.Cell)] = [
            ("Status", some.status.isRecognised ? SomeStyle.statusCell(some.status)
                : Table.Cell(SomeStyle.badge(some.status).plainText + " a status this version does not know", style: .magenta)),
            ("Assignee", Table.Cell(some.assignee ?? SomeWords.noAssignee, style: some.assignee == nil ? .dim : nil)),
        ]
        if let due = some.dueDate {
            let relative = SomeStyle.due(some, today: today)
            let text = some.status == .done ? due.description : "\(due) · \(relative.text)"
            rows.append(("Due", Table.Cell(text, style: relative.style)))
        } else {
            rows.append(("Due", Table.Cell(SomeWords.noDueDate, style: .dim)))
        }
        rows.append(("Updated", Table.Cell(RelativeDate.ago(some.updatedAt, now: viewModel.clock.now))))
        // How to open the linked other: beside it when it fits, else on a line of its own under
        // the table, where a command is never cut (a long one stands alone and the terminal
        // wraps it).
        var below: String?
        if let other = some.otherID {
            let summary = viewModel.otherSummary ?? "other \(other)"
            let open = Suggestion(interactive: "type `o` to open it", command: "other \(ShellWord.quoted(some.id.rawValue))",
                                  purpose: "open it")
            let labelWidth = (rows.map(\.0) + ["Linked"]).map(\.displayWidth).max() ?? 0
            if let hint = options.text(for: open), "\(summary) (\(hint))".displayWidth > width - labelWidth - 2 {
                rows.append(("Linked", Table.Cell(summary)))
                below = "(\(hint))"
            } else {
                rows.append(("Linked", Table.Cell(options.text(for: open).map { "\(summary) (\($0))" } ?? summary)))
            }
        }
        let table = Table(
            columns: [Table.Column("", minWidth: 4), Table.Column("", minWidth: 4, flexible: true)],
            rows: rows.map { [Table.Cell($0.0, style: .dim), $0.1] }
        )
        return table.render(width: width, theme: theme, showsHeader: false) + (below.map { TextLayout.wrap($0, width: width) } ?? [])
    }
}
