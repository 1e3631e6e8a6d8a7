import Foundation

/// Finds features named in the code of a module that must know none (the app runtime, AppShell,
/// UIComponent, the Live modules): a type, module or member whose name starts with a feature's
/// stem ("Some" for SomeFeature: `Some`, `SomeID`, `SomeFeature`), and in the text of its string
/// literals (help, messages, SQL) a feature's word: its name (`Some`, `Somes`, `SomeFeature`), its
/// plural in lower case (`somes`), or a snake_case name built on it (`cached_somes`, `some_id`).
/// Comments are left out: a doc comment may say what a caller does with a value. So is a lone
/// lower-case stem in text, an English word ("some of them"), and a lower-case form that is an
/// English word in its own right (``englishWords``: "others", "other_backend"); a feature named
/// with such a word is still found by its name in code and in capitals.
///
/// A file whose strings must keep names of the past (the schema steps a shipped build ran, which
/// are never changed) says so on a line of its own, `// feature-names: <why>`; its code is still
/// checked, its strings are not.
public enum FeatureNames {
    /// One name of a feature in a module's code.
    public struct Mention: Equatable, Sendable, CustomStringConvertible {
        public let file: String
        public let line: Int
        public let name: String

        public var description: String { "\(file):\(line): names \(name), of a feature; a module that knows no feature may not" }
    }

    /// The stems of the feature modules: `SomeFeature` → `Some`.
    public static func stems(features: [String]) -> [String] {
        features.compactMap { $0.hasSuffix("Feature") && $0 != "Feature" ? String($0.dropLast("Feature".count)) : nil }.sorted()
    }

    /// Each name in `source`'s code that starts with one of `stems` followed by an upper-case
    /// letter, a digit or the end of the name.
    public static func mentions(in source: String, file: String, stems: [String]) -> [Mention] {
        guard !stems.isEmpty else { return [] }
        var found: [Mention] = []
        for (line, code) in SwiftSource.codeLines(of: source) {
            for name in identifiers(in: code) where stems.contains(where: { named(name, stem: $0) }) {
                found.append(Mention(file: file, line: line, name: name))
            }
        }
        let textChecked = !source.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix(textExemption) }
        for (line, text) in SwiftSource.textLines(of: source) where textChecked {
            for word in identifiers(in: text) where stems.contains(where: { said(word, stem: $0) }) {
                found.append(Mention(file: file, line: line, name: word))
            }
        }
        return found.sorted { ($0.line, $0.name) < ($1.line, $1.name) }
    }

    /// Whether `word`, in a string's text, is a feature's: its name or plural, or a snake_case
    /// name with the stem (or its plural) as one of its parts.
    static func said(_ word: String, stem: String) -> Bool {
        if named(word, stem: stem) || word == stem + "s" { return true }
        let forms = [stem.lowercased(), stem.lowercased() + "s"].filter { !englishWords.contains($0) }
        if word == stem.lowercased() + "s" { return !forms.isEmpty && forms.contains(word) }
        let parts = word.split(separator: "_").map { $0.lowercased() }
        return parts.count > 1 && parts.contains { forms.contains($0) }
    }

    /// Lower-case forms of feature stems that are English words of their own, left alone in text.
    static let englishWords: Set<String> = ["other", "others"]

    /// The line that exempts a file's strings, followed by the reason.
    static let textExemption = "// feature-names:"

    /// Every mention in the Swift files under `folder`, paths as `relativeTo` + the file's path.
    public static func mentions(inFolder folder: URL, stems: [String]) throws -> [Mention] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var found: [Mention] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let source = try String(contentsOf: url, encoding: .utf8)
            found += mentions(in: source, file: url.path, stems: stems)
        }
        return found.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
    }

    static func named(_ name: String, stem: String) -> Bool {
        guard name.hasPrefix(stem) else { return false }
        guard let next = name.dropFirst(stem.count).first else { return true }
        return next.isUppercase || next.isNumber
    }

    private static func identifiers(in code: String) -> [String] {
        var names: [String] = []
        var current = ""
        for character in code {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else {
                if !current.isEmpty { names.append(current) }
                current = ""
            }
        }
        if !current.isEmpty { names.append(current) }
        return names.filter { $0.first?.isLetter == true }
    }
}
