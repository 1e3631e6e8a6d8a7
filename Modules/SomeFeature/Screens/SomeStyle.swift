import Core
import UIComponent

/// How SomeFeature draws the small things every screen of it shares.
enum SomeStyle {
    static func badge(_ status: SomeStatus) -> Badge {
        switch status {
        case .open: Badge(SomeWords.word(status), tone: .info)
        case .inProgress: Badge(SomeWords.word(status), tone: .warning)
        case .done: Badge(SomeWords.word(status), tone: .success)
        case .declared: Badge(TextLayout.truncate(Sanitizer.singleLine(SomeWords.word(status)), toWidth: 16), tone: .neutral)
        // Shown as sent, marked: a newer backend's status is news, not an error.
        case .unrecognised(let word): Badge(TextLayout.truncate(Sanitizer.singleLine(word), toWidth: 16) + unrecognisedMark, tone: .neutral)
        }
    }

    /// What follows a status this build does not know, in badges and in the list's note.
    static let unrecognisedMark = "?"

    /// The status badge as a table cell, coloured by status; with `compact`, a short word that
    /// fits the narrow column whole (`open`, `doing`, `done`, `block?`) instead of a badge cut
    /// mid-word.
    static func statusCell(_ status: SomeStatus, compact: Bool) -> Table.Cell {
        guard compact else { return statusCell(status) }
        let (text, style): (String, Style) = switch status {
        case .open: (SomeWords.short(status), .cyan)
        case .inProgress: (SomeWords.short(status), .yellow)
        case .done: (SomeWords.short(status), .green)
        case .declared: (Sanitizer.singleLine(SomeWords.short(status)), .blue)
        case .unrecognised(let word): (String(Sanitizer.singleLine(word).prefix(5)) + unrecognisedMark, .magenta)
        }
        return Table.Cell(text, style: style)
    }

    /// The status of a some marked done while the backend was away, not sent yet: `[queued]`
    /// (`queued` when `compact`).
    static func queuedCell(compact: Bool) -> Table.Cell {
        Table.Cell(queuedWord(compact: compact), style: .yellow)
    }

    /// `[queued]`, or `queued` in a narrow list.
    static func queuedWord(compact: Bool) -> String {
        compact ? "queued" : Badge("queued", tone: .warning).plainText
    }

    /// The status badge as a table cell, coloured by status.
    static func statusCell(_ status: SomeStatus) -> Table.Cell {
        let style: Style = switch status {
        case .open: .cyan
        case .inProgress: .yellow
        case .done: .green
        case .declared: .blue
        case .unrecognised: .magenta
        }
        return Table.Cell(badge(status).plainText, style: style)
    }

    /// "due in 3 days" for open work ("in 3d" when `compact`); the plain date once it is done.
    static func due(_ some: Some, today: CalendarDate, compact: Bool = false) -> Table.Cell {
        guard let due = some.dueDate else { return Table.Cell(SomeWords.noDueDate, style: .dim) }
        if some.status == .done {
            // Done work keeps its date; narrow columns drop the year ("11-15").
            return Table.Cell(compact ? String(due.description.dropFirst(5)) : due.description, style: .dim)
        }
        let overdue = due < today
        let text = compact ? RelativeDate.dueCompact(due, today: today) : RelativeDate.due(due, today: today)
        return Table.Cell(text, style: overdue ? .red : nil)
    }

    /// The title line of a screen, in bold, cut to the width.
    static func header(_ text: String, width: Int, theme: Theme) -> String {
        theme.apply(.bold, to: TextLayout.truncate(Sanitizer.singleLine(text), toWidth: width))
    }

    /// A message after an action, wrapped to the width.
    static func feedback(_ feedback: Feedback, options: RenderOptions) -> [String] {
        let width = options.width, theme = Theme(options)
        let hint = feedback.hint(for: options)
        switch feedback.tone {
        case .failure:
            return StateView.error(feedback.text, hint: hint, width: width, theme: theme)
        case .info, .success, .warning:
            let (mark, style): (String, Style) = switch feedback.tone {
            case .success: ("✓", .green)
            case .warning: ("!", .yellow)
            default: ("i", .cyan)
            }
            var lines = TextLayout.wrap(Sanitizer.singleLine(feedback.text), width: width, hangingAfter: "\(mark) ")
                .map { theme.apply(style, to: $0) }
            if let hint {
                lines += TextLayout.wrap(Sanitizer.singleLine(hint), width: width, hangingAfter: "  → ")
                    .map { theme.apply(.dim, to: $0) }
            }
            return lines
        }
    }
}
