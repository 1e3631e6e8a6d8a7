/// Text as the list's search compares it: lower case, with accents left out, so "cafe" finds
/// "Café" and "CAFÉ", and a decomposed "e\u{301}" is found like a precomposed "é".
///
/// From the standard library's own Unicode tables, without full Foundation (whose
/// `.diacriticInsensitive` needs ICU): combining marks are dropped, and a letter "with" an accent
/// (by its Unicode name: "LATIN SMALL LETTER E WITH ACUTE", "GREEK SMALL LETTER ALPHA WITH
/// TONOS") becomes the letter it is named after, in the Latin, Greek and Cyrillic blocks. The
/// Cyrillic letters whose accent is not in their name (ё, й, ї, ў, ѓ, ќ, ѐ, ѝ) are listed.
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

    /// "é" → "e", "ǖ" → "u", "ά" → "α": the letter a letter with accents is named after.
    private static func plainLetter(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        if let plain = unnamedAccents[scalar] { return plain }
        guard let name = scalar.properties.name, let with = name.firstRange(of: " WITH ") else { return nil }
        return plainLetters[String(name[..<with.lowerBound])]
    }

    /// The lower-case letters of the Latin, Greek and Cyrillic blocks by their Unicode name.
    private static let plainLetters: [String: Unicode.Scalar] = {
        var letters: [String: Unicode.Scalar] = [:]
        for range in [0x41...0x24F, 0x370...0x52F] {
            for value in range {
                guard let scalar = Unicode.Scalar(value), scalar.properties.isLowercase,
                      let name = scalar.properties.name, !name.contains(" WITH ") else { continue }
                letters[name] = scalar
            }
        }
        return letters
    }()

    /// Cyrillic letters with a diacritic that their names do not say: "CYRILLIC SMALL LETTER IO" is ё.
    private static let unnamedAccents: [Unicode.Scalar: Unicode.Scalar] = [
        "ё": "е", "ѐ": "е", "й": "и", "ѝ": "и", "ї": "і", "ў": "у", "ѓ": "г", "ќ": "к",
    ]
}
