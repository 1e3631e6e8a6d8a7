/// The lines a screen shows instead of content: nothing to show, something failed, or loading.
///
/// Messages and hints are untrusted: they are sanitised (line breaks kept) and wrapped so
/// every line fits `width`, continuation lines indented under the text.
public enum StateView {
    /// `∅ message`, then the hint dimmed and indented: there is nothing to show.
    public static func empty(_ message: String, hint: String?, width: Int, theme: Theme) -> [String] {
        block("∅ ", message, style: nil, width: width, theme: theme)
            + block("  ", hint, style: .dim, width: width, theme: theme)
    }

    /// `✗ message` in red, then `  → hint` saying what to do: something failed.
    public static func error(_ message: String, hint: String?, width: Int, theme: Theme) -> [String] {
        block("✗ ", message, style: .red, width: width, theme: theme)
            + block("  → ", hint, style: nil, width: width, theme: theme)
    }

    /// `! message` in yellow, then `  → hint`: something went wrong that the work went on
    /// without (a cache that could not be written), the mark a screen's warning has.
    public static func warning(_ message: String, hint: String?, width: Int, theme: Theme) -> [String] {
        block("! ", message, style: .yellow, width: width, theme: theme)
            + block("  → ", hint, style: nil, width: width, theme: theme)
    }

    /// `… label`, dimmed: work is in progress.
    public static func loading(_ label: String, width: Int, theme: Theme) -> [String] {
        block("… ", label, style: .dim, width: width, theme: theme)
    }

    /// `text` sanitised and wrapped after `prefix`; no lines when there is no text.
    private static func block(_ prefix: String, _ text: String?, style: Style?, width: Int, theme: Theme) -> [String] {
        guard let text else { return [] }
        let clean = Sanitizer.multiLine(text)
        guard !clean.isEmpty else { return [] }
        return TextLayout.wrap(clean, width: width, hangingAfter: prefix).map { line in
            style.map { theme.apply($0, to: line) } ?? line
        }
    }
}
