import Foundation

/// Fills the `{placeholder}`s of a rule's `fix` text.
enum MessageTemplate {
    /// Replaces each `{key}` with its value; unknown placeholders stay as written.
    static func fill(_ text: String, _ values: [String: String]) -> String {
        values.reduce(text) { text, pair in
            text.replacingOccurrences(of: "{\(pair.key)}", with: pair.value)
        }
    }

    /// The values every edge message may use: `{from}`, `{to}`, `{fromStem}`, `{toStem}`.
    static func edgeValues(from: String, to: String) -> [String: String] {
        ["from": from, "to": to, "fromStem": stem(from), "toStem": stem(to)]
    }

    /// A module's name without a trailing `Feature` (`OtherFeature` -> `Other`).
    static func stem(_ name: String) -> String {
        guard name.hasSuffix("Feature"), name.count > "Feature".count else { return name }
        return String(name.dropLast("Feature".count))
    }

    /// `a feature`, `an app`: the kind's name with its article.
    static func withArticle(_ word: String) -> String {
        let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
        return (word.first.map { vowels.contains($0) } ?? false ? "an " : "a ") + word
    }
}
