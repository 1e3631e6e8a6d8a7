/// Percent-encoding (RFC 3986 §2.1) with the byte sets the apps need, written out: full
/// Foundation's `addingPercentEncoding(withAllowedCharacters:)` is not in FoundationEssentials.
public enum PercentEncoding {
    /// `text` with every UTF-8 byte that `isKept` refuses written as `%XX` (upper-case hex).
    public static func encode(_ text: String, keeping isKept: (UInt8) -> Bool) -> String {
        var out = String.UnicodeScalarView()
        for byte in text.utf8 {
            if isKept(byte) {
                out.append(Unicode.Scalar(byte))
            } else {
                out.append("%")
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0x0F)])
            }
        }
        return String(out)
    }

    /// `text` with each `%XX` read as the byte it names; nil when a `%` is not followed by two
    /// hex digits or the bytes are not UTF-8.
    public static func decode(_ text: String) -> String? {
        var bytes: [UInt8] = []
        var input = Array(text.utf8)[...]
        while let byte = input.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard input.count >= 2, let high = hexValue(input.removeFirst()), let low = hexValue(input.removeFirst()) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// RFC 3986's unreserved characters: ASCII letters, digits and `-._~`.
    public static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }

    /// What one path segment keeps as is: the unreserved characters and `!$&'()*+,=:@`; `/`,
    /// `;`, `%`, `?` and `#` are escaped, so a segment can never become two, a parameter, a
    /// query or a fragment.
    public static func isPathSegmentSafe(_ byte: UInt8) -> Bool {
        isUnreserved(byte) || "!$&'()*+,=:@".utf8.contains(byte)
    }

    private static let hex = Array("0123456789ABCDEF".unicodeScalars)
}
