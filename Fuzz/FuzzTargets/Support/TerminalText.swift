import UIComponent

/// What text bound for a terminal must never carry, and how wide it may be.
enum TerminalText {
    /// The first scalar a terminal could act on (C0 and C1 controls, DEL, ESC, the bidi
    /// overrides), or nil when there is none; `\n` is allowed when `newlines` is true.
    static func firstControl(in text: String, newlines: Bool = false) -> Unicode.Scalar? {
        text.unicodeScalars.first { scalar in
            switch scalar.value {
            case 0x0A: !newlines
            case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
            default: false
            }
        }
    }

    /// Throws unless every line of `lines` is free of controls and at most `width` columns wide
    /// once styling is ignored; `what` names the lines in the failure.
    static func requireFits(_ lines: [String], width: Int, _ what: String) throws(FuzzFailure) {
        for line in lines {
            let plain = ANSI.stripped(line)
            try require(firstControl(in: plain) == nil, "\(what): a control character is left in \(plain.debugDescription)")
            try require(line.visibleWidth <= width, "\(what): \(line.debugDescription) is \(line.visibleWidth) columns wide, more than \(width)")
        }
    }
}
