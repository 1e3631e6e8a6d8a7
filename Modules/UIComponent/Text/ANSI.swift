/// Helpers for ANSI escape sequences in text bound for a terminal.
public enum ANSI {
    /// `text` without escape sequences: CSI (colour/SGR, cursor movement), OSC (titles,
    /// hyperlinks), DCS/SOS/PM/APC strings, two-byte `ESC x`, their C1 forms, and lone ESC.
    ///
    /// Other control characters are left alone; ``Sanitizer`` removes those as well.
    public static func stripped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isIntroducer) else { return text }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            switch scalars[i].value {
            case 0x1B: i = skipEscape(scalars, from: i + 1)
            case 0x9B: i = skipControlSequence(scalars, from: i + 1)
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F: i = skipControlString(scalars, from: i + 1)
            default:
                out.append(scalars[i])
                i += 1
            }
        }
        return String(out)
    }

    /// ESC and the C1 characters that open a sequence.
    private static func isIntroducer(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1B, 0x90, 0x98, 0x9B, 0x9D, 0x9E, 0x9F: return true
        default: return false
        }
    }

    /// Skips what follows an ESC at `start`; returns where ordinary text resumes.
    private static func skipEscape(_ s: [Unicode.Scalar], from start: Int) -> Int {
        guard start < s.count else { return start }
        switch s[start].value {
        case 0x5B: // [
            return skipControlSequence(s, from: start + 1)
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F: // ] P X ^ _
            return skipControlString(s, from: start + 1)
        case 0x20...0x2F: // intermediates, then one final byte (`ESC ( B`)
            var j = start
            while j < s.count, (0x20...0x2F).contains(s[j].value) { j += 1 }
            return j < s.count && (0x30...0x7E).contains(s[j].value) ? j + 1 : j
        case 0x30...0x7E: // two-byte sequence (`ESC c`, `ESC 7`)
            return start + 1
        default: // a lone ESC: drop it, keep what follows
            return start
        }
    }

    /// Skips CSI parameters and intermediates up to and including the final byte.
    private static func skipControlSequence(_ s: [Unicode.Scalar], from start: Int) -> Int {
        var j = start
        while j < s.count {
            let value = s[j].value
            if (0x40...0x7E).contains(value) { return j + 1 }
            // Anything that cannot be inside a CSI ends it unfinished and is kept for the caller.
            guard (0x20...0x3F).contains(value) else { return j }
            j += 1
        }
        return j
    }

    /// Skips an OSC/DCS-style string up to BEL or ST (`ESC \` or U+009C).
    ///
    /// An unterminated string stops at a line break or a new ESC rather than swallowing the
    /// rest of the text.
    private static func skipControlString(_ s: [Unicode.Scalar], from start: Int) -> Int {
        var j = start
        while j < s.count {
            switch s[j].value {
            case 0x07, 0x9C:
                return j + 1
            case 0x1B:
                return j + 1 < s.count && s[j + 1] == "\\" ? j + 2 : j
            case 0x0A, 0x0D:
                return j
            default:
                j += 1
            }
        }
        return j
    }
}

extension StringProtocol {
    /// The number of terminal columns the text occupies once ANSI escape sequences are ignored:
    /// the width of a styled line as the user sees it.
    public var visibleWidth: Int {
        ANSI.stripped(String(self)).displayWidth
    }
}
