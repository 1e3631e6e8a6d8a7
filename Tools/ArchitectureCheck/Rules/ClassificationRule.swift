/// One entry of the rules file's `classify` list: targets with this exact name, or whose path
/// lies under this folder, are of this kind.
public struct ClassificationRule: Hashable, Sendable, Decodable {
    /// What a rule matches.
    public enum Match: Hashable, Sendable, CustomStringConvertible {
        /// A target's exact name; wins over every prefix.
        case name(String)
        /// A folder, matched by whole path components (`Modules/Core` matches `Modules/Core`
        /// and `Modules/Core/X`, not `Modules/CoreKit`); the longest matching prefix wins.
        case prefix(String)

        /// `name "CCurl"` or `prefix "Modules/Live"`, as the rules file's error messages say it.
        public var description: String {
            switch self {
            case let .name(name): return "name \"\(name)\""
            case let .prefix(prefix): return "prefix \"\(prefix)\""
            }
        }
    }

    /// What the rule matches.
    public let match: Match
    /// The kind it assigns.
    public let kind: ModuleKind

    /// Makes a rule.
    public init(_ match: Match, kind: ModuleKind) {
        self.match = match
        self.kind = kind
    }

    private enum CodingKeys: String, CodingKey { case name, prefix, kind }

    /// Reads `{"prefix": "Modules/Live", "kind": "live"}` or `{"name": "CCurl", "kind": "live"}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        kind = try container.decode(ModuleKind.self, forKey: .kind)
        switch (try container.decodeIfPresent(String.self, forKey: .name),
                try container.decodeIfPresent(String.self, forKey: .prefix)) {
        case let (name?, nil):
            match = .name(name)
        case let (nil, prefix?):
            match = .prefix(Self.normalized(prefix))
        default:
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "a classify entry needs exactly one of \"name\" or \"prefix\""
            ))
        }
    }

    /// How many path components of `path` the rule matches; nil when it does not match.
    /// A name match counts as more specific than any prefix.
    func specificity(name: String, path: String) -> Int? {
        switch match {
        case let .name(expected):
            return expected == name ? Int.max : nil
        case let .prefix(prefix):
            let path = Self.normalized(path)
            guard path == prefix || path.hasPrefix(prefix + "/") else { return nil }
            return prefix.split(separator: "/").count
        }
    }

    /// `./Modules/Core/` and `Modules/Core` are the same folder.
    static func normalized(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        while path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }
}
