import Foundation

/// Unpadded base64url (RFC 4648 §5), the alphabet of the stub's opaque cursors: safe in a
/// query without percent-encoding.
public enum Base64URL {
    /// `text`'s UTF-8 bytes, encoded.
    public static func encode(_ text: String) -> String {
        Data(text.utf8).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// The UTF-8 text `encoded` stands for; nil when it is not base64url of UTF-8.
    public static func decode(_ encoded: String) -> String? {
        var base64 = encoded
            .replacingOccurrences(of: "-", with: "+")
            .replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        guard let data = Data(base64Encoded: base64) else { return nil }
        return String(data: data, encoding: .utf8)
    }
}
