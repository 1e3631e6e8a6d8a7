import Foundation

/// An `application/x-www-form-urlencoded` body (the token request of RFC 6749 §4.4.2):
/// `name=value` pairs joined by `&`, `+` for a space, other bytes percent-encoded.
public struct FormBody: Equatable, Sendable {
    /// Why a body is not a form.
    public enum Problem: Error, Equatable {
        /// The bytes are not UTF-8.
        case notUTF8
        /// A name or value has a `%` not followed by two hex digits, or encodes bytes that are not UTF-8.
        case badEscape(String)
        /// A parameter comes twice, which RFC 6749 §3.2 forbids.
        case repeated(String)

        public var message: String {
            switch self {
            case .notUTF8: "the body is not UTF-8"
            case .badEscape(let part): "'\(part)' is not percent-encoded correctly"
            case .repeated(let name): "\(name) is sent more than once; send each parameter once"
            }
        }
    }

    /// The parameters by name, decoded.
    public let values: [String: String]

    /// Parses `body`; empty pairs (`a=1&&b=2`, a trailing `&`) are skipped.
    public init(_ body: Data) throws(Problem) {
        guard let text = String(data: body, encoding: .utf8) else { throw .notUTF8 }
        var values: [String: String] = [:]
        for pair in text.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = try Self.decode(parts[0])
            let value = parts.count > 1 ? try Self.decode(parts[1]) : ""
            guard values[name] == nil else { throw .repeated(name) }
            values[name] = value
        }
        self.values = values
    }

    /// The value of `name`; nil when absent.
    public subscript(_ name: String) -> String? { values[name] }

    /// One form-encoded name or value, decoded: `+` is a space, `%XX` a byte.
    public static func decode(_ part: Substring) throws(Problem) -> String {
        let spaced = part.replacingOccurrences(of: "+", with: " ")
        guard let decoded = spaced.removingPercentEncoding else { throw .badEscape(String(part)) }
        return decoded
    }
}
