import AppShell
import Core

/// The apps' host of the full-screen UI: what the run could not keep on disk (``RunWarnings``)
/// shows in the status line as it happens, since standard error is not on screen while the UI
/// owns the terminal. It adds no keys and changes no screen.
@MainActor
final class WarningsHost: FullScreenHost {
    private let warnings: RunWarnings
    private var shown = 0
    let color: Bool

    init(warnings: RunWarnings, color: Bool) {
        self.warnings = warnings
        self.color = color
    }

    var keys: [HostKey] { [] }
    var layoutWidth: Int? { nil }
    var footer: String? { nil }

    func handle(_ key: Character, stack: [any Screen]) -> HostChange? { nil }

    func tick(stack: [any Screen]) -> HostChange? {
        let said = warnings.said
        guard said.count > shown else { return nil }
        let new = said[shown...]
        shown = said.count
        // Several at once: the first, and how many more stderr will list when the UI ends.
        guard let first = new.first else { return nil }
        let more = new.count > 1 ? " (and \(new.count - 1) more, listed when you quit)" : ""
        return HostChange(message: ScreenMessage(.warning, first.message + more, hint: first.hint))
    }
}
