import AppShell
import Core

/// Holds loads back until a test opens it: how a test stands in the loading state without
/// sleeping.
@MainActor
final class Gate {
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private(set) var isOpen = false

    func wait() async {
        guard !isOpen else { return }
        await withCheckedContinuation { waiting.append($0) }
    }

    func open() {
        isOpen = true
        waiting.forEach { $0.resume() }
        waiting = []
    }
}

/// Rows "row 1" … "row N" under a two-line header: opens a text screen per row, completes rows,
/// searches by digits. Loads wait for `gate` when there is one.
@MainActor
final class NumberListScreen: Screen {
    let title: String
    let count: Int
    let gate: Gate?
    let childGate: Gate?
    private(set) var loads = 0
    private var loaded = false
    private var search = ""
    private var completed: Set<Int> = []
    private(set) var message: ScreenMessage?

    init(_ title: String = "Numbers", count: Int, gate: Gate? = nil, childGate: Gate? = nil) {
        self.title = title
        self.count = count
        self.gate = gate
        self.childGate = childGate
    }

    private var visible: [Int] { (1...max(count, 1)).filter { search.isEmpty || String($0).contains(search) } }

    func load() async {
        loads += 1
        await gate?.wait()
        loaded = true
    }

    func content(_ options: RenderOptions) -> ScreenContent {
        guard loaded else { return ScreenContent(header: [title], text: ["… loading"]) }
        let rows = visible
        let completed = completed
        return ScreenContent(header: ["\(title) · \(count) rows", "N"], rows: ScreenRows(count: rows.count) { index in
            "row \(rows[index])" + (completed.contains(rows[index]) ? " (done)" : "")
        })
    }

    var offers: [ScreenOffer] {
        [ScreenOffer(.open, "open"), .action("done", key: "d", "mark done"), ScreenOffer(.search, "search", current: search),
         ScreenOffer(.refresh, "refresh")]
    }

    func perform(_ command: ScreenCommand) async -> ScreenAction {
        switch command {
        case .open(let row):
            return .push(TextScreen("Row \(visible[row])", lines: 3, gate: childGate))
        case .action("done", let row?):
            completed.insert(visible[row])
            message = ScreenMessage(.success, "Marked row \(visible[row]) done.")
            return .stay
        case .search(let text):
            search = text
            return .stay
        case .refresh:
            await load()
            return .stay
        case .action, .filter:
            return .stay
        }
    }

    var commands: [CommandHelp] { [] }
    func handle(_ input: String) async -> ScreenAction { .stay }
}

/// A screen of text lines and nothing to select.
@MainActor
final class TextScreen: Screen {
    let title: String
    let lines: Int
    let gate: Gate?

    init(_ title: String, lines: Int, gate: Gate? = nil) {
        self.title = title
        self.lines = lines
        self.gate = gate
    }

    func load() async { await gate?.wait() }

    func content(_ options: RenderOptions) -> ScreenContent {
        ScreenContent(header: [title], text: (1...lines).map { "line \($0) of \(title)" })
    }

    var commands: [CommandHelp] { [] }
    func handle(_ input: String) async -> ScreenAction { .stay }
}

/// A list that kept `kept` from a last visit and loads `live` once `gate` opens: rows keyed by
/// their text, so a selection can follow its row. With `failing`, the load fails instead and
/// the kept rows stay, marked.
@MainActor
final class KeptListScreen: Screen {
    let title = "Kept"
    private let kept: [String]?
    private let live: [String]
    private let gate: Gate
    private let failing: Bool
    private var rows: [String] = []
    private var note = "… loading"
    private(set) var keptAsked = 0

    init(kept: [String]?, live: [String], gate: Gate, failing: Bool = false) {
        self.kept = kept
        self.live = live
        self.gate = gate
        self.failing = failing
    }

    func showKept() async -> Bool {
        keptAsked += 1
        guard let kept else { return false }
        rows = kept
        note = "refreshing, kept 5 min ago"
        return true
    }

    func load() async {
        await gate.wait()
        if failing {
            note = rows.isEmpty ? "could not load" : "offline: the copy kept 5 min ago"
        } else {
            rows = live
            note = "live"
        }
    }

    func content(_ options: RenderOptions) -> ScreenContent {
        let rows = rows
        return ScreenContent(header: ["\(title) · \(note)"], rows: ScreenRows(count: rows.count, id: { rows[$0] }) { rows[$0] })
    }

    var offers: [ScreenOffer] { [ScreenOffer(.refresh, "refresh")] }
    var commands: [CommandHelp] { [] }
    func handle(_ input: String) async -> ScreenAction { .stay }
}
