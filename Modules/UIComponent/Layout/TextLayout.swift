/// Fitting plain (unstyled) text into terminal columns by display width, never splitting a
/// grapheme cluster.
public enum TextLayout {
    /// `text` if it fits in `width` columns; otherwise its longest prefix of whole characters
    /// that fits together with `ellipsis`, followed by `ellipsis`.
    ///
    /// The result never exceeds `width`: a wide character that would overflow is dropped, so
    /// the result may be a column short. `width <= 0` gives `""`; when even the ellipsis does
    /// not fit, as much of the ellipsis as fits is returned.
    public static func truncate(_ text: String, toWidth width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        if text.displayWidth <= width { return text }
        let ellipsisWidth = ellipsis.displayWidth
        guard ellipsisWidth <= width else { return prefix(of: ellipsis, fitting: width) }
        return prefix(of: text, fitting: width - ellipsisWidth) + ellipsis
    }

    /// `text` truncated to `width` if needed, then padded with spaces to exactly `width` columns.
    public static func pad(_ text: String, toWidth width: Int, alignment: Alignment = .left) -> String {
        guard width > 0 else { return "" }
        let fitted = truncate(text, toWidth: width)
        let padding = String(repeating: " ", count: max(0, width - fitted.displayWidth))
        switch alignment {
        case .left: return fitted + padding
        case .right: return padding + fitted
        }
    }

    /// `text` broken into lines of at most `width` columns.
    ///
    /// Greedy, on spaces (runs of spaces count as one); each `\n` starts a new paragraph; a word
    /// wider than `width` is broken between grapheme clusters, and a single character wider
    /// than `width` is left out. The empty string gives `[""]`.
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [""] }
        var lines: [String] = []
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            lines += wrapParagraph(paragraph, width: width)
        }
        return lines
    }

    /// The longest prefix of whole characters of `text` at most `width` columns wide.
    static func prefix(of text: some StringProtocol, fitting width: Int) -> String {
        var result = ""
        var used = 0
        for character in text {
            let characterWidth = character.displayWidth
            if used + characterWidth > width { break }
            result.append(character)
            used += characterWidth
        }
        return result
    }

    private static func wrapParagraph(_ paragraph: Substring, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in paragraph.split(separator: " ") {
            let wordWidth = word.displayWidth
            if !line.isEmpty, lineWidth + 1 + wordWidth <= width {
                line += " " + word
                lineWidth += 1 + wordWidth
                continue
            }
            var pieces = breakWord(word, width: width)
            if pieces == [""] { continue } // nothing in the word fits at all
            if !line.isEmpty { lines.append(line) }
            line = pieces.removeLast()
            lineWidth = line.displayWidth
            lines += pieces
        }
        lines.append(line)
        return lines
    }

    /// `word` in pieces of at most `width` columns; never empty (the last piece may be `""`).
    private static func breakWord(_ word: Substring, width: Int) -> [String] {
        var pieces: [String] = []
        var piece = ""
        var pieceWidth = 0
        for character in word {
            let characterWidth = character.displayWidth
            if characterWidth > width { continue }
            if pieceWidth + characterWidth > width {
                pieces.append(piece)
                piece = ""
                pieceWidth = 0
            }
            piece.append(character)
            pieceWidth += characterWidth
        }
        pieces.append(piece)
        return pieces
    }
}
