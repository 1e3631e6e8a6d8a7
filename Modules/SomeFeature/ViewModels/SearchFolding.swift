/// Text as the list's search compares it: lower case, with accents left out, so "cafe" finds
/// "Café" and "CAFÉ", and a decomposed "e\u{301}" is found like a precomposed "é".
///
/// From the standard library's own Unicode tables, without full Foundation (whose
/// `.diacriticInsensitive` needs ICU): combining marks are dropped, and a Latin letter "with" an
/// accent (by its Unicode name: "LATIN SMALL LETTER E WITH ACUTE") becomes its plain letter.
enum SearchFolding {
    static func folded(_ text: some StringProtocol) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.lowercased().unicodeScalars {
            if scalar.isASCII {
                out.append(scalar)
                continue
            }
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .spacingMark: continue
            default: break
            }
            out.append(plainLetter(scalar) ?? scalar)
        }
        return String(out)
    }

    /// "é" → "e", "Ǖ" → "u": the letter a Latin letter with accents is named after.
    private static func plainLetter(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        guard let name = scalar.properties.name else { return nil }
        let prefixes = ["LATIN SMALL LETTER ", "LATIN CAPITAL LETTER "]
        guard let prefix = prefixes.first(where: name.hasPrefix),
              let with = name.firstRange(of: " WITH ") else { return nil }
        let letter = name[name.index(name.startIndex, offsetBy: prefix.count)..<with.lowerBound]
        guard letter.count == 1, let base = letter.unicodeScalars.first, base.isASCII, base.properties.isAlphabetic else { return nil }
        return Unicode.Scalar(base.value | 0x20)  // lower case: the search is case-insensitive
    }
}
