import FoundationEssentials

/// Why a text is not one JSON document (RFC 8259), and where.
public struct JSONParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The byte offset where reading stopped.
    public var offset: Int
    /// What was wrong there.
    public var reason: String

    public init(offset: Int, reason: String) {
        self.offset = offset
        self.reason = reason
    }

    public var description: String { "not JSON at byte \(offset): \(reason)" }
}

extension JSONValue {
    /// The one JSON document `text` holds (RFC 8259: surrounding whitespace allowed, nothing
    /// else after it), read without `JSONDecoder`.
    ///
    /// `Decodable` has no way to ask what kind of value comes next: a `Decodable` JSONValue had to
    /// find out by trying each kind in turn, three thrown errors for every string and five for
    /// every object. A test host records a backtrace for each thrown error, and reading the
    /// sandboxes' documents that way was half of a feature loop's test time.
    ///
    /// Numbers are `int` when they are written without a fraction or exponent and fit 64 bits,
    /// `double` otherwise; of repeated keys the last wins; nesting deeper than 512 is refused
    /// rather than overflowing the stack.
    public init(parsing text: some StringProtocol) throws(JSONParseError) {
        var text = String(text)
        self = try text.withUTF8 { bytes in Result { () throws(JSONParseError) in try Self.parse(bytes) } }.get()
    }

    /// The one JSON document in `data`, which must be UTF-8.
    public init(parsing data: Data) throws(JSONParseError) {
        self = try data.withUnsafeBytes { raw in Result { () throws(JSONParseError) in try Self.parse(raw.bindMemory(to: UInt8.self)) } }.get()
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONParseError) -> JSONValue {
        var reader = JSONReader(bytes: bytes)
        reader.skipWhitespace()
        let value = try reader.value(depth: 0)
        reader.skipWhitespace()
        guard reader.position == bytes.count else { throw reader.error("text after the document") }
        return value
    }
}

private struct JSONReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    static let maximumDepth = 512

    func error(_ reason: String) -> JSONParseError { JSONParseError(offset: position, reason: reason) }

    var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
    }

    mutating func value(depth: Int) throws(JSONParseError) -> JSONValue {
        guard depth < Self.maximumDepth else { throw error("nested deeper than \(Self.maximumDepth)") }
        guard let byte = current else { throw error("the text ends where a value should be") }
        switch byte {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw error("a value cannot start with this byte")
        }
    }

    mutating func literal(_ word: StaticString) throws(JSONParseError) {
        let count = word.utf8CodeUnitCount
        guard bytes.count - position >= count else { throw error("expected \(word)") }
        for index in 0..<count where bytes[position + index] != word.utf8Start[index] { throw error("expected \(word)") }
        position += count
    }

    mutating func object(depth: Int) throws(JSONParseError) -> JSONValue {
        position += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            position += 1
            return .object(members)
        }
        while true {
            guard current == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
            let key = try string()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected a colon after the key") }
            position += 1
            skipWhitespace()
            members[key] = try value(depth: depth + 1)
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): position += 1; skipWhitespace()
            case UInt8(ascii: "}"): position += 1; return .object(members)
            default: throw error("expected a comma or the end of the object")
            }
        }
    }

    mutating func array(depth: Int) throws(JSONParseError) -> JSONValue {
        position += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            position += 1
            return .array(items)
        }
        while true {
            items.append(try value(depth: depth + 1))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): position += 1; skipWhitespace()
            case UInt8(ascii: "]"): position += 1; return .array(items)
            default: throw error("expected a comma or the end of the array")
            }
        }
    }

    /// A string: the bytes between the quotes are copied as they are until the first escape, and
    /// must be UTF-8 without raw control characters.
    mutating func string() throws(JSONParseError) -> String {
        position += 1
        let start = position
        while let byte = current, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte >= 0x20 { position += 1 }
        // No escape (most strings): the string straight from the bytes, with no copy between.
        if current == UInt8(ascii: "\"") {
            guard let text = String(validating: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self) else {
                position = start
                throw error("a string is not UTF-8")
            }
            position += 1
            return text
        }
        var out = Array(UnsafeBufferPointer(rebasing: bytes[start..<position]))
        while true {
            guard let byte = current else { throw error("the text ends inside a string") }
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                guard let text = String(validating: out, as: UTF8.self) else {
                    position = start
                    throw error("a string is not UTF-8")
                }
                return text
            case UInt8(ascii: "\\"):
                position += 1
                try escape(into: &out)
            case ..<0x20:
                throw error("a control character must be escaped in a string")
            default:
                out.append(byte)
                position += 1
            }
        }
    }

    mutating func escape(into out: inout [UInt8]) throws(JSONParseError) {
        guard let byte = current else { throw error("the text ends inside an escape") }
        position += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(byte)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = UInt32(try hex4())
            if (0xD800...0xDBFF).contains(scalar) {
                guard current == UInt8(ascii: "\\"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "u") else {
                    throw error("a high surrogate without its low surrogate")
                }
                position += 2
                let low = UInt32(try hex4())
                guard (0xDC00...0xDFFF).contains(low) else { throw error("a high surrogate without its low surrogate") }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(scalar) {
                throw error("a low surrogate without its high surrogate")
            }
            // Every value left is a scalar: surrogates were paired or refused above.
            out.append(contentsOf: String(Character(Unicode.Scalar(scalar)!)).utf8)
        default:
            position -= 1
            throw error("an unknown escape")
        }
    }

    mutating func hex4() throws(JSONParseError) -> UInt16 {
        guard bytes.count - position >= 4 else { throw error("a \\u escape needs four hex digits") }
        var value: UInt16 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("a \\u escape needs four hex digits")
            }
            value = value << 4 | UInt16(digit)
            position += 1
        }
        return value
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, as `int` when it has neither fraction
    /// nor exponent and fits, `double` otherwise.
    mutating func number() throws(JSONParseError) -> JSONValue {
        let start = position
        if current == UInt8(ascii: "-") { position += 1 }
        guard let first = current, first.isDigit else { throw error("a number needs a digit") }
        position += 1
        if first != UInt8(ascii: "0") { skipDigits() }
        var integral = true
        if current == UInt8(ascii: ".") {
            integral = false
            position += 1
            guard current?.isDigit == true else { throw error("a number needs a digit after its point") }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            integral = false
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard current?.isDigit == true else { throw error("a number needs a digit in its exponent") }
            skipDigits()
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        if integral, let value = Int64(text) { return .int(value) }
        guard let value = Double(text), value.isFinite else {
            position = start
            throw error("a number too large to hold")
        }
        return .double(value)
    }

    mutating func skipDigits() {
        while current?.isDigit == true { position += 1 }
    }
}

private extension UInt8 {
    var isDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }
}
