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
        guard said.count > shown, let latest = said.last else { return nil }
        shown = said.count
        return HostChange(message: ScreenMessage(.warning, latest.message, hint: latest.hint))
    }
}
