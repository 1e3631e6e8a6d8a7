/// A text style the design system uses; ``Theme`` turns it into ANSI SGR codes when colour is on.
public enum Style: Sendable, Hashable, CaseIterable {
    /// Bold: headers, titles.
    case bold
    /// Faint: secondary information, hints, rules.
    case dim
    /// Underlined: the thing to type.
    case underline
    /// Red: errors, overdue.
    case red
    /// Green: success, done.
    case green
    /// Yellow: warnings, in progress, stale data.
    case yellow
    /// Blue: links and references.
    case blue
    /// Magenta: highlights.
    case magenta
    /// Cyan: information.
    case cyan
    /// Bold red: failures that need attention.
    case boldRed
    /// Bold green: a completed action.
    case boldGreen
    /// Bold yellow: an important warning.
    case boldYellow

    /// The SGR parameters, as written between `ESC [` and `m`.
    var sgrParameters: String {
        switch self {
        case .bold: "1"
        case .dim: "2"
        case .underline: "4"
        case .red: "31"
        case .green: "32"
        case .yellow: "33"
        case .blue: "34"
        case .magenta: "35"
        case .cyan: "36"
        case .boldRed: "1;31"
        case .boldGreen: "1;32"
        case .boldYellow: "1;33"
        }
    }
}
