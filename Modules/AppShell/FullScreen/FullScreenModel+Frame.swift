import Core
import UIComponent

extension FullScreenModel {
    /// Columns left of the rows: room for the selection mark.
    static let gutter = 2
    /// The spinner's frames, one per tick.
    static let spinner = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// The frame to show: one line per terminal row, each fitting the width.
    ///
    /// From the top: the title bar (where one is, and the position in the list), the screen's
    /// header, the rows in the viewport (the selected one marked `›`, and in reverse video when
    /// colour is on), the status line, the keys. Only the rows on screen are drawn.
    func frame() -> [String] {
        let width = size.columns, height = size.rows
        guard width > 0, height > 0 else { return [] }
        let color = self.color
        let theme = Theme(color: color)
        // A host may ask for a narrower layout than the terminal (the sandbox's width setting).
        let room = min(width - Self.gutter, host?.layoutWidth ?? .max)
        let options = RenderOptions(width: room, color: color)
        let content = top.screen.content(options)
        // The content is laid out for at least RenderOptions.minimumWidth: cut it on narrower terminals.
        let cut: (String) -> String = options.width <= room ? { $0 } : { Self.cut($0, to: room) }

        let hostFooter = height >= 6 ? host?.footer : nil
        let titleRows = height >= 2 ? 1 : 0
        let footerRows = (height >= 4 ? 2 : (height >= 3 ? 1 : 0)) + (hostFooter == nil ? 0 : 1)
        let headerRows = min(content.header.count, max(0, height - titleRows - footerRows - 1))
        let bodyRows = height - titleRows - footerRows - headerRows
        stack[stack.count - 1].viewport.update(count: content.rows.count, height: bodyRows, selectable: content.rows.isSelectable)
        stack[stack.count - 1].viewport.follow(content.rows)
        let viewport = top.viewport

        var lines: [String] = []
        if titleRows > 0 { lines.append(titleBar(viewport, width: width, theme: theme)) }
        lines += content.header.prefix(headerRows).map { "  " + cut($0) }
        for row in viewport.visible {
            let text = cut(content.rows[row])
            if row == viewport.selection {
                lines.append(color
                    ? ControlSequence.reverse + "› " + TextLayout.pad(ANSI.stripped(text), toWidth: room) + ControlSequence.reset
                    : "› " + text)
            } else {
                lines.append("  " + text)
            }
        }
        lines += Array(repeating: "", count: titleRows + headerRows + bodyRows - lines.count)
        if mode == .help {
            let help = KeyBindings.help(offers: top.screen.offers, selectable: content.rows.isSelectable, canGoBack: stack.count > 1)
                + (host?.keys ?? []).map { (keys: String($0.key), summary: $0.summary) }
            overlay(help, on: &lines, from: titleRows, width: width, theme: theme)
        }
        if let hostFooter {
            lines.append(theme.apply(.dim, to: TextLayout.truncate(Sanitizer.singleLine(hostFooter), toWidth: width)))
        }
        if footerRows > 0 { lines.append(statusLine(width: width, theme: theme)) }
        if footerRows - (hostFooter == nil ? 0 : 1) > 1 { lines.append(keyLine(content.rows, viewport: viewport, width: width, theme: theme)) }
        return lines
    }

    /// "Somes › Some 12" on the left, "12/1000" on the right.
    private func titleBar(_ viewport: Viewport, width: Int, theme: Theme) -> String {
        let trail: String
        if let selection = viewport.selection {
            trail = "\(selection + 1)/\(viewport.count)"
        } else if viewport.count > viewport.height {
            trail = "\(viewport.visible.lowerBound + 1)–\(viewport.visible.upperBound) of \(viewport.count) lines"
        } else {
            trail = ""
        }
        let crumbs = Sanitizer.singleLine(stack.map(\.screen.title).joined(separator: " › "))
        let room = trail.isEmpty ? width : max(0, width - trail.displayWidth - 1)
        let left = TextLayout.truncate(crumbs, toWidth: room)
        guard !trail.isEmpty, room > 0 else { return theme.apply(.bold, to: left) }
        let gap = String(repeating: " ", count: width - left.displayWidth - trail.displayWidth)
        return theme.apply(.bold, to: left) + gap + theme.apply(.dim, to: trail)
    }

    /// The search being typed, the spinner, or the last word from a screen or the shell.
    private func statusLine(width: Int, theme: Theme) -> String {
        if case .search(let text, _) = mode {
            let tail = "  ⏎ keep · Esc undo"
            let typed = Sanitizer.singleLine(text)
            let room = max(0, width - 3 - tail.displayWidth)
            let shown = typed.displayWidth <= room ? typed : "…" + String(typed.suffix(max(0, room - 1)))
            return Self.cut("/ " + shown + "▏", to: width - tail.displayWidth) + theme.apply(.dim, to: tail)
        }
        if let busy {
            let spinner = Self.spinner[busy.frame % Self.spinner.count]
            return theme.apply(.cyan, to: spinner) + " " + TextLayout.truncate(Sanitizer.singleLine(busy.label), toWidth: max(0, width - 2))
        }
        switch status {
        case nil:
            return ""
        case .notice(let text)?:
            return theme.apply(.yellow, to: TextLayout.truncate("› " + Sanitizer.singleLine(text), toWidth: width))
        case .message(let message)?:
            let (mark, style): (String, Style) = switch message.tone {
            case .success: ("✓", .green)
            case .warning: ("!", .yellow)
            case .failure: ("✗", .red)
            case .info: ("i", .cyan)
            }
            let text = TextLayout.truncate("\(mark) " + Sanitizer.singleLine(message.text), toWidth: width)
            guard let hint = message.hint, text.displayWidth + 4 < width else { return theme.apply(style, to: text) }
            let rest = TextLayout.truncate(" → " + Sanitizer.singleLine(hint), toWidth: width - text.displayWidth)
            return theme.apply(style, to: text) + theme.apply(.dim, to: rest)
        }
    }

    /// The keys that work here, most useful first; `? keys` and `q quit` always stay in view.
    private func keyLine(_ rows: ScreenRows, viewport: Viewport, width: Int, theme: Theme) -> String {
        var items: [(String, String)] = []
        if rows.isSelectable || rows.count > viewport.height { items.append(("↑↓", rows.isSelectable ? "move" : "scroll")) }
        items += KeyBindings.reachable(top.screen.offers).map { (KeyBindings.keyName($0), KeyBindings.shortName($0)) }
        if stack.count > 1 { items.append(("b", "back")) }
        let tail: [(String, String)] = [("?", "keys"), ("q", "quit")]
        let measure: ([(String, String)]) -> Int = { list in
            list.reduce(0) { $0 + $1.0.displayWidth + 1 + $1.1.displayWidth } + max(0, list.count - 1) * 2
        }
        while !items.isEmpty && measure(items + tail) > width { items.removeLast() }
        let all = items + tail
        guard measure(all) <= width else { return Self.cut("? keys  q quit", to: width) }
        return all.map { theme.apply(.bold, to: $0.0) + " " + theme.apply(.dim, to: $0.1) }.joined(separator: "  ")
    }

    /// The key list, boxed, over the lines from `start` on.
    private func overlay(_ entries: [(keys: String, summary: String)], on lines: inout [String], from start: Int, width: Int, theme: Theme) {
        let keyWidth = entries.map(\.keys.displayWidth).max() ?? 0
        let body = entries.map { TextLayout.pad($0.keys, toWidth: keyWidth) + "   " + $0.summary }
        let title = " Keys: \(Sanitizer.singleLine(top.screen.title)) "
        let inner = min(max(0, width - 4), max(body.map(\.displayWidth).max() ?? 0, title.displayWidth + 2))
        guard inner > 0 else { return }
        let left = String(repeating: " ", count: max(0, (width - inner - 4) / 2))
        let boxed = ["╭─" + TextLayout.truncate(title, toWidth: inner) + String(repeating: "─", count: max(0, inner - title.displayWidth)) + "─╮"]
            + body.map { "│ " + TextLayout.pad(TextLayout.truncate($0, toWidth: inner), toWidth: inner) + " │" }
            + ["╰" + String(repeating: "─", count: inner + 2) + "╯"]
        for (offset, line) in boxed.enumerated() where start + offset < lines.count {
            lines[start + offset] = left + (offset == 0 || offset == boxed.count - 1 ? theme.apply(.bold, to: line) : line)
        }
    }

    /// `line` cut to `width` columns; styles are dropped when it has to be cut.
    static func cut(_ line: String, to width: Int) -> String {
        line.visibleWidth <= width ? line : TextLayout.truncate(ANSI.stripped(line), toWidth: max(0, width))
    }
}
