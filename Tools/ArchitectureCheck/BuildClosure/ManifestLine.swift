/// One line of the llbuild manifest, read left to right: the bare keys, quoted strings and
/// one-line string arrays that SwiftPM writes. Each reader returns nil, and leaves the position
/// wherever it failed, when the text there has another shape.
struct ManifestLine {
    private let bytes: [UInt8]
    private var position = 0

    init(_ text: Substring) {
        var bytes = Array(text.utf8)
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        self.bytes = bytes
    }

    /// The number of spaces before the first other character.
    var indentation: Int {
        bytes.firstIndex { $0 != UInt8(ascii: " ") } ?? bytes.count
    }

    /// Whether the line holds nothing but spaces.
    var isBlank: Bool {
        bytes.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    /// Whether only spaces are left.
    mutating func isAtEnd() -> Bool {
        skipSpaces()
        return position == bytes.count
    }

    mutating func skipSpaces() {
        while position < bytes.count, bytes[position] == UInt8(ascii: " ") { position += 1 }
    }

    /// Consumes `character` after any spaces, if it is next.
    mutating func skip(_ character: Unicode.Scalar) -> Bool {
        skipSpaces()
        guard position < bytes.count, bytes[position] == UInt8(ascii: character) else { return false }
        position += 1
        return true
    }

    /// An unquoted key such as `inputs` or `allow-missing-inputs`, followed by its colon.
    mutating func key() -> String? {
        skipSpaces()
        let start = position
        while position < bytes.count, Self.isKeyByte(bytes[position]) { position += 1 }
        let end = position
        guard end > start, skip(":") else { return nil }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// A double-quoted string with JSON's escapes.
    mutating func quotedString() -> String? {
        guard skip("\"") else { return nil }
        var text: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard let escaped = escape() else { return nil }
                text += escaped
            default:
                text.append(byte)
            }
        }
        return nil
    }

    /// `["a","b"]`, or `[]`, all on this line.
    mutating func stringArray() -> [String]? {
        guard skip("[") else { return nil }
        var strings: [String] = []
        if skip("]") { return strings }
        repeat {
            guard let string = quotedString() else { return nil }
            strings.append(string)
        } while skip(",")
        return skip("]") ? strings : nil
    }

    /// The bytes an escape stands for, the backslash already read.
    private mutating func escape() -> [UInt8]? {
        guard position < bytes.count else { return nil }
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return [byte]
        case UInt8(ascii: "n"): return [0x0A]
        case UInt8(ascii: "t"): return [0x09]
        case UInt8(ascii: "r"): return [0x0D]
        case UInt8(ascii: "b"): return [0x08]
        case UInt8(ascii: "f"): return [0x0C]
        case UInt8(ascii: "u"):
            guard position + 4 <= bytes.count,
                  let value = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16),
                  let scalar = Unicode.Scalar(value)
            else { return nil }
            position += 4
            return Array(String(Character(scalar)).utf8)
        default: return nil
        }
    }

    private static func isKeyByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
            return true
        default:
            return false
        }
    }
}
