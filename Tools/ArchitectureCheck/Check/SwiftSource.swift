/// A Swift file's code, line by line, without its comments and without the text of its string
/// literals: what the checks that read code (``FeatureNames``, ``Imports``) look at, so that a doc
/// comment or a fixture's source held in a string is never taken for code.
public enum SwiftSource {
    /// Each line's code, with its line number (1-based). The lines of a multi-line string are
    /// text and left out, up to the delimiter that really closes it: `"""`, or `"""#` for a raw
    /// string opened with `#"""` (which may hold a `"""` of its own).
    public static func codeLines(of source: String) -> [(line: Int, code: String)] {
        split(source).map { ($0.line, $0.code) }
    }

    /// Each line's text in string literals (what a person or a database may read: messages,
    /// help, SQL), with its line number; comments are left out. Interpolations count as text.
    public static func textLines(of source: String) -> [(line: Int, text: String)] {
        split(source).map { ($0.line, $0.text) }.filter { !$0.1.isEmpty }
    }

    /// Each line as code and as string text.
    private static func split(_ source: String) -> [(line: Int, code: String, text: String)] {
        var lines: [(Int, String, String)] = []
        var inBlockComment = false
        var closing: String?
        for (index, line) in source.components(separatedBy: "\n").enumerated() {
            var rest = Substring(line)
            var text = ""
            if let end = closing {
                // The string's lines are text; code resumes after its closing delimiter.
                guard let close = line.range(of: end) else {
                    lines.append((index + 1, "", line))
                    continue
                }
                closing = nil
                text = String(line[..<close.lowerBound])
                rest = line[close.upperBound...]
            }
            let parts = codeAndText(rest, inBlockComment: &inBlockComment, closing: &closing)
            lines.append((index + 1, parts.code, text + (text.isEmpty || parts.text.isEmpty ? "" : " ") + parts.text))
        }
        return lines
    }

    /// The line without its comment and without the text of its string literals; `closing` is set
    /// when the line opens a multi-line string.
    static func codeOnly(_ line: Substring, inBlockComment: inout Bool, closing: inout String?) -> String {
        codeAndText(line, inBlockComment: &inBlockComment, closing: &closing).code
    }

    /// The line's code (without comments and string text) and its string text, words apart.
    static func codeAndText(_ line: Substring, inBlockComment: inout Bool, closing: inout String?) -> (code: String, text: String) {
        var code = ""
        var text = ""
        let characters = Array(line)
        var index = 0
        var inString = false
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if inBlockComment {
                if character == "*", next == "/" { inBlockComment = false; index += 2; continue }
                index += 1
                continue
            }
            if inString {
                if character == "\\" { text.append(" "); index += 2; continue }
                if character == "\"" { inString = false; code.append("\""); text.append(" ") } else { text.append(character) }
                index += 1
                continue
            }
            if character == "/", next == "/" { break }
            if character == "/", next == "*" { inBlockComment = true; index += 2; continue }
            if character == "\"" {
                // A `"""` opens a multi-line string: its lines are text, not code. The `#`s
                // before it make it raw, and only `"""` with as many `#`s closes it.
                if index + 2 < characters.count, characters[index + 1] == "\"", characters[index + 2] == "\"" {
                    let hashes = characters[..<index].reversed().prefix { $0 == "#" }.count
                    closing = "\"\"\"" + String(repeating: "#", count: hashes)
                    text += " " + String(characters[(index + 3)...])
                    break
                }
                inString = true
                code.append("\"")
            } else {
                code.append(character)
            }
            index += 1
        }
        return (code, text)
    }
}
