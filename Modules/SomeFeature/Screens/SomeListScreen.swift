import Core
import UIComponent

/// The list of somes in the current context.
@MainActor
public final class SomeListScreen: Screen {
    public let viewModel: SomeListViewModel

    public init(viewModel: SomeListViewModel) {
        self.viewModel = viewModel
    }

    public var title: String { "Somes" }

    public func load() async { await viewModel.load() }

    public var problem: DomainError? {
        if case .failed(let error) = viewModel.state { return error }
        return viewModel.staleSince?.reason
    }

    public var commands: [CommandHelp] {
        guard viewModel.state == .loaded else { return [CommandHelp("r", "retry")] }
        return [
            CommandHelp("ID", "open"), CommandHelp("d ID", "mark done"),
            CommandHelp("f STATUS|all", "filter"), CommandHelp("/ TEXT", "search"), CommandHelp("r", "refresh"),
        ]
    }

    public func render(_ options: RenderOptions) -> String {
        let theme = Theme(options)
        let width = options.width
        var lines: [String] = []
        switch viewModel.state {
        case .loading:
            lines.append(SomeStyle.header(title, width: width, theme: theme))
            lines += StateView.loading("Loading somes…", width: width, theme: theme)
        case .failed(let error):
            lines.append(SomeStyle.header(title, width: width, theme: theme))
            lines += StateView.error("Could not load the somes: \(error.message)", hint: error.hint, width: width, theme: theme)
        case .empty:
            lines.append(SomeStyle.header(title, width: width, theme: theme))
            lines += staleBanner(width: width, theme: theme)
            lines += StateView.empty("Nothing here yet.", hint: "Somes added to this context will appear here.", width: width, theme: theme)
        case .loaded:
            lines.append(SomeStyle.header(summary, width: width, theme: theme))
            lines += staleBanner(width: width, theme: theme)
            lines += filterLine(width: width, theme: theme)
            lines.append("")
            lines += table(width: width, theme: theme)
        }
        if let feedback = viewModel.feedback {
            lines.append("")
            lines += SomeStyle.feedback(feedback, width: width, theme: theme)
        }
        return lines.joined(separator: "\n")
    }

    public func handle(_ input: String) async -> ScreenAction {
        let (verb, argument) = Self.split(input)
        switch verb {
        case "r":
            await viewModel.load()
            return .stay
        case "d", "done":
            guard let argument else { return .invalid("type `d` and the id to mark done, e.g. `d 3`") }
            await viewModel.complete(SomeID(argument))
            return .stay
        case "f":
            return filter(argument)
        case "/":
            viewModel.searchText = argument ?? ""
            return .stay
        default:
            if input.hasPrefix("/") {
                viewModel.searchText = String(input.dropFirst()).trimmingCharacters(in: .whitespaces)
                return .stay
            }
            guard argument == nil, viewModel.somes.contains(where: { $0.id.rawValue == input }) else {
                return .invalid("“\(Sanitizer.singleLine(input))” is not a command here; type an id to open it, or one of the commands below")
            }
            return viewModel.open(SomeID(input)).map(ScreenAction.push) ?? .stay
        }
    }

    private func filter(_ argument: String?) -> ScreenAction {
        switch argument?.lowercased().replacingOccurrences(of: "-", with: "_") {
        case nil, "all":
            viewModel.statusFilter = nil
        case let name?:
            guard let status = SomeStatus(rawValue: name) else {
                return .invalid("unknown status “\(Sanitizer.singleLine(name))”; type `f open`, `f in_progress`, `f done` or `f all`")
            }
            viewModel.statusFilter = status
        }
        return .stay
    }

    private var summary: String {
        let count = viewModel.somes.count
        var text = "Somes · \(count) \(count == 1 ? "some" : "somes")"
        if viewModel.newCount > 0 { text += " · \(viewModel.newCount) new since last visit" }
        return text
    }

    private func staleBanner(width: Int, theme: Theme) -> [String] {
        guard let stale = viewModel.staleSince else { return [] }
        let age = RelativeDate.ago(stale.fetchedAt, now: viewModel.clock.now)
        return StateView.error(
            "Offline: showing the list cached \(age). \(stale.reason.message)",
            hint: stale.reason.hint, width: width, theme: theme
        ).enumerated().map { $0.offset == 0 ? theme.apply(.yellow, to: ANSI.stripped($0.element)) : $0.element }
    }

    private func filterLine(width: Int, theme: Theme) -> [String] {
        var parts: [String] = []
        if let status = viewModel.statusFilter { parts.append("status \(status.rawValue)") }
        let search = viewModel.searchText.trimmingCharacters(in: .whitespaces)
        if !search.isEmpty { parts.append("title contains “\(Sanitizer.singleLine(search))”") }
        guard !parts.isEmpty else { return [] }
        let text = "Showing \(viewModel.visibleSomes.count) of \(viewModel.somes.count): " + parts.joined(separator: ", ")
        return TextLayout.wrap(text, width: width).map { theme.apply(.dim, to: $0) }
    }

    private func table(width: Int, theme: Theme) -> [String] {
        let visible = viewModel.visibleSomes
        guard !visible.isEmpty else {
            return StateView.empty("No somes match.", hint: "type `f all` and `/` to clear the filter and search", width: width, theme: theme)
        }
        let today = viewModel.clock.today
        let compact = width < 72
        let rows: [[Table.Cell]] = visible.map { some in
            return [
                viewModel.newIDs.contains(some.id) ? Table.Cell("●", style: .cyan) : Table.Cell(""),
                Table.Cell(some.id.rawValue),
                SomeStyle.statusCell(some.status),
                Table.Cell(some.title, style: some.status == .done ? .dim : nil),
                SomeStyle.due(some, today: today, compact: compact),
                Table.Cell(some.assignee ?? "—", style: some.assignee == nil ? .dim : nil),
            ]
        }
        let columns = [
            Table.Column("", minWidth: 1), Table.Column("ID", minWidth: 2), Table.Column("STATUS", minWidth: 6),
            Table.Column("TITLE", minWidth: 12, flexible: true), Table.Column("DUE", minWidth: compact ? 8 : 10),
            Table.Column("ASSIGNEE", minWidth: 8, flexible: true),
        ]
        // Narrow terminals lose the assignee (last column) before titles become unreadable.
        return Table(columns: columns, rows: rows).render(width: width, theme: theme)
    }

    static func split(_ input: String) -> (verb: String, argument: String?) {
        guard let space = input.firstIndex(of: " ") else { return (input, nil) }
        let argument = input[space...].trimmingCharacters(in: .whitespaces)
        return (String(input[..<space]), argument.isEmpty ? nil : argument)
    }
}
