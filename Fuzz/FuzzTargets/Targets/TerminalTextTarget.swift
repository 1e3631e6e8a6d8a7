import Foundation
import UIComponent

extension FuzzTarget {
    /// Untrusted text on its way to a terminal: sanitised, measured, truncated, padded, wrapped
    /// and laid out in a table and an error block. The first byte picks the width (-1 to 98).
    static let terminalText = FuzzTarget(
        "terminal-text",
        "untrusted text sanitised, then truncated, padded, wrapped and tabled to a width taken from the first byte"
    ) { input throws(FuzzFailure) in
        guard let first = input.first else { return }
        let width = Int(first) % 100 - 1
        let raw = String(decoding: input.dropFirst(), as: UTF8.self)
        let line = try TextCheck.singleLine(raw)
        let block = try TextCheck.multiLine(raw)
        let stripped = ANSI.stripped(raw)
        try require(!stripped.unicodeScalars.contains { [0x1B, 0x90, 0x98, 0x9B, 0x9D, 0x9E, 0x9F].contains($0.value) },
                    "an escape sequence survives ANSI.stripped: \(stripped.debugDescription)")
        for text in [line, raw] { try TextCheck.fitted(text, width: width) }
        try TextCheck.laidOut(line: line, block: block, width: width)
    }
}

/// The invariants of each text function, one function each.
private enum TextCheck {
    /// One clean line: no controls, no line breaks, no space at either end or doubled; the same
    /// when cleaned again.
    static func singleLine(_ raw: String) throws(FuzzFailure) -> String {
        let line = Sanitizer.singleLine(raw)
        if let control = TerminalText.firstControl(in: line) {
            throw FuzzFailure(message: "singleLine kept U+\(String(control.value, radix: 16, uppercase: true)) in \(line.debugDescription)")
        }
        try require(line.unicodeScalars.first.map { !$0.properties.isWhitespace } ?? true
                    && line.unicodeScalars.last.map { !$0.properties.isWhitespace } ?? true,
                    "singleLine left whitespace at an end of \(line.debugDescription)")
        try require(!line.contains("  "), "singleLine left a doubled space in \(line.debugDescription)")
        try require(Sanitizer.singleLine(line) == line, "singleLine is not stable on \(line.debugDescription)")
        return line
    }

    /// Clean lines joined by `\n`: each line as ``singleLine(_:)`` makes it, no blank line at an
    /// end or two in a row.
    static func multiLine(_ raw: String) throws(FuzzFailure) -> String {
        let block = Sanitizer.multiLine(raw)
        if let control = TerminalText.firstControl(in: block, newlines: true) {
            throw FuzzFailure(message: "multiLine kept U+\(String(control.value, radix: 16, uppercase: true)) in \(block.debugDescription)")
        }
        let lines = block.components(separatedBy: "\n")
        try require(block.isEmpty || (!lines.first!.isEmpty && !lines.last!.isEmpty), "multiLine left a blank line at an end of \(block.debugDescription)")
        try require(!block.contains("\n\n\n"), "multiLine left two blank lines in a row in \(block.debugDescription)")
        for line in lines {
            try require(Sanitizer.singleLine(line) == line, "multiLine's line \(line.debugDescription) is not clean")
        }
        return block
    }

    /// `truncate` never wider than asked and a no-op on text that fits (a width of 0 or less
    /// gives `""`); `pad` exactly as wide as asked.
    static func fitted(_ text: String, width: Int) throws(FuzzFailure) {
        let truncated = TextLayout.truncate(text, toWidth: width)
        try require(truncated.displayWidth <= max(width, 0),
                    "truncate(\(text.debugDescription), toWidth: \(width)) is \(truncated.displayWidth) wide: \(truncated.debugDescription)")
        if width > 0, text.displayWidth <= width {
            try require(truncated == text, "truncate changed \(text.debugDescription), which fits in \(width)")
        }
        let padded = TextLayout.pad(text, toWidth: width)
        try require(padded.displayWidth == max(width, 0),
                    "pad(\(text.debugDescription), toWidth: \(width)) is \(padded.displayWidth) wide: \(padded.debugDescription)")
    }

    /// Wrapped text, a table and an error block: every line within the width, free of controls,
    /// with colour on or off.
    static func laidOut(line: String, block: String, width: Int) throws(FuzzFailure) {
        guard width > 0 else { return }
        try TerminalText.requireFits(TextLayout.wrap(line, width: width), width: width, "wrap at \(width)")
        try TerminalText.requireFits(TextLayout.wrap(block, width: width), width: width, "wrap of the block at \(width)")
        try TerminalText.requireFits(TextLayout.wrap(block, width: width, hangingAfter: "• "), width: width, "hanging wrap at \(width)")
        let words = line.split(separator: " ").map(String.init)
        let rows = stride(from: 0, to: words.count, by: 3).map { start in
            words[start..<min(start + 3, words.count)].map { Cell($0) }
        }
        let table = Table(columns: [Column("ID"), Column("Title", flexible: true), Column("Due", alignment: .right, minWidth: 3)], rows: rows)
        for color in [false, true] {
            let theme = Theme(color: color)
            try TerminalText.requireFits(table.render(width: width, theme: theme), width: width, "table at \(width), colour \(color)")
            try TerminalText.requireFits(StateView.error(block, hint: line, width: width, theme: theme), width: width, "error block at \(width)")
        }
    }
}
