/// The East Asian Wide (W) and Fullwidth (F) ranges of Unicode, compacted: a terminal gives
/// these characters two columns.
///
/// Emoji-presentation characters are decided before this table is consulted, so the table
/// need not list every emoji; it does cover the ideographic and kana blocks in full.
enum EastAsianWidth {
    /// Whether `scalar` is East Asian Wide or Fullwidth.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let range = ranges[mid]
            if value < range.lowerBound {
                high = mid - 1
            } else if value > range.upperBound {
                low = mid + 1
            } else {
                return true
            }
        }
        return false
    }

    /// Sorted, non-overlapping.
    static let ranges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,   // Hangul Jamo leading consonants
        0x231A...0x231B,   // watch, hourglass
        0x2329...0x232A,   // angle brackets
        0x23E9...0x23EC,
        0x23F0...0x23F0,
        0x23F3...0x23F3,
        0x25FD...0x25FE,
        0x2614...0x2615,
        0x2648...0x2653,
        0x267F...0x267F,
        0x2693...0x2693,
        0x26A1...0x26A1,
        0x26AA...0x26AB,
        0x26BD...0x26BE,
        0x26C4...0x26C5,
        0x26CE...0x26CE,
        0x26D4...0x26D4,
        0x26EA...0x26EA,
        0x26F2...0x26F3,
        0x26F5...0x26F5,
        0x26FA...0x26FA,
        0x26FD...0x26FD,
        0x2705...0x2705,
        0x270A...0x270B,
        0x2728...0x2728,
        0x274C...0x274C,
        0x274E...0x274E,
        0x2753...0x2755,
        0x2757...0x2757,
        0x2795...0x2797,
        0x27B0...0x27B0,
        0x27BF...0x27BF,
        0x2B1B...0x2B1C,
        0x2B50...0x2B50,
        0x2B55...0x2B55,
        0x2E80...0x303E,   // CJK radicals, Kangxi, ideographic description, CJK symbols
        0x3041...0x33FF,   // Hiragana, Katakana, Bopomofo, Hangul compatibility, CJK compatibility
        0x3400...0x4DBF,   // CJK Extension A
        0x4E00...0x9FFF,   // CJK Unified Ideographs
        0xA000...0xA4CF,   // Yi
        0xA960...0xA97F,   // Hangul Jamo Extended-A
        0xAC00...0xD7A3,   // Hangul syllables
        0xF900...0xFAFF,   // CJK compatibility ideographs
        0xFE10...0xFE19,   // vertical forms
        0xFE30...0xFE6F,   // CJK compatibility forms, small form variants
        0xFF00...0xFF60,   // fullwidth forms
        0xFFE0...0xFFE6,   // fullwidth signs
        0x16FE0...0x16FE4, // ideographic symbols
        0x17000...0x18CFF, // Tangut, Khitan
        0x18D00...0x18D08,
        0x1AFF0...0x1B2FF, // Kana extended, small kana, Nushu
        0x1F004...0x1F004, // mahjong red dragon
        0x1F0CF...0x1F0CF, // playing card black joker
        0x1F18E...0x1F18E,
        0x1F191...0x1F19A, // squared words
        0x1F200...0x1F202,
        0x1F210...0x1F23B,
        0x1F240...0x1F248,
        0x1F250...0x1F251,
        0x1F260...0x1F265,
        0x1F300...0x1F64F, // pictographs, emoticons
        0x1F680...0x1F6FF, // transport and map symbols
        0x1F7E0...0x1F7EB, // coloured circles and squares
        0x1F900...0x1F9FF, // supplemental symbols and pictographs
        0x1FA70...0x1FAFF, // symbols and pictographs extended-A
        0x20000...0x2FFFD, // CJK Extensions B–F, supplement
        0x30000...0x3FFFD, // CJK Extension G and beyond
    ]
}
