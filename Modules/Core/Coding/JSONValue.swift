import FoundationEssentials

/// A JSON document as a value, for the `--json` output: built by verbs, trimmed to the fields
/// a script asked for, and written pretty on a terminal or compact in a pipe.
///
/// It is not `Decodable`: a document is read whole with `JSONValue(parsing:)` (JSONParsing.swift).
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int64)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The JSON form of any `Encodable` value (its own coding keys, nulls kept).
    public init(encoding value: some Encodable) {
        let encoder = JSONEncoder()
        guard let data = try? encoder.encode(value), let decoded = try? JSONValue(parsing: data) else {
            self = .null
            return
        }
        self = decoded
    }

    /// A string, or null.
    public static func string(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

    /// The text: keys sorted; `pretty` indents by two spaces, otherwise one line.
    public func text(pretty: Bool) -> String {
        // Written as UTF-8 bytes, copied into a String once: a list of 500 is written twice a
        // run (the `--json` output and the cached list), and appending one character at a time
        // to a String was an eighth of `list`'s CPU.
        var out: [UInt8] = []
        out.reserveCapacity(256)
        write(to: &out, pretty: pretty, indent: 0)
        return String(decoding: out, as: UTF8.self)
    }

    private func write(to out: inout [UInt8], pretty: Bool, indent: Int) {
        switch self {
        case .null: out += Self.nullText
        case .bool(let value): out += value ? Self.trueText : Self.falseText
        case .int(let value) where value >= 0: ASCIIDigits.append(Int(value), width: 0, to: &out)
        case .int(let value): out += String(value).utf8
        case .double(let value): out += value.isFinite ? Array(String(value).utf8) : Self.nullText
        case .string(let value): Self.writeString(value, to: &out)
        case .array(let items):
            guard !items.isEmpty else { out += Self.emptyArray; return }
            out.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                if pretty { Self.newline(indent + 2, to: &out) }
                item.write(to: &out, pretty: pretty, indent: indent + 2)
            }
            if pretty { Self.newline(indent, to: &out) }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { out += Self.emptyObject; return }
            out.append(UInt8(ascii: "{"))
            for (index, member) in members.sorted(by: { $0.key < $1.key }).enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                if pretty { Self.newline(indent + 2, to: &out) }
                Self.writeString(member.key, to: &out)
                out.append(UInt8(ascii: ":"))
                if pretty { out.append(UInt8(ascii: " ")) }
                member.value.write(to: &out, pretty: pretty, indent: indent + 2)
            }
            if pretty { Self.newline(indent, to: &out) }
            out.append(UInt8(ascii: "}"))
        }
    }

    private static let nullText = Array("null".utf8), trueText = Array("true".utf8), falseText = Array("false".utf8)
    private static let emptyArray = Array("[]".utf8), emptyObject = Array("{}".utf8)

    private static func newline(_ indent: Int, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\n"))
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
    }

    /// JSON string escaping: quotes, backslashes and every control character (C0, DEL, C1),
    /// and the line and paragraph separators, which JavaScript reads as line ends; the rest as
    /// is. A string with nothing to escape, the usual case, is copied whole.
    private static func writeString(_ value: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // Scanned and copied as the bytes they are: through `String.UTF8View`, one element at a
        // time, this scan was the largest part of writing a list of 500.
        var value = value
        let copied = value.withUTF8 { bytes in
            guard !bytes.contains(where: needsLook) else { return false }
            out.append(contentsOf: bytes)
            return true
        }
        if !copied {
            var scalars = value.unicodeScalars.makeIterator()
            while let scalar = scalars.next() {
                switch scalar {
                case "\"": out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
                case "\\": out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
                case "\n": out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
                case "\r": out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
                case "\t": out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
                case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                    || scalar.value == 0x2028 || scalar.value == 0x2029:
                    let hex = String(scalar.value, radix: 16)
                    out += [UInt8(ascii: "\\"), UInt8(ascii: "u")]
                    out.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: 4 - hex.count))
                    out += hex.utf8
                default: out += String(scalar).utf8
                }
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// Whether a UTF-8 byte may belong to something escaped: ASCII controls, DEL, the quote and
    /// the backslash, and the lead bytes of U+0080–U+009F (0xC2) and U+2028/U+2029 (0xE2).
    private static func needsLook(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xC2 || byte == 0xE2
    }

    /// The members of an object (empty for anything else).
    public var members: [String: JSONValue] {
        if case .object(let members) = self { return members }
        return [:]
    }
}
