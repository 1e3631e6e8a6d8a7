extension HTTPHeaderFields {
    /// Takes one line of a response head as libcurl hands it over, line ending included.
    ///
    /// A status line (`HTTP/1.1 302 Found`: a redirect's or a `100 Continue`'s next response)
    /// starts the fields afresh. `Name: value` adds a field when the name is a token (RFC 9110:
    /// no spaces, controls or separators), the value trimmed. A line that begins with a space or a
    /// tab continues the previous field (obsolete line folding: joined with one space, as RFC 9112
    /// asks), so it can never pose as a field of its own. Anything else is skipped: the blank line
    /// that ends the head, or a malformed line.
    mutating func receive(line: String) {
        if line.hasPrefix("HTTP/") {
            self = HTTPHeaderFields()
            return
        }
        if let first = line.utf8.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") {
            let more = line.trimmed()
            guard !more.isEmpty, let last = fields.indices.last else { return }
            fields[last].value = fields[last].value.isEmpty ? more : fields[last].value + " " + more
            return
        }
        guard let colon = line.firstIndex(of: ":") else { return }
        let name = line[..<colon]
        guard !name.isEmpty, name.utf8.allSatisfy(Self.isTokenByte) else { return }
        append(name: String(name), value: line[line.index(after: colon)...].trimmed())
    }

    /// A byte of an RFC 9110 token: a letter, a digit, or one of ``!#$%&'*+-.^_`|~``.
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }
}
