/// Where each value of a JSON document starts, by its path (`somes[2].status`), and whether the
/// document is JSON at all: what turns a decoding error into a line a person can go to.
///
/// A small scanner of its own, because Foundation's parser says neither where a value is nor,
/// on every platform, where a syntax error is.
struct JSONLineIndex {
    /// The line each value starts on (for an object member, the line of its key), by path; the
    /// document itself is `""`.
    private(set) var lines: [String: Int] = [:]
    /// The keys of each object, in order, by the object's path.
    private(set) var keys: [String: [String]] = [:]

    /// A syntax error: where and what.
    struct SyntaxError: Error {
        var line: Int
        var column: Int
        var problem: String
    }

    /// Scans `bytes` (UTF-8).
    /// - Throws: ``SyntaxError`` at the first place that is not JSON.
    init(_ bytes: [UInt8]) throws(SyntaxError) {
        var scanner = Scanner(bytes: bytes)
        scanner.skipSpace()
        try scanner.value(path: "", line: scanner.line, into: &self)
        scanner.skipSpace()
        guard scanner.atEnd else { throw scanner.error("more after the end of the document") }
    }

    /// The line of `path`, or of the nearest enclosing value that has one.
    func line(of path: String) -> Int? {
        var path = path
        while true {
            if let line = lines[path] { return line }
            guard !path.isEmpty else { return nil }
            path = Self.parent(of: path)
        }
    }

    /// `a.b[2]` → `a.b`; `a.b` → `a`; `a` → ``.
    static func parent(of path: String) -> String {
        if path.hasSuffix("]"), let open = path.lastIndex(of: "[") { return String(path[..<open]) }
        if let dot = path.lastIndex(of: ".") { return String(path[..<dot]) }
        return ""
    }

    private struct Scanner {
        let bytes: [UInt8]
        var offset = 0
        var line = 1
        var lineStart = 0

        var atEnd: Bool { offset >= bytes.count }
        var peek: UInt8? { atEnd ? nil : bytes[offset] }

        /// The column of `offset`, in characters (UTF-8 continuation bytes do not count).
        var column: Int {
            bytes[lineStart..<min(offset, bytes.count)].filter { $0 & 0xC0 != 0x80 }.count + 1
        }

        func error(_ problem: String) -> SyntaxError {
            SyntaxError(line: line, column: column, problem: problem)
        }

        mutating func skipSpace() {
            while let byte = peek, [0x20, 0x09, 0x0A, 0x0D].contains(byte) {
                offset += 1
                if byte == 0x0A {
                    line += 1
                    lineStart = offset
                }
            }
        }

        mutating func value(path: String, line: Int, into index: inout JSONLineIndex) throws(SyntaxError) {
            index.lines[path] = line
            guard let byte = peek else { throw error("the document ends where a value should be") }
            switch byte {
            case UInt8(ascii: "{"): try object(path: path, into: &index)
            case UInt8(ascii: "["): try array(path: path, into: &index)
            case UInt8(ascii: "\""): _ = try string()
            case UInt8(ascii: "t"): try literal("true")
            case UInt8(ascii: "f"): try literal("false")
            case UInt8(ascii: "n"): try literal("null")
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
            default: throw error("expected a value (a string in double quotes, a number, true, false, null, { or [), found \(Self.describe(byte))")
            }
        }

        mutating func object(path: String, into index: inout JSONLineIndex) throws(SyntaxError) {
            offset += 1
            var keys: [String] = []
            skipSpace()
            if peek == UInt8(ascii: "}") {
                offset += 1
                index.keys[path] = keys
                return
            }
            while true {
                skipSpace()
                guard peek == UInt8(ascii: "\"") else {
                    throw error(peek == UInt8(ascii: "}") ? "a comma before } (JSON allows no trailing comma)" : "expected a key in double quotes")
                }
                let keyLine = line, keyColumn = column
                let key = try string()
                if keys.contains(key) {
                    throw SyntaxError(line: keyLine, column: keyColumn, problem: "the key \"\(key)\" appears twice in this object")
                }
                keys.append(key)
                skipSpace()
                guard peek == UInt8(ascii: ":") else { throw error("expected : after the key \"\(key)\"") }
                offset += 1
                skipSpace()
                try value(path: path.isEmpty ? key : "\(path).\(key)", line: keyLine, into: &index)
                // A missing comma is reported where it belongs: right after the value.
                let after = error("expected , or } after the value of \"\(key)\"")
                skipSpace()
                switch peek {
                case UInt8(ascii: ","): offset += 1
                case UInt8(ascii: "}"):
                    offset += 1
                    index.keys[path] = keys
                    return
                default: throw after
                }
            }
        }

        mutating func array(path: String, into index: inout JSONLineIndex) throws(SyntaxError) {
            offset += 1
            skipSpace()
            if peek == UInt8(ascii: "]") {
                offset += 1
                return
            }
            var count = 0
            while true {
                skipSpace()
                if peek == UInt8(ascii: "]") { throw error("a comma before ] (JSON allows no trailing comma)") }
                try value(path: "\(path)[\(count)]", line: line, into: &index)
                count += 1
                let after = error("expected , or ] after an item of the list")
                skipSpace()
                switch peek {
                case UInt8(ascii: ","): offset += 1
                case UInt8(ascii: "]"):
                    offset += 1
                    return
                default: throw after
                }
            }
        }

        /// A string's contents (escapes checked, not all decoded: only keys are read back).
        mutating func string() throws(SyntaxError) -> String {
            offset += 1
            var text: [UInt8] = []
            while let byte = peek {
                switch byte {
                case UInt8(ascii: "\""):
                    offset += 1
                    return String(decoding: text, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    offset += 1
                    guard let escaped = peek, Array("\"\\/bfnrtu".utf8).contains(escaped) else {
                        throw error("unknown escape in a string; write \\\\ for a backslash")
                    }
                    if escaped == UInt8(ascii: "u") {
                        let hex = bytes[(offset + 1)..<min(offset + 5, bytes.count)]
                        guard hex.count == 4, hex.allSatisfy({ Self.isHex($0) }) else { throw error("\\u needs four hex digits") }
                        offset += 4
                    }
                    text.append(escaped)
                    offset += 1
                case 0x0A:
                    throw error("a string runs past the end of the line (a missing \")")
                case ..<0x20:
                    throw error("a control character in a string; write it as an escape such as \\n or \\u001b")
                default:
                    text.append(byte)
                    offset += 1
                }
            }
            throw error("the document ends inside a string (a missing \")")
        }

        mutating func literal(_ word: String) throws(SyntaxError) {
            let expected = Array(word.utf8)
            guard offset + expected.count <= bytes.count, Array(bytes[offset..<(offset + expected.count)]) == expected else {
                throw error("expected a value (a string in double quotes, a number, true, false, null, { or [)")
            }
            offset += expected.count
        }

        mutating func number() throws(SyntaxError) {
            let start = offset
            if peek == UInt8(ascii: "-") { offset += 1 }
            let digits = { (scanner: inout Scanner) -> Int in
                var count = 0
                while let byte = scanner.peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                    scanner.offset += 1
                    count += 1
                }
                return count
            }
            guard digits(&self) > 0 else { throw error("expected digits in a number") }
            if peek == UInt8(ascii: ".") {
                offset += 1
                guard digits(&self) > 0 else { throw error("expected digits after the decimal point") }
            }
            if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
                offset += 1
                if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { offset += 1 }
                guard digits(&self) > 0 else { throw error("expected digits in the exponent") }
            }
            let integer = bytes[start] == UInt8(ascii: "-") ? start + 1 : start
            if bytes[integer] == UInt8(ascii: "0"), integer + 1 < offset,
               (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[integer + 1]) {
                throw error("a number may not start with 0")
            }
        }

        static func isHex(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
        }

        static func describe(_ byte: UInt8) -> String {
            if byte == UInt8(ascii: "'") { return "' (JSON strings use double quotes)" }
            if byte >= 0x21 && byte < 0x7F { return "“\(Character(Unicode.Scalar(byte)))”" }
            return "a byte 0x\(String(byte, radix: 16))"
        }
    }
}
