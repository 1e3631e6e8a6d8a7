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
    ///
    /// A command between backticks (`` `order-app --order 42 sync` ``, with what touches it) is
    /// one word that is never broken: it goes on a line of its own when it does not fit beside
    /// what comes before, and stands alone, wider than `width`, when it is wider than the line.
    /// A command a person pastes must be whole; the terminal wraps a long one, and a copy of
    /// the line is still the command.
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
        for word in words(of: paragraph) {
            let wordWidth = word.displayWidth
            if !line.isEmpty, lineWidth + 1 + wordWidth <= width {
                line += " " + word
                lineWidth += 1 + wordWidth
                continue
            }
            var pieces = word.contains("`") ? [String(word)] : breakWord(word, width: width)
            if pieces == [""] { continue } // nothing in the word fits at all
            if !line.isEmpty { lines.append(line) }
            line = pieces.removeLast()
            lineWidth = line.displayWidth
            lines += pieces
        }
        lines.append(line)
        return lines
    }

    /// The words of `paragraph` on spaces, a backticked command (and what touches it) one word
    /// with its spaces. A backtick with no partner closes nothing: what follows it is words again.
    private static func words(of paragraph: Substring) -> [Substring] {
        let plain = paragraph.split(separator: " ")
        guard paragraph.contains("`") else { return plain }
        var words: [Substring] = []
        var index = 0
        while index < plain.count {
            var end = index
            if plain[index].count(where: { $0 == "`" }) % 2 == 1 {
                // Runs to the word that closes the quote, if one does.
                if let close = plain[(index + 1)...].firstIndex(where: { $0.count(where: { $0 == "`" }) % 2 == 1 }) { end = close }
            }
            words.append(paragraph[plain[index].startIndex..<plain[end].endIndex])
            index = end + 1
        }
        return words
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
