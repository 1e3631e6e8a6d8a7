import Core
import UIComponent

/// The interactive loop: render the top screen, list its commands, read a line, dispatch it.
///
/// `q` quits and `b` goes back on every screen; everything else goes to the screen. End of
/// input quits as `q` does.
@MainActor
public final class InteractiveSession {
    private let navigator: Navigator
    private let options: RenderOptions
    private let io: any TerminalIO

    /// A session that starts on `root`.
    public convenience init(root: any Screen, options: RenderOptions, io: any TerminalIO) {
        self.init(stack: [root], options: options, io: io)
    }

    /// A session that starts with `stack` (root first, never empty), as if each screen had been
    /// opened in turn.
    public init(stack: [any Screen], options: RenderOptions, io: any TerminalIO) {
        navigator = Navigator(stack: stack)
        self.options = options
        self.io = io
    }

    /// The screens on the stack now, root first.
    public var stack: [any Screen] { navigator.stack }

    /// Loads the root and runs until `q` or end of input.
    public func run() async -> AppExitCode {
        let theme = Theme(options)
        for screen in navigator.stack { await screen.load() }
        var notice: String?
        var first = true
        while true {
            // The typed line's newline is echoed by a terminal but not by a pipe: start each
            // later frame on a line of its own either way.
            io.write((first ? "" : "\n") + frame(notice: notice, theme: theme))
            first = false
            notice = nil
            guard let raw = io.readLine() else {
                io.write("\n")
                return .ok
            }
            let line = raw.trimmed()
            switch line {
            case "":
                continue
            case "q", "quit":
                return .ok
            case "b", "back":
                if !navigator.pop() { notice = "Already on the first screen; type `q` to quit." }
            default:
                switch await navigator.top.handle(line) {
                case .stay: break
                case .push(let screen): await navigator.push(screen)
                case .pop: if !navigator.pop() { return .ok }
                case .quit: return .ok
                case .invalid(let message): notice = message
                }
            }
        }
    }

    private func frame(notice: String?, theme: Theme) -> String {
        let width = options.width
        var lines = [theme.apply(.dim, to: String(repeating: "─", count: width))]
        if navigator.stack.count > 1 {
            lines.append(theme.apply(.dim, to: TextLayout.truncate(navigator.breadcrumb, toWidth: width)))
        }
        lines.append(navigator.top.render(options))
        lines.append("")
        if let notice {
            lines += TextLayout.wrap(Sanitizer.singleLine(notice), width: width, hangingAfter: "? ").map { theme.apply(.yellow, to: $0) }
        }
        let help = (navigator.top.commands + [CommandHelp("b", "back"), CommandHelp("q", "quit")])
            .map { "\($0.keys) \($0.summary)" }
            .joined(separator: " · ")
        lines += TextLayout.wrap(help, width: width).map { theme.apply(.dim, to: $0) }
        return lines.joined(separator: "\n") + "\n> "
    }
}
