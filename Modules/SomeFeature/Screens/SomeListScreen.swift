import Core
import UIComponent

/// The list of somes in the current context.
@MainActor
public final class SomeListScreen: Screen {
    public let viewModel: SomeListViewModel
    private var measured: (key: Measure, widths: [Int])?

    public init(viewModel: SomeListViewModel) {
        self.viewModel = viewModel
    }

    public var title: String { viewModel.noun.Many }

    public func load() async { await viewModel.load() }

    public func showKept() async -> Bool { await viewModel.showKept() }

    /// What kept the list from being live and complete: a failure, a cached copy (which wins:
    /// the backend is away), or items that could not be read.
    public var problem: DomainError? {
        if case .failed(let error) = viewModel.state { return error }
        return viewModel.staleSince?.reason ?? viewModel.incompleteness
    }

    public var commands: [CommandHelp] {
        guard viewModel.state == .loaded else { return [CommandHelp("r", "retry")] }
        return [
            CommandHelp("ID", "open"), CommandHelp("d ID", "mark done"),
            CommandHelp("f STATUS|all", "filter"), CommandHelp("/ TEXT", "search"), CommandHelp("r", "refresh"),
        ]
    }

    public var offers: [ScreenOffer] {
        switch viewModel.state {
        case .loading, .failed: return [ScreenOffer(.refresh, "retry")]
        case .empty: return [ScreenOffer(.refresh, "refresh")]
        case .loaded: break
        }
        var offers: [ScreenOffer] = []
        if !viewModel.visibleSomes.isEmpty {
            offers += [ScreenOffer(.open, "open"), .action(SomeActions.done, key: "d", "mark done")]
            // Offered only when something shown links to an other: a backend without links
            // (or a list filtered to none) has no `o`.
            if viewModel.visibleSomes.contains(where: { $0.otherID != nil }) {
                offers.append(.action(SomeActions.other, key: "o", "open the linked other"))
            }
        }
        return offers + [
            ScreenOffer(.search, "search titles", current: viewModel.searchText),
            ScreenOffer(.filter, "filter by status", choices: [SomeWords.allStatuses] + SomeWords.words(declared: viewModel.declaredStates),
                        current: viewModel.statusFilter.map(SomeWords.word) ?? SomeWords.allStatuses),
            ScreenOffer(.refresh, "refresh"),
        ]
    }

    public var message: ScreenMessage? { viewModel.feedback }

    public func perform(_ command: ScreenCommand) async -> ScreenAction {
        switch command {
        case .open(let row):
            return some(at: row).flatMap { viewModel.open($0.id) }.map(ScreenAction.push) ?? .stay
        case .action(SomeActions.done, let row):
            guard let some = some(at: row) else { return .stay }
            await viewModel.complete(some.id)
            return .stay
        case .action(SomeActions.other, let row):
            return some(at: row).flatMap { viewModel.otherScreen(for: $0.id) }.map(ScreenAction.push) ?? .stay
        case .action:
            return .stay
        case .refresh:
            await viewModel.refresh()
            return .stay
        case .search(let text):
            viewModel.searchText = text
            return .stay
        case .filter(let choice):
            return filter(choice)
        }
    }

    public func content(_ options: RenderOptions) -> ScreenContent {
        let theme = Theme(options)
        let width = options.width
        switch viewModel.state {
        case .loading:
            return ScreenContent(header: [SomeStyle.header(title, width: width, theme: theme)],
                                 text: StateView.loading("Loading \(viewModel.noun.many)…", width: width, theme: theme))
        case .failed(let error):
            return ScreenContent(
                header: [SomeStyle.header(title, width: width, theme: theme)],
                text: StateView.error("Could not load the \(viewModel.noun.many): \(error.message)", hint: error.hint, width: width, theme: theme)
            )
        case .empty:
            return ScreenContent(
                header: [SomeStyle.header(title, width: width, theme: theme)] + staleBanner(width: width, theme: theme)
                    + unreadableBanner(width: width, theme: theme),
                text: StateView.empty("Nothing here yet.", hint: "\(viewModel.noun.Many) added to this context will appear here.", width: width, theme: theme)
            )
        case .loaded:
            let header = [SomeStyle.header(summary, width: width, theme: theme)]
                + staleBanner(width: width, theme: theme) + unreadableBanner(width: width, theme: theme)
                + filterLine(width: width, theme: theme) + unrecognisedNote(width: width, theme: theme)
                + queuedNote(options, theme: theme) + [""]
            let visible = viewModel.visibleSomes
            guard !visible.isEmpty else {
                let clear = Suggestion(interactive: "type `f all` and `/` to clear the filter and search", command: "list",
                                       purpose: "see every \(viewModel.noun.one)")
                return ScreenContent(header: header, text: StateView.empty(
                    "No \(viewModel.noun.many) match.", hint: options.text(for: clear), width: width, theme: theme))
            }
            let today = viewModel.clock.today
            let compact = width < 72
            let newIDs = viewModel.newIDs, queuedIDs = viewModel.queuedIDs
            let table = FittedTable(columns: Self.columns(compact: compact), naturalWidths: naturalWidths(today: today, compact: compact), width: width)
            // Say what the width left out, rather than let a column vanish unnoticed.
            let hidden = table.hiddenColumns.map(\.header).filter { !$0.isEmpty }
            let hiddenNote = hidden.isEmpty ? [] : [theme.apply(.dim, to: TextLayout.truncate(
                "\(hidden.joined(separator: ", ")) hidden at \(width) columns", toWidth: width))]
            return ScreenContent(header: header + hiddenNote + table.header(theme: theme), rows: ScreenRows(count: visible.count, id: { visible[$0].id.rawValue }) { row in
                table.line(Self.cells(visible[row], isNew: newIDs.contains(visible[row].id), isQueued: queuedIDs.contains(visible[row].id),
                                      today: today, compact: compact), theme: theme)
            })
        }
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
        let (verb, argument) = Self.split(input)
        switch verb {
        case "r":
            await viewModel.refresh()
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
                viewModel.searchText = String(input.dropFirst()).trimmed()
                return .stay
            }
            guard argument == nil, viewModel.somes.contains(where: { $0.id.rawValue == input }) else {
                return .invalid("“\(Sanitizer.singleLine(input))” is not a command here; type an id to open it, or one of the commands below")
            }
            return viewModel.open(SomeID(input)).map(ScreenAction.push) ?? .stay
        }
    }

    private func filter(_ argument: String?) -> ScreenAction {
        guard let argument, argument.lowercased() != SomeWords.allStatuses else {
            viewModel.statusFilter = nil
            return .stay
        }
        guard let status = SomeWords.status(named: argument, declared: viewModel.declaredStates) else {
            let choices = (SomeWords.words(declared: viewModel.declaredStates) + [SomeWords.allStatuses]).map { "`f \($0)`" }
            return .invalid("unknown status “\(Sanitizer.singleLine(argument))”; type \(choices.dropLast().joined(separator: ", ")) or \(choices.last ?? "")")
        }
        viewModel.statusFilter = status
        return .stay
    }

    private var summary: String {
        let count = viewModel.somes.count
        var text = "\(viewModel.noun.Many) · \(viewModel.noun.count(count))"
        if viewModel.newCount > 0 { text += " · \(viewModel.newCount) new since last visit" }
        return text
    }

    private func staleBanner(width: Int, theme: Theme) -> [String] {
        if let kept = viewModel.refreshingSince {
            let age = RelativeDate.ago(kept, now: viewModel.clock.now)
            return [theme.apply(.dim, to: TextLayout.truncate("Refreshing… showing the list fetched \(age)", toWidth: width))]
        }
        guard let stale = viewModel.staleSince else { return [] }
        let age = RelativeDate.ago(stale.fetchedAt, now: viewModel.clock.now)
        return StateView.error(
            "Offline: showing the list cached \(age). \(stale.reason.message)",
            hint: stale.reason.hint, width: width, theme: theme
        ).enumerated().map { $0.offset == 0 ? theme.apply(.yellow, to: ANSI.stripped($0.element)) : $0.element }
    }

    /// Items the backend sent that could not be read, named: the list is incomplete.
    private func unreadableBanner(width: Int, theme: Theme) -> [String] {
        guard let incomplete = viewModel.incompleteness else { return [] }
        return StateView.error("Incomplete: \(incomplete.message)", hint: incomplete.hint, width: width, theme: theme)
    }

    /// Says what the mark after a status means, when a visible some has one this build does not know.
    private func unrecognisedNote(width: Int, theme: Theme) -> [String] {
        let words = Set(viewModel.visibleSomes.lazy.map(\.status).filter { !$0.isRecognised }.map(SomeWords.word))
        guard !words.isEmpty else { return [] }
        let list = words.sorted().prefix(3).map { "“\(Sanitizer.singleLine($0))”" }.joined(separator: ", ")
        let text = "\(SomeStyle.unrecognisedMark) marks a status this version does not know, shown as sent: \(list)"
        return TextLayout.wrap(TextLayout.truncate(text, toWidth: width * 3), width: width).map { theme.apply(.dim, to: $0) }
    }

    /// Says what the queued mark means, and how to send it, when a visible some has one.
    private func queuedNote(_ options: RenderOptions, theme: Theme) -> [String] {
        let queued = viewModel.queuedIDs
        guard !queued.isEmpty, viewModel.visibleSomes.contains(where: { queued.contains($0.id) }) else { return [] }
        let send = Suggestion(interactive: "type `r` to send it when the backend is back", command: "sync", purpose: "send it")
        let text = "\(SomeStyle.queuedWord(compact: options.width < 72)) marks one done while the backend was away, not sent yet"
            + (options.text(for: send).map { "; \($0)" } ?? "")
        return TextLayout.wrap(text, width: options.width).map { theme.apply(.dim, to: $0) }
    }

    private func filterLine(width: Int, theme: Theme) -> [String] {
        var parts: [String] = []
        if let status = viewModel.statusFilter { parts.append("status \(SomeWords.word(status))") }
        let search = viewModel.searchText.trimmed()
        if !search.isEmpty { parts.append("title contains “\(Sanitizer.singleLine(search))”") }
        guard !parts.isEmpty else { return [] }
        let text = "Showing \(viewModel.visibleSomes.count) of \(viewModel.somes.count): " + parts.joined(separator: ", ")
        return TextLayout.wrap(text, width: width).map { theme.apply(.dim, to: $0) }
    }

    private func some(at row: Int?) -> Some? {
        guard let row, viewModel.visibleSomes.indices.contains(row) else { return nil }
        return viewModel.visibleSomes[row]
    }

    /// The widest cell of each column over every visible some, measured once per change of the
    /// list (or of the day, or of compactness) rather than once per frame.
    private func naturalWidths(today: CalendarDate, compact: Bool) -> [Int] {
        let key = Measure(revision: viewModel.revision, today: today, compact: compact)
        if let measured, measured.key == key { return measured.widths }
        let newIDs = viewModel.newIDs, queuedIDs = viewModel.queuedIDs
        let widths = Table.naturalWidths(
            columns: Self.columns(compact: compact),
            rows: viewModel.visibleSomes.lazy.map {
                Self.cells($0, isNew: newIDs.contains($0.id), isQueued: queuedIDs.contains($0.id), today: today, compact: compact)
            }
        )
        measured = (key, widths)
        return widths
    }

    private struct Measure: Equatable {
        var revision: Int
        var today: CalendarDate
        var compact: Bool
    }

    // Narrow terminals lose the assignee (last column) before titles become unreadable.
    private static func columns(compact: Bool) -> [Table.Column] {
        [
            Table.Column("", minWidth: 1), Table.Column("ID", minWidth: 2), Table.Column("STATUS", minWidth: 6),
            Table.Column("TITLE", minWidth: 12, flexible: true), Table.Column("DUE", minWidth: compact ? 8 : 10),
            Table.Column("ASSIGNEE", minWidth: 8, flexible: true),
        ]
    }

    private static func cells(_ some: Some, isNew: Bool, isQueued: Bool, today: CalendarDate, compact: Bool) -> [Table.Cell] {
        [
            isNew ? Table.Cell("●", style: .cyan) : Table.Cell(""),
            Table.Cell(some.id.rawValue),
            isQueued && some.status == .done ? SomeStyle.queuedCell(compact: compact) : SomeStyle.statusCell(some.status, compact: compact),
            Table.Cell(some.title, style: some.status == .done ? .dim : nil),
            SomeStyle.due(some, today: today, compact: compact),
            Table.Cell(some.assignee ?? SomeWords.noAssignee, style: some.assignee == nil ? .dim : nil),
        ]
    }

    static func split(_ input: String) -> (verb: String, argument: String?) {
        guard let space = input.firstIndex(of: " ") else { return (input, nil) }
        let argument = input[space...].trimmed()
        return (String(input[..<space]), argument.isEmpty ? nil : argument)
    }
}
