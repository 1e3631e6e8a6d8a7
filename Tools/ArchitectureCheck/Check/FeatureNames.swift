import Foundation

/// Finds features named in the code of a module that must know none (the app runtime, AppShell,
/// UIComponent, the Live modules): a type, module or member whose name starts with a feature's
/// stem ("Some" for SomeFeature: `Some`, `SomeID`, `SomeFeature`). Comments and string literals
/// are left out: a doc comment may say what a caller does with a value.
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
        return found
    }

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
