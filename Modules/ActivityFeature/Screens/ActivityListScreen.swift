import FoundationEssentials
import Core
import UIComponent

/// A context's activity, or one some's, newest first: one row per entry with its kind, who,
/// what, and when.
@MainActor
public final class ActivityListScreen: Screen {
    public let viewModel: ActivityListViewModel

    public init(viewModel: ActivityListViewModel) {
        self.viewModel = viewModel
    }

    public var title: String {
        viewModel.someID.map { Sanitizer.singleLine("Activity of some \($0)") } ?? "Activity"
    }

    public func load() async { await viewModel.load() }

    public var problem: DomainError? { viewModel.problem }

    public var commands: [CommandHelp] { [CommandHelp("r", "refresh")] }

    public var offers: [ScreenOffer] { [ScreenOffer(.refresh, "refresh")] }

    public func perform(_ command: ScreenCommand) async -> ScreenAction {
        if command == .refresh { await viewModel.load() }
        return .stay
    }

    public func handle(_ input: String) async -> ScreenAction {
        guard input == "r" else {
            return .invalid("“\(Sanitizer.singleLine(input))” is not a command here; type `r` to refresh or `b` to go back")
        }
        await viewModel.load()
        return .stay
    }

    public func content(_ options: RenderOptions) -> ScreenContent {
        let theme = Theme(options)
        let width = options.width
        var header = [theme.apply(.bold, to: TextLayout.truncate(headline, toWidth: width))]
        switch viewModel.state {
        case .loading:
            // No count yet: there is nothing to count until the activity has loaded.
            let header = [theme.apply(.bold, to: TextLayout.truncate(title, toWidth: width))]
            return ScreenContent(header: header, text: StateView.loading("Loading the activity…", width: width, theme: theme))
        case .failed(let error):
            // Not "0 entries": how many there are is what could not be found out.
            let header = [theme.apply(.bold, to: TextLayout.truncate(title, toWidth: width))]
            return ScreenContent(header: header, text: StateView.error("Could not load the activity: \(error.message)",
                                                                       hint: error.hint, width: width, theme: theme))
        case .empty:
            header += banners(width: width, theme: theme)
            let what = viewModel.someID.map { "Nothing has happened to some \($0) yet." } ?? "Nothing has happened here yet."
            return ScreenContent(header: header, text: StateView.empty(what, hint: nil, width: width, theme: theme))
        case .loaded:
            header += banners(width: width, theme: theme)
            let entries = viewModel.entries
            let now = viewModel.clock.now
            return ScreenContent(header: header, rows: ScreenRows(count: entries.count) { index in
                ActivityRow.render(entries[index], now: now, width: width, theme: theme)
            })
        }
    }

    private var headline: String {
        let count = viewModel.entries.count
        return "\(title) · \(count) \(count == 1 ? "entry" : "entries")"
    }

    /// Says when the list is a cached copy, or when entries were left out.
    private func banners(width: Int, theme: Theme) -> [String] {
        var lines: [String] = []
        if case .stale(let fetchedAt, let reason) = viewModel.freshness {
            let age = RelativeDate.ago(fetchedAt, now: viewModel.clock.now)
            lines += StateView.error("Offline: showing the activity as cached \(age). \(reason.message)", hint: reason.hint,
                                     width: width, theme: theme)
        }
        if let incomplete = viewModel.incompleteness {
            lines += StateView.error("Incomplete: \(incomplete.message)", hint: nil, width: width, theme: theme)
        }
        return lines
    }
}

/// One entry in one line: `[comment] 山田 on some 4: needs a second coat · 3 h ago`.
enum ActivityRow {
    /// The most columns a kind's name takes in its badge: a kind a backend makes up may be long.
    static let maxKindWidth = 14
    /// The fewest columns left for who and what before the date gives way to them.
    static let minTextWidth = 8

    static func render(_ entry: ActivityEntry, now: Date, width: Int, theme: Theme) -> String {
        let kind = TextLayout.truncate(Sanitizer.singleLine(entry.kind.name), toWidth: maxKindWidth)
        let badge = Badge(kind + (entry.kind.isRecognised ? "" : "?"), tone: tone(entry.kind))
        let about = entry.someID.map { " on some \(Sanitizer.singleLine($0.rawValue))" } ?? ""
        let when = " · " + RelativeDate.ago(entry.at, now: now)
        let text = "\(Sanitizer.singleLine(entry.author))\(about): \(Sanitizer.singleLine(entry.text))"
        // Every line fits the width: on a narrow terminal the date goes before the text does.
        let room = width - badge.width - 1 - when.displayWidth
        guard room >= minTextWidth else {
            return badge.render(theme) + " " + TextLayout.truncate(text, toWidth: max(1, width - badge.width - 1))
        }
        return badge.render(theme) + " " + TextLayout.truncate(text, toWidth: room) + theme.apply(.dim, to: when)
    }

    static func tone(_ kind: ActivityKind) -> Badge.Tone {
        switch kind {
        case .comment: .info
        case .status: .success
        case .created: .warning
        case .unrecognised: .neutral
        }
    }
}
