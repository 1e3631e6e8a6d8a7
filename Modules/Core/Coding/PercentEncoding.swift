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
