import FoundationEssentials

/// The `Link` header of RFC 8288: `<https://api/x?page=2>; rel="next", <...>; rel="last"`.
///
/// Backends that page with links put the next page's URL here; ``target(rel:in:)`` finds it.
/// Malformed parts are skipped, never trusted: a link without `<...>` or without `rel` is
/// not a link.
public enum LinkHeader {
    /// One link: where it points and the relations it names (lower-cased).
    public struct Link: Sendable, Hashable {
        /// The URI between `<` and `>`, as sent (maybe relative).
        public var target: String
        /// The `rel` values, lower-cased (`rel="next prev"` names two).
        public var relations: [String]

        /// Makes a link.
        public init(target: String, relations: [String]) {
            self.target = target
            self.relations = relations
        }
    }

    /// Every link in the given header values (one header may hold several links, and the
    /// header may be repeated).
    public static func parse(_ values: [String]) -> [Link] {
        values.flatMap(parse)
    }

    /// The links in one header value.
    ///
    /// Read scalar by scalar, not by grapheme cluster: the header's syntax is ASCII, and a mark
    /// that joins the next character (U+0600...U+0605 prepend to what follows) must not hide a
    /// `<`, a `,` or a space from the parser.
    public static func parse(_ value: String) -> [Link] {
        let scalars = Array(value.unicodeScalars)
        var links: [Link] = []
        var start = 0
        while let open = scalars[start...].firstIndex(of: "<") {
            guard let close = scalars[open...].firstIndex(of: ">") else { break }
            // Parameters run to the next "<" that starts a new link after a comma.
            let end = nextLinkStart(in: scalars, from: close + 1) ?? scalars.count
            let relations = relationValues(in: text(scalars[(close + 1)..<end]))
            if !relations.isEmpty { links.append(Link(target: text(scalars[(open + 1)..<close]), relations: relations)) }
            start = end
        }
        return links
    }

    /// The target of the first link with relation `rel` (`next`), if any.
    public static func target(rel: String, in values: [String]) -> String? {
        let wanted = rel.lowercased()
        return parse(values).first { $0.relations.contains(wanted) }?.target
    }

    /// Where the next `<` after a comma outside quotes is.
    private static func nextLinkStart(in scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var quoted = false, afterComma = false
        for index in start..<scalars.count {
            switch scalars[index] {
            case "\"": quoted.toggle()
            case "," where !quoted: afterComma = true
            case "<" where !quoted && afterComma: return index
            default: break
            }
        }
        return nil
    }

    /// The values of `rel=` in `; rel="next"; title="x"`, split on spaces, lower-cased.
    private static func relationValues(in parameters: String) -> [String] {
        for parameter in parameters.unicodeScalars.split(separator: ";") {
            let pair = parameter.split(separator: "=", maxSplits: 1).map { String(Substring($0)).trimmed() }
            guard pair.count == 2, pair[0].lowercased() == "rel" else { continue }
            var value = pair[1]
            if value.unicodeScalars.first != "\"", let comma = value.unicodeScalars.firstIndex(of: ",") {
                value = String(Substring(value.unicodeScalars[..<comma]))
            }
            value = value.trimmed(where: { "\" ,".contains($0) })
            return value.lowercased().unicodeScalars.split(separator: " ").map { String(Substring($0)) }
        }
        return []
    }

    private static func text(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }
}
