/// A Swift file's code, line by line, without its comments and without the text of its string
/// literals: what the checks that read code (``FeatureNames``, ``Imports``) look at, so that a doc
/// comment or a fixture's source held in a string is never taken for code.
public enum SwiftSource {
    /// Each line's code, with its line number (1-based). The lines of a multi-line string are
    /// text and left out, up to the delimiter that really closes it: `"""`, or `"""#` for a raw
    /// string opened with `#"""` (which may hold a `"""` of its own).
    public static func codeLines(of source: String) -> [(line: Int, code: String)] {
        var lines: [(Int, String)] = []
        var inBlockComment = false
        var closing: String?
        for (index, line) in source.components(separatedBy: "\n").enumerated() {
            var rest = Substring(line)
            if let end = closing {
                // The string's lines are text; code resumes after its closing delimiter.
                guard let close = line.range(of: end) else { continue }
                closing = nil
                rest = line[close.upperBound...]
            }
            lines.append((index + 1, codeOnly(rest, inBlockComment: &inBlockComment, closing: &closing)))
        }
        return lines
    }

    /// The line without its comment and without the text of its string literals; `closing` is set
    /// when the line opens a multi-line string.
    static func codeOnly(_ line: Substring, inBlockComment: inout Bool, closing: inout String?) -> String {
        var code = ""
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
                if character == "\\" { index += 2; continue }
                if character == "\"" { inString = false; code.append("\"") }
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
                    break
                }
                inString = true
                code.append("\"")
            } else {
                code.append(character)
            }
            index += 1
        }
        return code
    }
}
