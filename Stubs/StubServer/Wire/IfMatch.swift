import Foundation

/// An `If-Match` header (RFC 9110 §13.1.1): `*`, or a list of entity tags compared strongly.
public enum IfMatch: Equatable, Sendable {
    /// `*`: any current version of the resource.
    case any
    /// The entity tags listed, quotes included (`"t2-v1"`, `W/"x"`), in order.
    case tags([String])

    /// Parses a header value; nil when it is neither `*` nor a comma-separated list of
    /// quoted entity tags (a bare `t2-v1` without quotes is refused, not guessed at).
    public init?(_ header: String) {
        let trimmed = header.trimmingCharacters(in: .whitespaces)
        if trimmed == "*" { self = .any; return }
        var tags: [String] = []
        for member in trimmed.split(separator: ",", omittingEmptySubsequences: true) {
            let tag = member.trimmingCharacters(in: .whitespaces)
            guard tag.isEmpty || Self.isEntityTag(tag) else { return nil }
            if !tag.isEmpty { tags.append(tag) }
        }
        guard !tags.isEmpty else { return nil }
        self = .tags(tags)
    }

    /// Whether a resource whose strong ETag is `current` meets the condition. Strong
    /// comparison: a weak tag (`W/"..."`) never matches, as RFC 9110 requires for `If-Match`.
    /// With `weakly`, tags compare by their opaque part, `W/` or not: what a server does that
    /// knows a proxy in front of it weakens the tags it sends (nginx weakens the `ETag` of every
    /// body it compresses), so its clients can only echo weak ones.
    public func matches(_ current: String, weakly: Bool = false) -> Bool {
        switch self {
        case .any: true
        case .tags(let tags) where weakly: tags.contains { Self.opaque($0) == Self.opaque(current) }
        case .tags(let tags): tags.contains { !$0.hasPrefix("W/") && $0 == current }
        }
    }

    /// `tag` without its weakness indicator: `"x"` for both `"x"` and `W/"x"`.
    public static func opaque(_ tag: String) -> Substring {
        tag.hasPrefix("W/") ? tag.dropFirst(2) : Substring(tag)
    }

    /// `tag` as a proxy that changed the body sends it: weak (`W/"x"`).
    public static func weakened(_ tag: String) -> String {
        tag.hasPrefix("W/") ? tag : "W/" + tag
    }

    /// `"opaque"` or `W/"opaque"`, the opaque part free of quotes, spaces and controls.
    private static func isEntityTag(_ text: String) -> Bool {
        let quoted = text.hasPrefix("W/") ? text.dropFirst(2) : Substring(text)
        guard quoted.count >= 2, quoted.first == "\"", quoted.last == "\"" else { return false }
        return quoted.dropFirst().dropLast().unicodeScalars.allSatisfy { $0.value == 0x21 || (0x23...0x7E).contains($0.value) || $0.value >= 0x80 }
    }
}
