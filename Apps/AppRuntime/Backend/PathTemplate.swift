import Core
import FoundationEssentials

/// A backend's path for a kind of item, with its variables: `/sites/{site}/inspections/{id}`.
/// An adapter reads a linked item's id out of the link the backend sent (a HAL
/// `_links.site.href`), and makes the path back from the id, without parsing URLs by hand.
public struct PathTemplate: Sendable, Hashable {
    private enum Part: Sendable, Hashable {
        case literal(String)
        case variable(String)
    }

    private let parts: [Part]

    /// `template`'s segments: a `{name}` segment is a variable, any other is matched as is.
    public init(_ template: String) {
        parts = template.split(separator: "/").map { segment in
            segment.hasPrefix("{") && segment.hasSuffix("}") && segment.count > 2
                ? .variable(String(segment.dropFirst().dropLast())) : .literal(String(segment))
        }
    }

    /// The variables of `link` (absolute, or relative to `base`), when its path is `base`'s
    /// path followed by this template, on `base`'s origin; nil otherwise. Values are
    /// percent-decoded; the query and fragment are ignored.
    public func values(in link: String, relativeTo base: URL) -> [String: String]? {
        // Relative to the base URL's path as a folder: `sites/S-1` under `https://x/v2` is `/v2/sites/S-1`.
        let folder = base.absoluteString.hasSuffix("/") ? base : URL(string: base.absoluteString + "/") ?? base
        guard let url = URL(string: link, relativeTo: folder)?.absoluteURL,
              url.scheme?.lowercased() == base.scheme?.lowercased(), url.host?.lowercased() == base.host?.lowercased(),
              Self.port(of: url) == Self.port(of: base)
        else { return nil }
        let prefix = base.path(percentEncoded: true).split(separator: "/").map(String.init)
        var segments = url.path(percentEncoded: true).split(separator: "/").map(String.init)
        guard segments.starts(with: prefix) else { return nil }
        segments.removeFirst(prefix.count)
        guard segments.count == parts.count else { return nil }
        var values: [String: String] = [:]
        for (segment, part) in zip(segments, parts) {
            switch part {
            case .literal(let literal):
                guard segment == literal else { return nil }
            case .variable(let name):
                guard let value = PercentEncoding.decode(segment), !value.isEmpty else { return nil }
                values[name] = value
            }
        }
        return values
    }

    /// The port, the scheme's own when none is written (`https://x` and `https://x:443` are one origin).
    private static func port(of url: URL) -> Int? {
        url.port ?? ["http": 80, "https": 443][url.scheme?.lowercased() ?? ""]
    }

    /// The path segments for `values` (each variable's value as one segment), for
    /// ``JSONBackend/send(_:_:query:body:headers:within:)``; nil when a variable has no value.
    public func segments(_ values: [String: String]) -> [String]? {
        var segments: [String] = []
        for part in parts {
            switch part {
            case .literal(let literal): segments.append(literal)
            case .variable(let name):
                guard let value = values[name] else { return nil }
                segments.append(value)
            }
        }
        return segments
    }
}
