extension Character {
    /// The number of terminal columns this grapheme cluster occupies: 0, 1 or 2.
    ///
    /// Emoji (emoji-presentation bases, `U+FE0F` sequences, ZWJ families, flags) and East Asian
    /// Wide/Fullwidth characters take 2; clusters made only of combining marks, format or
    /// control characters take 0; everything else takes 1.
    public var displayWidth: Int {
        if let ascii = asciiValue, Self.isPrintableASCII(ascii) { return 1 }
        let scalars = unicodeScalars
        // Decide by the first scalar that draws something: a cluster may begin with a
        // prepended format character (U+0600) before its visible base.
        guard let base = scalars.first(where: { !Self.isZeroWidth($0) }) else { return 0 }
        let properties = base.properties
        if properties.isEmojiPresentation { return 2 }
        if properties.isEmoji, scalars.contains(Self.emojiVariationSelector) { return 2 }
        if Self.isRegionalIndicator(base), scalars.count > 1 { return 2 }
        if EastAsianWidth.isWide(base) { return 2 }
        return 1
    }

    private static let emojiVariationSelector: Unicode.Scalar = "\u{FE0F}"

    /// A space, letter, digit or punctuation of ASCII: one column, with no Unicode lookup.
    static func isPrintableASCII(_ byte: UInt8) -> Bool {
        (0x20..<0x7F).contains(byte)
    }

    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    /// Scalars a terminal draws in no column of their own.
    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator, .paragraphSeparator:
            return true
        default:
            // Hangul medial vowels and final consonants join the preceding leading consonant.
            return (0x1160...0x11FF).contains(scalar.value) || (0xD7B0...0xD7FF).contains(scalar.value)
        }
    }
}

extension StringProtocol {
    /// The number of terminal columns the text occupies: the sum over its grapheme clusters.
    ///
    /// Measures plain text; use ``visibleWidth`` for text that carries ANSI styling.
    public var displayWidth: Int {
        // Printable ASCII never joins into a wider cluster: one column a byte.
        if utf8.allSatisfy(Character.isPrintableASCII) { return utf8.count }
        return reduce(0) { $0 + $1.displayWidth }
    }
}
