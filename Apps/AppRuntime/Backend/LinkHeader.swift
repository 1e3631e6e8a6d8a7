import Foundation

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
    public static func parse(_ value: String) -> [Link] {
        var links: [Link] = []
        var rest = Substring(value)
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            let target = String(rest[rest.index(after: open)..<close])
            // Parameters run to the next "<" that starts a new link after a comma.
            var parameters = rest[rest.index(after: close)...]
            if let next = nextLinkStart(in: parameters) {
                rest = parameters[next...]
                parameters = parameters[..<next]
            } else {
                rest = ""
            }
            let relations = relationValues(in: parameters)
            if !relations.isEmpty { links.append(Link(target: target, relations: relations)) }
        }
        return links
    }

    /// The target of the first link with relation `rel` (`next`), if any.
    public static func target(rel: String, in values: [String]) -> String? {
        let wanted = rel.lowercased()
        return parse(values).first { $0.relations.contains(wanted) }?.target
    }

    /// Where the next `<` after a comma outside quotes is.
    private static func nextLinkStart(in text: Substring) -> Substring.Index? {
        var quoted = false, afterComma = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" { quoted.toggle() }
            if !quoted {
                if character == "," { afterComma = true } else if character == "<", afterComma { return index }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// The values of `rel=` in `; rel="next"; title="x"`, split on spaces, lower-cased.
    private static func relationValues(in parameters: Substring) -> [String] {
        for parameter in parameters.split(separator: ";") {
            let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2, pair[0].lowercased() == "rel" else { continue }
            var value = pair[1]
            if let comma = value.firstIndex(of: ","), !value.hasPrefix("\"") { value = String(value[..<comma]) }
            value = value.trimmingCharacters(in: CharacterSet(charactersIn: "\" ,"))
            return value.lowercased().split(separator: " ").map(String.init)
        }
        return []
    }
}
