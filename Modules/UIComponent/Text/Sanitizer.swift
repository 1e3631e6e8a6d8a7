/// Makes untrusted text (titles, names and messages from a server) safe to print.
///
/// Removes whole escape sequences, lone ESC, C0 and C1 control characters, DEL, and the bidi
/// override/embedding/isolate controls used for "Trojan source" spoofing. Keeps what real text
/// needs: ZWJ and variation selectors (emoji sequences), right-to-left letters, combining marks.
public enum Sanitizer {
    /// `text` as one line: line breaks and tabs become spaces, whitespace runs collapse to one
    /// space, and the ends are trimmed.
    public static func singleLine(_ text: String) -> String {
        if isCleanASCIILine(text) { return text }
        var line = LineBuilder()
        for scalar in ANSI.stripped(text).unicodeScalars {
            switch kind(of: scalar) {
            case .text: line.append(scalar)
            case .space, .lineBreak: line.appendSpace()
            case .removed: continue
            }
        }
        return line.text
    }

    /// `text` with its line breaks kept as `\n` (CRLF and CR included) and each line cleaned as
    /// by ``singleLine(_:)``; blank lines at the ends are dropped and runs of blank lines
    /// collapse to one.
    public static func multiLine(_ text: String) -> String {
        var lines: [String] = []
        var line = LineBuilder()
        var afterCarriageReturn = false
        for scalar in ANSI.stripped(text).unicodeScalars {
            let isLineFeedAfterCR = afterCarriageReturn && scalar == "\n"
            afterCarriageReturn = scalar == "\r"
            if isLineFeedAfterCR { continue }
            switch kind(of: scalar) {
            case .text: line.append(scalar)
            case .space: line.appendSpace()
            case .lineBreak:
                lines.append(line.text)
                line = LineBuilder()
            case .removed: continue
            }
        }
        lines.append(line.text)
        return joinCollapsingBlankLines(lines)
    }

    /// Printable ASCII, no space at either end and none doubled: already what ``singleLine(_:)``
    /// makes of it, as most titles and names are. Checked on bytes, without Unicode lookups.
    private static func isCleanASCIILine(_ text: String) -> Bool {
        var previous: UInt8 = 0x20
        for byte in text.utf8 {
            guard (0x20..<0x7F).contains(byte), !(byte == 0x20 && previous == 0x20) else { return false }
            previous = byte
        }
        return previous != 0x20
    }

    private static func joinCollapsingBlankLines(_ lines: [String]) -> String {
        var kept: [String] = []
        for line in lines where !(line.isEmpty && (kept.last?.isEmpty ?? true)) {
            kept.append(line)
        }
        if kept.last?.isEmpty == true { kept.removeLast() }
        return kept.joined(separator: "\n")
    }

    private enum Kind {
        case text, space, lineBreak, removed
    }

    private static func kind(of scalar: Unicode.Scalar) -> Kind {
        switch scalar.value {
        case 0x0A, 0x0D, 0x85, 0x2028, 0x2029:
            return .lineBreak
        case 0x09, 0x0B, 0x0C, 0x20:
            return .space
        case 0x00...0x1F, 0x7F...0x9F:
            return .removed
        case 0x21...0x7E:
            return .text
        case 0x202A...0x202E, 0x2066...0x2069:
            return .removed
        default:
            return scalar.properties.isWhitespace ? .space : .text
        }
    }
}

/// Accumulates one cleaned line: spaces are held back until more text follows, so runs
/// collapse and neither end carries whitespace.
private struct LineBuilder {
    private var scalars = String.UnicodeScalarView()
    private var pendingSpace = false

    var text: String { String(scalars) }

    mutating func append(_ scalar: Unicode.Scalar) {
        if pendingSpace { scalars.append(" ") }
        pendingSpace = false
        scalars.append(scalar)
    }

    mutating func appendSpace() {
        pendingSpace = !scalars.isEmpty
    }
}
